'use client'
import { FormSubmit, toast, useDocumentInfo, useEditDepth, useForm, useFormFields, useFormModified } from '@payloadcms/ui'
import { useHotkey, useOperation, useTranslation } from '@payloadcms/ui'
import { useEffect, useRef } from 'react'
import { passwordProblemFromServer } from './check'

// The users' Save: a new password is checked against the server's rule first, and a refused one keeps
// its reason on the field. Payload's own Save sends it, and then folds the password fields away, reason
// and all, leaving only "Please correct invalid fields.".
export function PasswordCheckedSave() {
  const { uploadStatus } = useDocumentInfo()
  const { t } = useTranslation()
  const { dispatchFields, setSubmitted, submit } = useForm()
  const modified = useFormModified()
  const operation = useOperation()
  const editDepth = useEditDepth()
  const ref = useRef<HTMLButtonElement>(null)
  const password = useFormFields(([fields]) => fields.password?.value)
  const refused = useRef<unknown>(undefined)
  const disabled = (operation === 'update' && !modified) || uploadStatus === 'uploading'

  // A reason given for one password goes once the password is changed.
  useEffect(() => {
    if (refused.current === undefined || password === refused.current) return
    refused.current = undefined
    dispatchFields({ type: 'UPDATE', path: 'password', valid: true, errorMessage: undefined })
  }, [password, dispatchFields])

  useHotkey({ cmdCtrlKey: true, editDepth, keyCodes: ['s'] }, (e) => {
    e.preventDefault()
    e.stopPropagation()
    ref.current?.click()
  })

  const save = async () => {
    if (uploadStatus === 'uploading') return
    if (typeof password === 'string' && password !== '') {
      const problem = await passwordProblemFromServer(password)
      if (problem) {
        refused.current = password
        dispatchFields({ type: 'UPDATE', path: 'password', valid: false, errorMessage: problem })
        setSubmitted(true)
        toast.error(problem)
        return
      }
    }
    await submit()
  }

  return (
    <FormSubmit buttonId="action-save" disabled={disabled} onClick={() => void save()} ref={ref} size="medium" type="button">
      {t('general:save')}
    </FormSubmit>
  )
}

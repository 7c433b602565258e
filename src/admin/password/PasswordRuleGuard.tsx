'use client'
import { toast, useForm, useFormFields } from '@payloadcms/ui'
import { useEffect, useRef } from 'react'
import { passwordProblemFromServer } from './check'

// Payload's Save sends a new password and, when the server refuses it, folds the password fields away
// with their reason, leaving "Please correct invalid fields.". So on the users' screens and the account
// page, Save (a click on it, or Ctrl+S, which clicks it) first asks the server's own rule, and a refused
// password keeps its reason on the field. An accepted one lets the same click through to Payload.
const SAVE = '#action-save'

export function PasswordRuleGuard() {
  const { dispatchFields, getField, setSubmitted } = useForm()
  const password = useFormFields(([fields]) => fields.password?.value)
  const refused = useRef<string | undefined>(undefined)
  const approved = useRef<string | undefined>(undefined)

  // A reason given for one password goes once the password is changed.
  useEffect(() => {
    if (refused.current === undefined || password === refused.current) return
    refused.current = undefined
    dispatchFields({ type: 'UPDATE', path: 'password', valid: true, errorMessage: undefined })
  }, [password, dispatchFields])

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const save = event.target instanceof Element ? event.target.closest<HTMLElement>(SAVE) : null
      const value = getField('password')?.value
      if (!save || typeof value !== 'string' || value === '') return
      if (approved.current === value) {
        approved.current = undefined
        return
      }
      // Before Payload's own handler (React listens at its root, below the document).
      event.preventDefault()
      event.stopImmediatePropagation()
      void passwordProblemFromServer(value).then((problem) => {
        if (!problem) {
          approved.current = value
          save.click()
          return
        }
        refused.current = value
        dispatchFields({ type: 'UPDATE', path: 'password', valid: false, errorMessage: problem })
        setSubmitted(true)
        toast.error(problem)
      })
    }
    document.addEventListener('click', onClick, true)
    return () => document.removeEventListener('click', onClick, true)
  }, [dispatchFields, getField, setSubmitted])
  return null
}

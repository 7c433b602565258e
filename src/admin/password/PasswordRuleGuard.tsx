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
  const { dispatchFields, getField, setSubmitted, validateForm } = useForm()
  const field = useFormFields(([fields]) => fields.password)
  const refused = useRef<{ password: string; reason: string } | undefined>(undefined)
  const approved = useRef<string | undefined>(undefined)

  // The reason stays on the field while that password does (a form-state merge may clear it), and goes
  // once the password is changed.
  useEffect(() => {
    const shown = refused.current
    if (!shown) return
    if (!field || field.value !== shown.password) {
      refused.current = undefined
      // Folded away (Cancel): nothing to clear.
      if (field) dispatchFields({ type: 'UPDATE', path: 'password', valid: true, errorMessage: undefined })
    } else if (field.valid !== false || field.errorMessage !== shown.reason) {
      dispatchFields({ type: 'UPDATE', path: 'password', valid: false, errorMessage: shown.reason })
    }
  }, [field, dispatchFields])

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
      void passwordProblemFromServer(value).then(async (problem) => {
        if (!problem) {
          approved.current = value
          save.click()
          return
        }
        refused.current = { password: value, reason: problem }
        // The other fields as a save would check them (the confirmation's "required" goes once it matches).
        await validateForm()
        dispatchFields({ type: 'UPDATE', path: 'password', valid: false, errorMessage: problem })
        setSubmitted(true)
        toast.error(problem)
      })
    }
    document.addEventListener('click', onClick, true)
    return () => document.removeEventListener('click', onClick, true)
  }, [dispatchFields, getField, setSubmitted, validateForm])
  return null
}

'use client'

import { useActionState } from 'react'
import { contactFormAction } from '@/forms/actions'
import { contactSchema } from '@/forms/contactSchema'
import { idleFormState } from '@/forms/formState'
import { CONTACT_FAILURE, HONEYPOT_FIELD } from '@/forms/messages'
import { Honeypot, TextArea, TextField } from './FormField'
import { NoScriptResult } from './NoScriptResult'
import { ResultDialog } from './ResultDialog'
import { SubmitButton } from './SubmitButton'
import { useFormSubmission } from './useFormSubmission'

/** The contact form: POST /api/contact-us with JavaScript, a server action without it. */
export function ContactForm() {
  const [state, formAction] = useActionState(contactFormAction, idleFormState)
  const form = useFormSubmission({
    schema: contactSchema,
    clearOnSuccess: true,
    failureText: CONTACT_FAILURE,
    send: (el) => fetch('/api/contact-us', { method: 'POST', body: new FormData(el) }),
  })
  const errors = form.errors ?? state.errors ?? {}
  const values = state.status === 'success' ? {} : (state.values ?? {})

  return (
    <div data-island="contact-form" className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
      <NoScriptResult state={state} />
      <form action={formAction} onSubmit={form.onSubmit} noValidate aria-label="Contact form" className="relative grid gap-5 sm:grid-cols-2">
        <TextField name="name" label="Full Name" required autoComplete="name" error={errors.name} defaultValue={values.name} />
        <TextField name="email" label="Email address" type="email" required autoComplete="email" error={errors.email} defaultValue={values.email} />
        <TextField name="subject" label="Subject" required error={errors.subject} defaultValue={values.subject} className="sm:col-span-2" />
        <TextArea name="message" label="Message" required rows={6} error={errors.message} defaultValue={values.message} className="sm:col-span-2" />
        <Honeypot name={HONEYPOT_FIELD} />
        <div className="sm:col-span-2">
          <SubmitButton sending={form.sending} label="Send" buttonRef={form.submitButton} />
        </div>
      </form>
      <ResultDialog content={form.dialog} onClose={form.closeDialog} />
    </div>
  )
}

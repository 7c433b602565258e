'use client'

import { useActionState } from 'react'
import { contactFormAction } from '@/forms/server/actions'
import { idleFormState } from '@/forms/server/formState'
import { HONEYPOT_FIELD } from '@/forms/shared/messages'
import { Honeypot, TextArea, TextField } from './FormField'
import { NoScriptResult } from './NoScriptResult'
import { ResultDialog } from './ResultDialog'
import { SubmitButton } from './SubmitButton'

/**
 * The contact form's markup, rendered on the server only (decision 012): without JavaScript it posts
 * to a server action and the page shows the result. `useActionState` is why this is a client component.
 */
export function ContactFields() {
  const [state, formAction] = useActionState(contactFormAction, idleFormState)
  const errors = state.errors ?? {}
  const values = state.status === 'success' ? {} : (state.values ?? {})

  return (
    <div className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
      <NoScriptResult state={state} />
      <form
        action={formAction}
        data-form="contact"
        data-clear-on-success
        noValidate
        aria-label="Contact form"
        className="relative grid gap-5 sm:grid-cols-2"
      >
        <TextField name="name" label="Full Name" required autoComplete="name" error={errors.name} defaultValue={values.name} />
        <TextField
          name="email"
          label="Email address"
          type="email"
          required
          autoComplete="email"
          error={errors.email}
          defaultValue={values.email}
        />
        <TextField name="subject" label="Subject" required error={errors.subject} defaultValue={values.subject} className="sm:col-span-2" />
        <TextArea
          name="message"
          label="Message"
          required
          rows={6}
          error={errors.message}
          defaultValue={values.message}
          className="sm:col-span-2"
        />
        <Honeypot name={HONEYPOT_FIELD} />
        <div className="sm:col-span-2">
          <SubmitButton label="Send" />
        </div>
      </form>
      <ResultDialog id="contact-result" />
    </div>
  )
}

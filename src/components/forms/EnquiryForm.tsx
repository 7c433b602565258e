'use client'

import { useActionState, useMemo } from 'react'
import type { EnquiryChoices } from '@/content/ielts'
import { enquiryFormAction } from '@/forms/actions'
import { enquirySchema } from '@/forms/enquirySchema'
import { idleFormState } from '@/forms/formState'
import { ENQUIRY_FAILURE, HONEYPOT_FIELD } from '@/forms/messages'
import { Honeypot, SelectField, TextArea, TextField } from './FormField'
import { NoScriptResult } from './NoScriptResult'
import { ResultDialog } from './ResultDialog'
import { SubmitButton } from './SubmitButton'
import { useFormSubmission } from './useFormSubmission'

/**
 * The IELTS and PTE enquiry form (POST /api/contact-ielts as JSON). IELTS needs name, e-mail and
 * phone and clears on success; PTE needs every field and keeps them (spec §4, §5).
 */
export function EnquiryForm({ course, choices, heading }: { course: 'IELTS' | 'PTE'; choices: EnquiryChoices; heading: string }) {
  const [state, formAction] = useActionState(enquiryFormAction, idleFormState)
  const schema = useMemo(
    () =>
      enquirySchema({
        destinations: choices.destinations.map((c) => c.value),
        intakes: choices.intakes.map((c) => c.value),
        locations: choices.locations.map((c) => c.value),
      }),
    [choices],
  )
  const form = useFormSubmission({
    schema,
    clearOnSuccess: course === 'IELTS',
    failureText: ENQUIRY_FAILURE,
    send: (_el, values) =>
      fetch('/api/contact-ielts', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(values) }),
  })
  const errors = form.errors ?? state.errors ?? {}
  const values = state.status === 'success' && course === 'IELTS' ? {} : (state.values ?? {})
  const all = course === 'PTE'

  return (
    <div data-island="enquiry-form" className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
      <NoScriptResult state={state} />
      <form action={formAction} onSubmit={form.onSubmit} noValidate aria-label={heading} className="relative grid gap-5 sm:grid-cols-2">
        <input type="hidden" name="title" value={course} />
        <TextField name="fname" label="First Name" required autoComplete="given-name" error={errors.fname} defaultValue={values.fname} />
        <TextField name="lname" label="Last Name" required autoComplete="family-name" error={errors.lname} defaultValue={values.lname} />
        <TextField name="email" label="Email address" type="email" required autoComplete="email" error={errors.email} defaultValue={values.email} />
        <TextField name="phone" label="Phone Number" type="tel" required autoComplete="tel" error={errors.phone} defaultValue={values.phone} />
        <SelectField name="destination" label="Preferred Study Destination" required={all} options={choices.destinations} error={errors.destination} defaultValue={values.destination} />
        <SelectField name="intake" label="Proposed Intake" required={all} options={choices.intakes} error={errors.intake} defaultValue={values.intake} />
        <SelectField name="location" label="Preferred Location for Appointment" required={all} options={choices.locations} error={errors.location} defaultValue={values.location} className="sm:col-span-2" />
        <TextField name="subject" label="Subject" required={all} error={errors.subject} defaultValue={values.subject} className="sm:col-span-2" />
        <TextArea name="message" label="Message" required={all} rows={5} error={errors.message} defaultValue={values.message} className="sm:col-span-2" />
        <Honeypot name={HONEYPOT_FIELD} />
        <div className="sm:col-span-2">
          <SubmitButton sending={form.sending} label="Send" buttonRef={form.submitButton} />
        </div>
      </form>
      <ResultDialog content={form.dialog} onClose={form.closeDialog} />
    </div>
  )
}

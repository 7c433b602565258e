'use client'

import { useActionState } from 'react'
import type { EnquiryChoices } from '@/content/ielts'
import { enquiryFormAction } from '@/forms/server/actions'
import { idleFormState } from '@/forms/server/formState'
import { HONEYPOT_FIELD } from '@/forms/shared/messages'
import { Honeypot, SelectField, TextArea, TextField } from './FormField'
import { NoScriptResult } from './NoScriptResult'
import { ResultDialog } from './ResultDialog'
import { SubmitButton } from './SubmitButton'

/**
 * The IELTS and PTE enquiry form's markup, rendered on the server only (decision 012): without
 * JavaScript it posts to a server action and the page shows the result. IELTS needs name, e-mail and
 * phone and clears on success; PTE needs every field and keeps them (spec §4, §5).
 */
export function EnquiryFields({ course, choices, heading }: { course: 'IELTS' | 'PTE'; choices: EnquiryChoices; heading: string }) {
  const [state, formAction] = useActionState(enquiryFormAction, idleFormState)
  const errors = state.errors ?? {}
  const values = state.status === 'success' && course === 'IELTS' ? {} : (state.values ?? {})
  const all = course === 'PTE'

  return (
    <div className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
      <NoScriptResult state={state} />
      <form
        action={formAction}
        data-form="enquiry"
        data-clear-on-success={course === 'IELTS' ? '' : undefined}
        noValidate
        aria-label={heading}
        className="relative grid gap-5 sm:grid-cols-2"
      >
        <input type="hidden" name="title" value={course} />
        <TextField name="fname" label="First Name" required autoComplete="given-name" error={errors.fname} defaultValue={values.fname} />
        <TextField name="lname" label="Last Name" required autoComplete="family-name" error={errors.lname} defaultValue={values.lname} />
        <TextField
          name="email"
          label="Email address"
          type="email"
          required
          autoComplete="email"
          error={errors.email}
          defaultValue={values.email}
        />
        <TextField
          name="phone"
          label="Phone Number"
          type="tel"
          required
          autoComplete="tel"
          error={errors.phone}
          defaultValue={values.phone}
        />
        <SelectField
          name="destination"
          label="Preferred Study Destination"
          required={all}
          options={choices.destinations}
          error={errors.destination}
          defaultValue={values.destination}
        />
        <SelectField
          name="intake"
          label="Proposed Intake"
          required={all}
          options={choices.intakes}
          error={errors.intake}
          defaultValue={values.intake}
        />
        <SelectField
          name="location"
          label="Preferred Location for Appointment"
          required={all}
          options={choices.locations}
          error={errors.location}
          defaultValue={values.location}
          className="sm:col-span-2"
        />
        <TextField
          name="subject"
          label="Subject"
          required={all}
          error={errors.subject}
          defaultValue={values.subject}
          className="sm:col-span-2"
        />
        <TextArea
          name="message"
          label="Message"
          required={all}
          rows={5}
          error={errors.message}
          defaultValue={values.message}
          className="sm:col-span-2"
        />
        <Honeypot name={HONEYPOT_FIELD} />
        <div className="sm:col-span-2">
          <SubmitButton label="Send" />
        </div>
      </form>
      <ResultDialog id={`${course.toLowerCase()}-result`} />
    </div>
  )
}

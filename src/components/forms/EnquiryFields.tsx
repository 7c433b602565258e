import { form } from '@/browser/contract'
import type { EnquiryChoices } from '@/content/ielts'
import { keepsFieldsOnSuccess, type FormResult } from '@/forms/server/formResult'
import { enquiryLimits, type EnquiryCourse } from '@/forms/shared/enquirySchema'
import { PHONE_PATTERN } from '@/forms/shared/fields'
import { HONEYPOT_FIELD } from '@/forms/shared/messages'
import { resultFields, Honeypot, SelectField, TextArea, TextField } from './FormField'
import { ResultDialog } from './ResultDialog'
import { ResultNotice } from './ResultNotice'
import { SubmitButton } from './SubmitButton'

/**
 * The IELTS and PTE enquiry form's markup (server-rendered, decision 012). Without JavaScript the
 * browser checks the constraint attributes, posts to the API and comes back to the result. IELTS
 * needs name, e-mail and phone and clears on success; PTE needs every field and keeps them (docs/product.md, Forms).
 */
export function EnquiryFields({
  course,
  choices,
  heading,
  result,
}: {
  course: EnquiryCourse
  choices: EnquiryChoices
  heading: string
  result: FormResult | null
}) {
  const field = resultFields(result)
  const all = course === 'PTE'

  return (
    <div className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
      <ResultNotice result={result} />
      <form
        method="post"
        action="/api/contact-ielts"
        {...form.kind.props('enquiry')}
        {...(keepsFieldsOnSuccess(course) ? {} : form.clearOnSuccess.props())}
        aria-label={heading}
        className="relative grid gap-5 sm:grid-cols-2"
      >
        <input type="hidden" name="title" value={course} />
        <TextField
          {...field('fname')}
          label="First Name"
          required
          maxLength={enquiryLimits.fname}
          autoComplete="given-name"
        />
        <TextField
          {...field('lname')}
          label="Last Name"
          required
          maxLength={enquiryLimits.lname}
          autoComplete="family-name"
        />
        <TextField
          {...field('email')}
          label="Email address"
          type="email"
          required
          maxLength={enquiryLimits.email}
          autoComplete="email"
        />
        <TextField
          {...field('phone')}
          label="Phone Number"
          type="tel"
          required
          pattern={PHONE_PATTERN}
          title="7 to 20 digits, spaces, brackets or dashes, like +94 77 123 4567"
          autoComplete="tel"
        />
        <SelectField
          {...field('destination')}
          label="Preferred Study Destination"
          required={all}
          options={choices.destinations}
        />
        <SelectField {...field('intake')} label="Proposed Intake" required={all} options={choices.intakes} />
        <SelectField
          {...field('location')}
          label="Preferred Location for Appointment"
          required={all}
          options={choices.locations}
          className="sm:col-span-2"
        />
        <TextField
          {...field('subject')}
          label="Subject"
          required={all}
          maxLength={enquiryLimits.subject}
          className="sm:col-span-2"
        />
        <TextArea
          {...field('message')}
          label="Message"
          required={all}
          maxLength={enquiryLimits.message}
          rows={5}
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

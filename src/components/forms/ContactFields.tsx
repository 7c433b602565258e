import { form } from '@/browser/contract'
import type { FormResult } from '@/forms/server/formResult'
import { contactLimits } from '@/forms/shared/contactSchema'
import { EMAIL_MAX_LENGTH } from '@/forms/shared/fields'
import { HONEYPOT_FIELD } from '@/forms/shared/messages'
import { resultFields, Honeypot, TextArea, TextField } from './FormField'
import { ResultDialog } from './ResultDialog'
import { ResultNotice } from './ResultNotice'
import { SubmitButton } from './SubmitButton'

/**
 * The contact form's markup (server-rendered, decision 012). Without JavaScript the browser checks
 * the constraint attributes, posts to the API and comes back to the result; the fields are cleared
 * after a success and kept after a failure.
 */
export function ContactFields({ result }: { result: FormResult | null }) {
  const field = resultFields(result)

  return (
    <div className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
      <ResultNotice result={result} />
      <form
        method="post"
        action="/api/contact-us"
        encType="multipart/form-data"
        {...form.kind.props('contact')}
        {...form.clearOnSuccess.props()}
        aria-label="Contact form"
        className="relative grid gap-5 sm:grid-cols-2"
      >
        <TextField {...field('name')} label="Full Name" required maxLength={contactLimits.name} autoComplete="name" />
        <TextField
          {...field('email')}
          label="Email address"
          type="email"
          required
          maxLength={EMAIL_MAX_LENGTH}
          autoComplete="email"
        />
        <TextField
          {...field('subject')}
          label="Subject"
          required
          maxLength={contactLimits.subject}
          className="sm:col-span-2"
        />
        <TextArea
          {...field('message')}
          label="Message"
          required
          maxLength={contactLimits.message}
          rows={6}
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

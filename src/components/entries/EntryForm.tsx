import { form } from '@/browser/contract'
import { TextArea, Honeypot } from '@/components/forms/FormField'
import { ResultNotice } from '@/components/forms/ResultNotice'
import type { Offer } from '@/content/entryOffers'
import type { FormResult } from '@/forms/server/formResult'
import { entryLimits } from '@/forms/shared/entrySchema'
import { HONEYPOT_FIELD } from '@/forms/shared/messages'
import type { EntryFormResult } from '@/entries/web/formResult'
import { CandidateFields } from './CandidateFields'
import { EntryCard } from './EntryShell'
import { FeePreview } from './FeePreview'
import { SubjectChoice } from './SubjectChoice'

const asList = (v: string | string[] | undefined) => (Array.isArray(v) ? v : v ? [v] : [])
const asText = (v: string | string[] | undefined) => (typeof v === 'string' ? v : undefined)

/**
 * The entry form: a plain form post to /api/enter (no script needed). A refused post comes back with
 * each message beside its field and the visitor's values in place. The page is the same for everyone
 * (cached): a second post of the same form is known by what it sends (src/entries/formKey.ts).
 */
export function EntryForm({
  offer,
  result,
  consentText,
  holdHours,
}: {
  offer: Offer
  result: EntryFormResult | null
  consentText: string
  holdHours: number
}) {
  const values = result?.values ?? {}
  const errors = result?.errors ?? {}
  const field = (name: string) => ({ name, error: errors[name], defaultValue: asText(values[name]) })
  const notice: FormResult | null = result && {
    form: 'contact',
    status: 'invalid',
    message: result.message,
    errors,
    expiresAt: 0,
  }
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start lg:gap-10">
      <form
        method="post"
        action={`/api/enter?kind=${offer.kind}&id=${offer.id}`}
        encType="application/x-www-form-urlencoded"
        aria-label={offer.kind === 'exam' ? 'Exam entry form' : 'Class booking form'}
        className="relative space-y-6"
      >
        {/* The stage this page showed: if another has begun by the time it is sent, the visitor is told first. */}
        {offer.kind === 'exam' && <input type="hidden" name="quotedStage" value={offer.stageKey} />}
        {notice && <ResultNotice result={notice} />}
        <EntryCard>
          <CandidateFields field={field} exam={offer.kind === 'exam'} />
        </EntryCard>
        {offer.kind === 'exam' && (
          <EntryCard>
            <SubjectChoice
              subjects={offer.subjects}
              surcharge={offer.surcharge}
              chosen={asList(values.subjects)}
              error={errors.subjects}
            />
          </EntryCard>
        )}
        <div className="lg:hidden">
          <FeePreview offer={offer} holdHours={holdHours} />
        </div>
        {offer.kind === 'exam' && (
          <EntryCard>
            <fieldset className="space-y-4">
              <legend className="font-display text-xl font-bold text-navy">Access arrangements</legend>
              <Check name="accessArrangements" checked={values.accessArrangements === '1'}>
                The candidate needs access arrangements (extra time, a reader, a separate room…)
              </Check>
              <TextArea
                {...field('accessDetails')}
                label="What is needed and why"
                hint={
                  'After sending, upload the supporting document (a ' +
                  'doctor’s or psychologist’s report) on the next page.'
                }
                rows={3}
                maxLength={entryLimits.accessDetails}
              />
            </fieldset>
          </EntryCard>
        )}
        <EntryCard>
          <fieldset>
            <legend className="font-display text-xl font-bold text-navy">Your personal data</legend>
            <p className="mt-2 whitespace-pre-line text-sm leading-relaxed text-slate-700" data-consent-text>
              {consentText}
            </p>
            <div className="mt-4">
              <Check name="consent" checked={values.consent === '1'} required error={errors.consent}>
                I agree, and the details above are correct.
              </Check>
            </div>
          </fieldset>
        </EntryCard>
        <Honeypot name={HONEYPOT_FIELD} />
        <button
          type="submit"
          className={
            'inline-flex min-h-14 w-full items-center justify-center rounded-full bg-amber px-8 ' +
            'text-lg font-bold text-navy-deep shadow-sm transition-colors hover:bg-[#f7b84f] sm:w-auto'
          }
        >
          {offer.kind === 'exam' ? 'Continue to payment' : 'Book and continue to payment'}
        </button>
      </form>
      <div className="hidden lg:sticky lg:top-28 lg:block">
        <FeePreview offer={offer} holdHours={holdHours} />
      </div>
    </div>
  )
}

/** A large checkbox with its text, sending "1" when ticked. */
function Check({
  name,
  checked,
  required,
  error,
  children,
}: {
  name: string
  checked: boolean
  required?: boolean
  error?: string
  children: React.ReactNode
}) {
  return (
    <div>
      <label
        htmlFor={form.fieldId(name)}
        className={
          'flex cursor-pointer items-start gap-3 rounded-xl p-3 ring-1 ' +
          `has-[:checked]:bg-teal/5 ${error ? 'ring-2 ring-coral' : 'ring-slate-300'}`
        }
      >
        <input
          id={form.fieldId(name)}
          type="checkbox"
          name={name}
          value="1"
          required={required}
          defaultChecked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? form.fieldErrorId(name) : undefined}
          className="mt-0.5 size-5 shrink-0 accent-teal"
        />
        <span className="text-base text-ink">
          {children}
          {required && (
            <span className="text-coral" aria-hidden="true">
              {' '}
              *
            </span>
          )}
        </span>
      </label>
      <p id={form.fieldErrorId(name)} hidden={!error} className="mt-1.5 text-sm font-medium text-[#A12A3A]">
        {error}
      </p>
    </div>
  )
}

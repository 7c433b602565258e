import { form } from '@/browser/contract'
import type { FormResult } from '@/forms/server/formResult'
import { FAILURE_TITLE, SUCCESS_TITLE } from '@/forms/shared/messages'
import { ResultIcon } from './ResultIcon'

const titles = { success: SUCCESS_TITLE, invalid: 'Please check the form', error: FAILURE_TITLE } as const

/**
 * The result of a plain (no-JavaScript) post, at the top of the form card. The redirect's fragment
 * opens the page at it, clear of the sticky site header (up to 3 lines of announcement on a phone),
 * and it takes focus so a screen reader reads it.
 */
export function ResultNotice({ result }: { result: FormResult | null }) {
  if (!result) return null
  const success = result.status === 'success'
  const errors = Object.entries(result.errors ?? {})
  return (
    <div
      id={form.resultId}
      role={success ? 'status' : 'alert'}
      tabIndex={-1}
      autoFocus
      data-testid="form-result"
      className={`mb-6 scroll-mt-48 rounded-2xl p-4 outline-none ring-1 sm:scroll-mt-40 sm:p-5 ${
        success ? 'bg-teal/10 text-teal-dark ring-teal/25' : 'bg-coral/10 text-[#8A1F2E] ring-coral/30'
      }`}
    >
      <p className="flex items-center gap-3 font-display text-lg font-bold leading-snug">
        <span
          className={
            'flex size-8 shrink-0 items-center justify-center rounded-full ' +
            `text-white ${success ? 'bg-teal' : 'bg-[#A12A3A]'}`
          }
          aria-hidden="true"
        >
          <ResultIcon success={success} className="size-5" />
        </span>
        {titles[result.status]}
      </p>
      <p className="mt-2">
        {result.reference && result.message.includes(result.reference) ? (
          <>
            {result.message.split(result.reference)[0]}
            <strong data-reference className="whitespace-nowrap font-bold tracking-wide">
              {result.reference}
            </strong>
            {result.message.split(result.reference)[1]}
          </>
        ) : (
          result.message
        )}
      </p>
      {errors.length > 0 && (
        <ul className="mt-3 list-disc space-y-1 pl-5 text-sm font-medium marker:text-coral">
          {errors.map(([name, message]) => (
            <li key={name}>
              <a href={`#${form.fieldId(name)}`} className="underline underline-offset-2 hover:no-underline">
                {message}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

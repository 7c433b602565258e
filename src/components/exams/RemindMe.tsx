import { isDeadline, seriesTitle } from '@/calendar/upcoming'
import type { PublicSeries } from '@/calendar/series'
import { EMAIL_MAX_LENGTH } from '@/forms/shared/fields'
import { HONEYPOT_FIELD } from '@/forms/shared/messages'
import { MailIcon } from '@/components/icons'
import { buttonClass } from '@/components/ui/Button'

const deadlineAhead = (s: PublicSeries, today: string) => s.events.some((e) => isDeadline(e) && e.start >= today)

/**
 * The series a reminder can still be useful for (a deadline or results day ahead): those still open
 * for entries first, so the preselected one is the series a parent can still enter.
 */
export const remindable = (series: PublicSeries[], today: string) =>
  series
    .filter((s) => s.events.some((e) => (isDeadline(e) || e.kind === 'results') && e.start >= today))
    .sort((a, b) => Number(deadlineAhead(b, today)) - Number(deadlineAhead(a, today)))

/** Short enough for a phone's select: the deadlines are listed right beside it. */
const optionLabel = (s: PublicSeries, withExam: boolean, today: string) =>
  `${withExam ? `${s.exam.name}: ` : ''}${seriesTitle(s)}${deadlineAhead(s, today) ? '' : ' (results day)'}`

/**
 * "Remind me": an e-mail address and the series, posted as a plain form (no JavaScript needed) to
 * /api/reminders, which sends a confirmation link first (src/reminders/). One per page section; `id`
 * keeps its field ids apart from other forms on the page.
 */
export function RemindMe({
  series,
  today,
  id,
  withExam = false,
}: {
  series: PublicSeries[]
  today: string
  id: string
  withExam?: boolean
}) {
  const choices = remindable(series, today)
  if (choices.length === 0) return null
  return (
    <form
      method="post"
      action="/api/reminders"
      aria-labelledby={`${id}-heading`}
      data-remind-me
      className="relative rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200/80"
    >
      <h3 id={`${id}-heading`} className="flex items-center gap-2 font-display text-xl font-bold text-navy">
        <MailIcon className="size-5 text-teal" />
        Remind me by e-mail
      </h3>
      <p className="mt-2 text-sm text-slate-600">
        Before each deadline and on results day. We ask you to confirm first; stop any time.
      </p>
      {choices.length === 1 ? (
        <input type="hidden" name="series" value={choices[0].id} />
      ) : (
        <div className="mt-4">
          <label htmlFor={`${id}-series`} className="block text-sm font-semibold text-navy">
            Dates
          </label>
          <select
            id={`${id}-series`}
            name="series"
            className={
              'mt-1 block min-h-11 w-full rounded-xl border ' +
              'border-slate-300 bg-white px-3 text-base text-slate-800'
            }
          >
            {choices.map((s) => (
              <option key={s.id} value={s.id}>
                {optionLabel(s, withExam, today)}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="mt-4">
        <label htmlFor={`${id}-email`} className="block text-sm font-semibold text-navy">
          Email address
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          required
          maxLength={EMAIL_MAX_LENGTH}
          autoComplete="email"
          placeholder="name@example.com"
          className="mt-1 block min-h-11 w-full rounded-xl border border-slate-300 px-3 text-base text-slate-800"
        />
      </div>
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-${HONEYPOT_FIELD}`}>Leave this empty</label>
        <input
          id={`${id}-${HONEYPOT_FIELD}`}
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <button type="submit" className={buttonClass('secondary', 'mt-4 w-full')}>
        Remind me
      </button>
    </form>
  )
}

import { CalendarPlusIcon } from '@/components/icons'
import {
  dateRange,
  eventLabel,
  feeAt,
  feeNounOf,
  isDeadline,
  seriesTitle,
  weekday,
  type CalendarDate,
} from '@/calendar/upcoming'
import { stageState, stageStateLabel, stageTitle, type ColomboClock } from '@/calendar/stageState'
import { addToGoogleCalendar } from './links'
import { stateBadgeClass } from './badge'
import { EnterOnlineLink } from '@/components/entries/EnterOnlineLink'

const tile: Record<string, string> = {
  deadline: 'bg-amber text-navy-deep',
  'late-deadline': 'bg-amber/25 text-navy-deep',
  exams: 'bg-navy text-white',
  results: 'bg-teal-dark text-white',
  'entries-open': 'bg-slate-100 text-navy',
}

const MONTH_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** One upcoming date: a day tile, what it is, its fee at a deadline, the days left and "Add to calendar". */
export function DateRow({
  date,
  clock,
  address,
  highlight = false,
  level = 3,
  entersOnline = false,
}: {
  date: CalendarDate
  /** Now in Colombo: where the date's stage stands. */
  clock: ColomboClock
  address: string
  highlight?: boolean
  /** The heading level of the date's title under its list's heading. */
  level?: 3 | 4
  /** The series takes entries online: an open deadline shows "Enter online". */
  entersOnline?: boolean
}) {
  const Heading = level === 3 ? 'h3' : 'h4'
  const { series, event } = date
  const state = stageState(series, event, clock)
  const deadline = isDeadline(event)
  const fee = deadline ? feeAt(series, event) : null
  const when = `${dateRange(event.start, event.end)}${event.time ? `, closes ${event.time} Colombo time` : ''}`
  return (
    <li
      data-calendar-date={`${series.exam.slug}:${event.kind}`}
      className={
        'flex gap-4 rounded-2xl bg-white p-4 shadow-sm sm:gap-5 sm:p-5 ' +
        (highlight ? 'ring-2 ring-amber' : 'ring-1 ring-slate-200/80')
      }
    >
      <div
        className={
          'flex w-14 shrink-0 flex-col items-center justify-center ' +
          `self-start rounded-xl py-2 text-center sm:w-16 ${tile[event.kind]}`
        }
        aria-hidden="true"
      >
        <span className="text-[0.6875rem] font-semibold uppercase tracking-wider">{weekday(event.start)}</span>
        <span className="font-display text-2xl font-extrabold leading-none">{Number(event.start.slice(8, 10))}</span>
        <span className="text-xs font-semibold uppercase">{MONTH_SHORT[Number(event.start.slice(5, 7)) - 1]}</span>
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <p className="text-xs font-semibold uppercase tracking-[0.14em] text-teal">{series.exam.name}</p>
          {highlight && (
            <span className="rounded-full bg-amber px-2.5 py-0.5 text-xs font-bold text-navy-deep">Next deadline</span>
          )}
        </div>
        <Heading className="mt-1 text-base font-bold leading-snug text-navy sm:text-lg">
          {seriesTitle(series)}: {stageTitle(event, state)}
        </Heading>
        <p className="mt-1 text-sm text-slate-600">{when}</p>
        {fee && (
          <p className="mt-1 text-sm text-ink">
            {feeNounOf(series) === 'test fee' ? 'Test fee' : 'Entry fee'}{' '}
            <strong className="font-semibold">{fee}</strong>
          </p>
        )}
        <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
          <span className={stateBadgeClass(state)} data-stage-state={state}>
            {stageStateLabel(event, state, clock)}
          </span>
          <a
            href={addToGoogleCalendar(date, address)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={
              `Add to calendar: ${series.exam.name} ${series.name}, ` + `${eventLabel(series, event)} (Google Calendar)`
            }
            className={
              'inline-flex min-h-11 items-center gap-1.5 rounded text-sm ' +
              'font-semibold text-teal underline-offset-4 hover:underline sm:min-h-0'
            }
          >
            <CalendarPlusIcon className="size-4" />
            Add to calendar
          </a>
          {entersOnline && deadline && (state === 'open' || state === 'closing-soon') && (
            <EnterOnlineLink
              seriesId={series.id}
              label={`Enter online: ${series.exam.name}, ${series.name}`}
              className="min-h-10"
            />
          )}
        </div>
      </div>
    </li>
  )
}

import {
  closesIn,
  dateRange,
  eventLabel,
  feeNounOf,
  formatLkr,
  longDate,
  perLabel,
  seriesTitle,
  startsIn,
  type ExamSummary,
} from '@/calendar/upcoming'
import { calendarPagePath } from '@/calendar/links'
import { ArrowRightIcon } from '@/components/icons'
import { badgeClass } from './badge'

/** Per exam, at the top of the calendar: the deadline to enter its next series with the fee, and its next sitting. */
export function NextDates({ summaries, highlightKey }: { summaries: ExamSummary[]; highlightKey?: string }) {
  return (
    <ul className="grid gap-3 sm:gap-4 md:grid-cols-2 xl:grid-cols-3">
      {summaries.map(({ exam, alsoFor, series, deadline, sitting }) => {
        const fee = series.fees[0]
        const highlight = deadline && highlightKey === `${series.id}:${deadline.event.key}`
        return (
          <li
            key={exam.slug}
            data-next-dates={exam.slug}
            className={
              'flex flex-col rounded-2xl bg-white px-4 py-3 shadow-sm sm:p-5 ' +
              (highlight ? 'ring-2 ring-amber' : 'ring-1 ring-slate-200/80')
            }
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="text-base font-bold leading-snug text-navy sm:text-lg">
                {[exam, ...alsoFor].map((e) => e.name).join(', ')}
              </h3>
              {highlight && (
                <span className="rounded-full bg-amber px-2.5 py-0.5 text-xs font-bold text-navy-deep">
                  Next deadline
                </span>
              )}
            </div>
            <dl className="mt-2 space-y-1.5 text-sm sm:mt-3 sm:space-y-2">
              {deadline ? (
                <div>
                  <dt className="font-semibold text-slate-500">
                    {seriesTitle(series)}: {eventLabel(series, deadline.event).toLowerCase()}
                  </dt>
                  <dd className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-ink">
                    <span className="font-semibold">{longDate(deadline.event.start)}</span>
                    <span className={badgeClass(true, deadline.daysLeft)}>{closesIn(deadline.daysLeft)}</span>
                  </dd>
                </div>
              ) : (
                <div>
                  <dt className="font-semibold text-slate-500">{seriesTitle(series)}</dt>
                  <dd className="mt-0.5 text-ink">Entries have closed.</dd>
                </div>
              )}
              {fee && (
                <div>
                  <dt className="font-semibold text-slate-500">
                    {feeNounOf(series) === 'test fee' ? 'Test fee' : 'Entry fee'}
                  </dt>
                  <dd className="mt-0.5 text-ink">
                    <span className="font-semibold">{formatLkr(fee.amount)}</span> {perLabel(fee.per)}
                    {deadline?.event.surcharge ? ` + ${formatLkr(deadline.event.surcharge)} late surcharge` : ''}
                  </dd>
                </div>
              )}
              {sitting && (
                <div>
                  <dt className="font-semibold text-slate-500">
                    {sitting.event.end ? `${sitting.series.name} exams` : 'Next test day'}
                  </dt>
                  <dd className="mt-0.5 text-ink">
                    <span className="font-semibold">{dateRange(sitting.event.start, sitting.event.end)}</span>{' '}
                    <span className="text-slate-500">({startsIn(sitting.daysLeft).toLowerCase()})</span>
                  </dd>
                </div>
              )}
            </dl>
            <a
              href={calendarPagePath(exam.slug)}
              className={
                'mt-auto inline-flex min-h-11 items-center gap-1.5 pt-1 text-sm ' +
                'sm:pt-3 font-semibold text-teal underline-offset-4 hover:underline'
              }
            >
              All {exam.slug === 'ielts' ? 'IELTS' : 'its'} dates <ArrowRightIcon className="size-4" />
            </a>
          </li>
        )
      })}
    </ul>
  )
}

import type React from 'react'
import { dateRange, feeAt, isDeadline, longDate, seriesTitle } from '@/calendar/upcoming'
import {
  seriesState,
  seriesStateLabel,
  stageState,
  stageStateLabel,
  stageTitle,
  type ColomboClock,
  type StageState,
} from '@/calendar/stageState'
import { CalendarPlusIcon } from '@/components/icons'
import type { PublicSeries } from '@/calendar/series'
import { daysBetween } from '@/lib/colomboDay'
import { addToGoogleCalendar } from './links'
import { stateBadgeClass } from './badge'

// States whose stage is behind the candidate: shown muted, with no "Add to calendar".
const BEHIND: StageState[] = ['closed', 'finished', 'results-out']

/** What a series' folded line says: where to act next, else when the exams and results are. */
function seriesLine(s: PublicSeries, clock: ColomboClock): string {
  const exams = s.events.find((e) => e.kind === 'exams')!
  const sitting = exams.end ? `exams ${dateRange(exams.start, exams.end)}` : `test day ${longDate(exams.start)}`
  const deadline = s.events.find((e) => isDeadline(e) && ['open', 'closing-soon'].includes(stageState(s, e, clock)))
  const act = !exams.end && s.lateEntries.length === 0 ? 'Register' : 'Enter'
  if (deadline) return `${act} by ${longDate(deadline.start)}${deadline.time ? `, ${deadline.time}` : ''} · ${sitting}`
  const results = s.events.find((e) => e.kind === 'results')
  return results ? `${sitting[0].toUpperCase()}${sitting.slice(1)} · results ${longDate(results.start)}` : sitting
}

/**
 * One series on an exam's page: its name and state (open, closing soon, closed, exams under way,
 * results out) and, unfolded, each stage in date order with its own state. `open` unfolds it.
 */
export function SeriesDates({
  series,
  clock,
  open,
  examName,
  feeNoun,
  address,
  children,
}: {
  series: PublicSeries
  clock: ColomboClock
  open: boolean
  examName: string
  /** "entry fee" or "test fee". */
  feeNoun: string
  address: string
  /** Anything a series offers beside its dates (e.g. a reminder link), under its stages. */
  children?: React.ReactNode
}) {
  const state = seriesState(series, clock)
  return (
    <details
      open={open}
      data-series={series.id}
      data-series-state={state}
      data-first-paper={series.examWindow.firstPaper}
      className="group overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200/80 open:ring-slate-300"
    >
      <summary
        className={
          'flex min-h-11 cursor-pointer list-none flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3 sm:px-6 sm:py-4 ' +
          '[&::-webkit-details-marker]:hidden'
        }
      >
        <span className="font-display text-lg font-bold text-navy">{seriesTitle(series)}</span>
        <span className={stateBadgeClass(state)}>{seriesStateLabel(series, state, clock)}</span>
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="ml-auto size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
          fill="currentColor"
        >
          <path
            d={
              'M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 ' +
              '1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z'
            }
          />
        </svg>
        <span className="basis-full text-sm text-slate-600">{seriesLine(series, clock)}</span>
      </summary>
      <ol
        className="divide-y divide-slate-200 border-t border-slate-200"
        aria-label={`${seriesTitle(series)}: key dates`}
      >
        {series.events.map((event) => {
          const stage = stageState(series, event, clock)
          const behind = BEHIND.includes(stage)
          const deadline = isDeadline(event)
          const fee = deadline ? feeAt(series, event) : null
          return (
            <li
              key={event.key}
              data-series-event={event.kind}
              data-stage-state={stage}
              className={
                'flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center ' +
                `sm:justify-between sm:gap-4 sm:px-6 ${behind ? 'text-slate-500' : ''}`
              }
            >
              <div className="min-w-0">
                <p className={`font-semibold ${behind ? '' : 'text-navy'}`}>{stageTitle(event, stage)}</p>
                <p className="text-sm">
                  {dateRange(event.start, event.end)}
                  {deadline && event.time ? `, ${event.time} Colombo time` : ''}
                  {fee ? ` · ${feeNoun} ${fee}` : ''}
                </p>
              </div>
              <div className="flex shrink-0 flex-wrap items-center gap-3">
                <span className={stateBadgeClass(stage)}>{stageStateLabel(event, stage, clock)}</span>
                {!behind && event.kind !== 'entries-open' && (
                  <a
                    href={addToGoogleCalendar(
                      { series, event, daysLeft: daysBetween(clock.day, event.start) },
                      address,
                    )}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`Add to calendar: ${examName} ${series.name}, ${event.title} (Google Calendar)`}
                    className={
                      'inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold ' +
                      'text-teal underline-offset-4 hover:underline sm:min-h-0'
                    }
                  >
                    <CalendarPlusIcon className="size-4" />
                    Add to calendar
                  </a>
                )}
              </div>
            </li>
          )
        })}
      </ol>
      {children && <div className="border-t border-slate-200 px-4 py-3 sm:px-6">{children}</div>}
    </details>
  )
}

import type { PublicSeries, SeriesEvent } from '@/calendar/series'
import { COLOMBO_TIME_ZONE, daysBetween } from '@/lib/colomboDay'

// Where a series and each of its stages stand at one Colombo moment: the one rule every page uses, so
// a stage that has begun reads as open and one that has ended as closed (decision 045). Pure: a fixed
// clock tests it.

/** A Colombo moment: the day ("YYYY-MM-DD") and the clock ("HH:MM"). */
export type ColomboClock = { day: string; time: string }

const clockFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: COLOMBO_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** The Colombo day and clock of an instant (now by default). */
export function colomboClock(instant: Date = new Date()): ColomboClock {
  const part = (type: string) => clockFormat.formatToParts(instant).find((p) => p.type === type)?.value ?? ''
  return { day: `${part('year')}-${part('month')}-${part('day')}`, time: `${part('hour')}:${part('minute')}` }
}

/** A deadline this close (days) is "closing soon". */
export const CLOSING_SOON_DAYS = 14

export type StageState = 'upcoming' | 'open' | 'closing-soon' | 'closed' | 'under-way' | 'finished' | 'results-out'

export type SeriesState =
  'opens-soon' | 'open' | 'closing-soon' | 'closed' | 'exams-under-way' | 'awaiting-results' | 'results-out'

const isDeadlineKind = (e: SeriesEvent) => e.kind === 'deadline' || e.kind === 'late-deadline'

/** Whether a deadline has passed: after its Colombo closing time on its day, else once its day is over. */
export function deadlinePassed(event: SeriesEvent, clock: ColomboClock): boolean {
  if (clock.day !== event.start) return clock.day > event.start
  return event.time ? clock.time >= event.time : false
}

/** The deadlines of a series still ahead at `clock`, soonest first. */
const deadlinesAhead = (s: PublicSeries, clock: ColomboClock) =>
  s.events.filter((e) => isDeadlineKind(e) && !deadlinePassed(e, clock))

const examsOf = (s: PublicSeries) => s.events.find((e) => e.kind === 'exams')!
const hasOpened = (s: PublicSeries, clock: ColomboClock) => !s.entriesOpen || s.entriesOpen <= clock.day

/** Whether a candidate can enter the series at this moment. */
export function entriesOpenAt(s: PublicSeries, clock: ColomboClock): boolean {
  if (!hasOpened(s, clock)) return false
  const hasDeadlines = s.events.some(isDeadlineKind)
  return hasDeadlines ? deadlinesAhead(s, clock).length > 0 : examsOf(s).start > clock.day
}

/** The state of a whole series: before entries open, open, closing soon, closed, exams under way, then results. */
export function seriesState(s: PublicSeries, clock: ColomboClock): SeriesState {
  const exams = examsOf(s)
  const results = s.events.find((e) => e.kind === 'results')
  if (results && results.start <= clock.day) return 'results-out'
  if ((exams.end ?? exams.start) < clock.day) return 'awaiting-results'
  if (exams.start <= clock.day) return 'exams-under-way'
  if (!hasOpened(s, clock)) return 'opens-soon'
  if (!entriesOpenAt(s, clock)) return 'closed'
  const next = deadlinesAhead(s, clock)[0]
  return next && daysBetween(clock.day, next.start) <= CLOSING_SOON_DAYS ? 'closing-soon' : 'open'
}

/** The state of one stage: an opening that has begun is open until entries close, a deadline passed is closed. */
export function stageState(s: PublicSeries, event: SeriesEvent, clock: ColomboClock): StageState {
  const daysLeft = daysBetween(clock.day, event.start)
  switch (event.kind) {
    case 'entries-open':
      if (daysLeft > 0) return 'upcoming'
      return entriesOpenAt(s, clock) ? 'open' : 'closed'
    case 'deadline':
    case 'late-deadline': {
      if (deadlinePassed(event, clock)) return 'closed'
      // Only the deadline that applies now is open; a later (late) stage waits its turn.
      if (!hasOpened(s, clock) || deadlinesAhead(s, clock)[0] !== event) return 'upcoming'
      return daysLeft <= CLOSING_SOON_DAYS ? 'closing-soon' : 'open'
    }
    case 'exams':
      if (daysLeft > 0) return 'upcoming'
      return (event.end ?? event.start) >= clock.day ? 'under-way' : 'finished'
    case 'results':
      return daysLeft > 0 ? 'upcoming' : 'results-out'
  }
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]
const dayMonth = (day: string) => `${Number(day.slice(8, 10))} ${MONTHS[Number(day.slice(5, 7)) - 1]}`

/** How a series' state reads as a badge: "Entries open", "Registration closing soon", "Results out"… */
export function seriesStateLabel(s: PublicSeries, state: SeriesState, clock: ColomboClock): string {
  const late = s.standardDeadline !== null && s.standardDeadline < clock.day && state !== 'opens-soon'
  // A test day is booked ("registration"); a board series or festival is entered.
  const noun = !examsOf(s).end && s.lateEntries.length === 0 ? 'Registration' : 'Entries'
  switch (state) {
    case 'opens-soon':
      return `${noun} ${noun === 'Entries' ? 'open' : 'opens'} on ${dayMonth(s.entriesOpen!)}`
    case 'open':
      return late ? 'Late entries open' : `${noun} open`
    case 'closing-soon':
      return late ? 'Late entries closing soon' : `${noun} closing soon`
    case 'closed':
      return `${noun} closed`
    case 'exams-under-way':
      return examsOf(s).end ? 'Exams under way' : 'Test day today'
    case 'awaiting-results': {
      const results = s.events.find((e) => e.kind === 'results')
      return results ? `Results on ${dayMonth(results.start)}` : 'Exams finished'
    }
    case 'results-out':
      return 'Results out'
  }
}

/** How a stage's state reads beside it: "Open", "Closes in 12 days", "Closed", "Under way", "In 40 days"… */
export function stageStateLabel(event: SeriesEvent, state: StageState, clock: ColomboClock): string {
  const daysLeft = daysBetween(clock.day, event.start)
  const inDays = daysLeft === 0 ? 'Today' : daysLeft === 1 ? 'Tomorrow' : `In ${daysLeft} days`
  switch (state) {
    case 'upcoming':
      return inDays
    case 'open':
    case 'closing-soon':
      if (event.kind === 'entries-open') return 'Open'
      return daysLeft <= 0 ? 'Closes today' : daysLeft === 1 ? 'Closes tomorrow' : `Closes in ${daysLeft} days`
    case 'closed':
      return event.kind === 'entries-open' ? 'Entries closed' : 'Closed'
    case 'under-way':
      return 'Under way'
    case 'finished':
      return 'Finished'
    case 'results-out':
      return 'Out'
  }
}

/** A stage's title at this moment: an opening that has begun reads "Entries open since 1 November". */
export function stageTitle(event: SeriesEvent, state: StageState): string {
  if (event.kind === 'entries-open' && state === 'open') return `${event.title} since ${dayMonth(event.start)}`
  if (event.kind === 'results' && state === 'results-out') return `Results out since ${dayMonth(event.start)}`
  return event.title
}

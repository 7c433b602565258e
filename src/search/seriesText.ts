import type { PublicSeries, SeriesEvent } from '@/calendar/series'
import { dateRange, formatLkr, longDate, perLabel } from '@/calendar/upcoming'

// An exam's dates and fees as words a family searches with ("IELTS fee", "IGCSE deadline February"):
// read from the series' data (dates by kind), never from the labels the calendar shows.

const WHAT: Record<SeriesEvent['kind'], string> = {
  'entries-open': 'Entries open (registration opens)',
  deadline: 'Standard entry deadline (closing date to register)',
  'late-deadline': 'Late entry deadline',
  exams: 'Exam dates (test date)',
  results: 'Results day (results released)',
}

/** "12 December 2026", with the month and year as words too. */
const when = (event: SeriesEvent) => dateRange(event.start, event.end)

/** One series in words: its name, each date still ahead of `today`, and its fees. */
export function seriesText(series: PublicSeries, today: string): string {
  const dates = series.events
    .filter((e) => (e.end ?? e.start) >= today)
    .map((e) => `${WHAT[e.kind]}: ${when(e)}${e.surcharge ? `, late surcharge ${formatLkr(e.surcharge)}` : ''}.`)
  const fees = series.fees.map((f) => `Fee: ${f.label} ${formatLkr(f.amount)} ${perLabel(f.per)}.`.replace(' .', '.'))
  const checked = series.feesCheckedOn ? `Fees checked on ${longDate(series.feesCheckedOn)}.` : ''
  return [`${series.exam.name} ${series.name}.`, ...dates, ...fees, checked, series.notes].filter(Boolean).join(' ')
}

/** Whether a series still has a date on or after `today`. */
export const isUpcoming = (series: PublicSeries, today: string) =>
  series.events.some((e) => (e.end ?? e.start) >= today)

import type { CalendarExam, PublicSeries, SeriesEvent } from '@/calendar/series'
import { daysBetween } from '@/lib/colomboDay'

// What the calendar page and the exam pages show of the upcoming series on a given Colombo day:
// the dates still ahead grouped by month, the next deadline with the days left, and each exam's
// next series a candidate can still enter. Pure, so a fixed `today` tests it.

/** One date still ahead (or under way, for an exam window that has begun). */
export type CalendarDate = {
  series: PublicSeries
  event: SeriesEvent
  /** Days from today to the event's first day: 0 today, negative for an exam window under way. */
  daysLeft: number
}

export type CalendarMonth = { key: string; label: string; dates: CalendarDate[] }

/** Per exam: the next series still open for entries (else the next one at all) and its next dates. */
export type ExamSummary = {
  exam: CalendarExam
  /** Other exams whose next series has the same name and dates (the Festival's disciplines). */
  alsoFor: CalendarExam[]
  series: PublicSeries
  /** The next deadline of that series still ahead, or null when entries have closed. */
  deadline: CalendarDate | null
  /** The next exam window or test day still ahead, of any series of the exam. */
  sitting: CalendarDate | null
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
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']

export const isDeadline = (event: SeriesEvent) => event.kind === 'deadline' || event.kind === 'late-deadline'

/** Every event whose last day is today or later, soonest first (exam name, then series, break ties). */
export function upcomingDates(series: PublicSeries[], today: string): CalendarDate[] {
  return series
    .flatMap((s) =>
      s.events
        .filter((event) => (event.end ?? event.start) >= today)
        .map((event) => ({ series: s, event, daysLeft: daysBetween(today, event.start) })),
    )
    .sort(
      (a, b) =>
        a.event.start.localeCompare(b.event.start) ||
        a.series.exam.name.localeCompare(b.series.exam.name) ||
        a.series.examWindow.firstPaper.localeCompare(b.series.examWindow.firstPaper),
    )
}

/** Dates grouped by Colombo month; an exam window under way counts in the current month. */
export function groupByMonth(dates: CalendarDate[], today: string): CalendarMonth[] {
  const months: CalendarMonth[] = []
  for (const date of dates) {
    const key = (date.event.start < today ? today : date.event.start).slice(0, 7)
    let month = months.at(-1)
    if (month?.key !== key) {
      month = { key, label: monthLabel(key), dates: [] }
      months.push(month)
    }
    month.dates.push(date)
  }
  return months
}

/** The soonest deadline still ahead, or null. */
export const nextDeadline = (dates: CalendarDate[]): CalendarDate | null =>
  dates.find((d) => isDeadline(d.event)) ?? null

/** The last day a series takes entries (its last late stage, else its standard deadline), or null. */
export const lastEntryDay = (s: PublicSeries): string | null => s.lateEntries.at(-1)?.deadline ?? s.standardDeadline

/** Of one exam's upcoming series (soonest first), the first still open for entries, else the first. */
export function nextSeries(series: PublicSeries[], today: string): PublicSeries | null {
  return series.find((s) => (lastEntryDay(s) ?? '') >= today) ?? series[0] ?? null
}

/**
 * One summary per exam, in date order (the next deadline, else the next sitting); exams whose next series
 * has the same name and dates share one.
 */
export function examSummaries(series: PublicSeries[], today: string): ExamSummary[] {
  const byExam = new Map<string, PublicSeries[]>()
  for (const s of series) byExam.set(s.exam.slug, [...(byExam.get(s.exam.slug) ?? []), s])
  const summaries: ExamSummary[] = []
  const byDates = new Map<string, ExamSummary>()
  for (const list of byExam.values()) {
    const next = nextSeries(list, today)!
    const dates = upcomingDates(list, today)
    // The Festival's disciplines share one timetable: one card names them all.
    const key = `${next.name}|${next.events.map((e) => `${e.kind}:${e.start}:${e.end ?? ''}`).join(',')}`
    const same = byDates.get(key)
    if (same) {
      same.alsoFor.push(next.exam)
      continue
    }
    const summary: ExamSummary = {
      exam: next.exam,
      alsoFor: [],
      series: next,
      deadline: nextDeadline(upcomingDates([next], today)),
      sitting: dates.find((d) => d.event.kind === 'exams') ?? null,
    }
    byDates.set(key, summary)
    summaries.push(summary)
  }
  const firstDay = (s: ExamSummary) => s.deadline?.event.start ?? s.sitting?.event.start ?? '9999'
  return summaries.sort((a, b) => firstDay(a).localeCompare(firstDay(b)) || a.exam.name.localeCompare(b.exam.name))
}

/** A series that is one test day (IELTS, PTE): no exam window beyond its first paper. */
export const isTestDay = (s: PublicSeries) =>
  !s.examWindow.lastPaper || s.examWindow.lastPaper === s.examWindow.firstPaper

/** What a series' fee is called beside other prices: a test day's is the test fee, a board series' the entry fee. */
export const feeNounOf = (s: PublicSeries): 'test fee' | 'entry fee' => (isTestDay(s) ? 'test fee' : 'entry fee')

/** A series' name on the site: "May/June 2027", or "Test on 12 December 2026" for a test day named by its date. */
export const seriesTitle = (s: PublicSeries) =>
  isTestDay(s) && s.name === longDate(s.examWindow.firstPaper) ? `Test on ${s.name}` : s.name

/** An event's name on the site: the one name the API and the feeds give it too (src/calendar/labels.ts). */
export const eventLabel = (_s: PublicSeries, event: SeriesEvent): string => event.title

/** "Closes today", "Closes tomorrow", "Closes in 12 days". */
export function closesIn(daysLeft: number): string {
  if (daysLeft <= 0) return 'Closes today'
  return daysLeft === 1 ? 'Closes tomorrow' : `Closes in ${daysLeft} days`
}

/** "Today", "Tomorrow", "In 12 days", "Under way". */
export function startsIn(daysLeft: number): string {
  if (daysLeft < 0) return 'Under way'
  if (daysLeft === 0) return 'Today'
  return daysLeft === 1 ? 'Tomorrow' : `In ${daysLeft} days`
}

const lkr = new Intl.NumberFormat('en-LK', { maximumFractionDigits: 0 })
/** "LKR 38,500". */
export const formatLkr = (amount: number) => `LKR ${lkr.format(amount)}`

const PER: Record<string, string> = {
  subject: 'per subject',
  unit: 'per unit',
  test: 'per test',
  candidate: 'per candidate',
}
export const perLabel = (per: string | null) => (per ? PER[per] : '')

/** What entering costs at this deadline: "LKR 38,500 per subject", plus the stage's surcharge when late. */
export function feeAt(series: PublicSeries, event: SeriesEvent): string | null {
  const fee = series.fees[0]
  if (!fee) return event.surcharge ? `Late surcharge ${formatLkr(event.surcharge)}` : null
  const per = perLabel(fee.per)
  const base = `${formatLkr(fee.amount)}${per ? ` ${per}` : ''}`
  return event.surcharge ? `${base} + ${formatLkr(event.surcharge)} late surcharge` : base
}

/** "December 2026" for "2026-12". */
export const monthLabel = (key: string) => `${MONTHS[Number(key.slice(5, 7)) - 1]} ${key.slice(0, 4)}`

/** "12 December 2026". */
export const longDate = (day: string) =>
  `${Number(day.slice(8, 10))} ${MONTHS[Number(day.slice(5, 7)) - 1]} ${day.slice(0, 4)}`

/** "Sat" for a day. */
export const weekday = (day: string) => WEEKDAYS[new Date(`${day}T00:00:00Z`).getUTCDay()]

/** "7–28 January 2027", "28 December 2026 – 4 January 2027", or one day. */
export function dateRange(start: string, end?: string): string {
  if (!end || end === start) return longDate(start)
  if (start.slice(0, 7) === end.slice(0, 7)) return `${Number(start.slice(8, 10))}–${longDate(end)}`
  return `${longDate(start)} – ${longDate(end)}`
}

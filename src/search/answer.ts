import { calendarPagePath } from '@/calendar/links'
import type { PublicSeries, SeriesEvent } from '@/calendar/series'
import { dateRange, formatLkr, nextSeries, perLabel, seriesTitle, upcomingDates } from '@/calendar/upcoming'
import type { Intent } from './intent'

// The card above the results when a query asks for a fee, a deadline, a date or results: the next series'
// figures, read from the series data (dates by their kind, never by the labels the calendar prints).

export type AnswerLine = { label: string; value: string; note?: string }

export type DirectAnswer = {
  title: string
  lines: AnswerLine[]
  /** The exam's page (absent for the calendar's own answer). */
  examPath?: string
  examName?: string
  calendarPath: string
  note?: string
}

const KIND_LABEL: Record<SeriesEvent['kind'], string> = {
  'entries-open': 'Entries open',
  deadline: 'Entry deadline',
  'late-deadline': 'Late entry deadline',
  exams: 'Exams',
  results: 'Results day',
}

const labelOf = (event: SeriesEvent) => (event.kind === 'exams' && !event.end ? 'Test day' : KIND_LABEL[event.kind])
const isDeadline = (e: SeriesEvent) => e.kind === 'deadline' || e.kind === 'late-deadline'

function inDays(today: string, day: string): string {
  const days = Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000)
  if (days < 0) return 'under way'
  return days === 0 ? 'today' : days === 1 ? 'tomorrow' : `in ${days} days`
}

const eventLine = (event: SeriesEvent, today: string): AnswerLine => ({
  label: labelOf(event),
  value: dateRange(event.start, event.end),
  note: [inDays(today, event.start), event.surcharge ? `+ ${formatLkr(event.surcharge)} late surcharge` : '']
    .filter(Boolean)
    .join(', '),
})

const feeLines = (s: PublicSeries): AnswerLine[] =>
  s.fees.map((f) => ({ label: f.label, value: `${formatLkr(f.amount)}${f.per ? ` ${perLabel(f.per)}` : ''}` }))

/** The lines one exam's next series gives for what was asked. */
function examLines(
  list: PublicSeries[],
  intents: Set<Intent>,
  today: string,
): { series: PublicSeries; lines: AnswerLine[] } | null {
  const next = nextSeries(list, today)
  if (!next) return null
  const ahead = upcomingDates([next], today).map((d) => d.event)
  const lines: AnswerLine[] = []
  if (intents.has('deadline') || intents.has('calendar'))
    lines.push(...ahead.filter(isDeadline).map((e) => eventLine(e, today)))
  if (intents.has('date') || intents.has('calendar'))
    lines.push(...ahead.filter((e) => e.kind === 'exams').map((e) => eventLine(e, today)))
  if (intents.has('results')) {
    const withResults = list.find((s) => (s.resultsDay ?? '') >= today)
    const results = withResults?.events.find((e) => e.kind === 'results')
    if (results) lines.push({ ...eventLine(results, today), label: `Results day (${seriesTitle(withResults!)})` })
  }
  if (intents.has('fee')) lines.push(...feeLines(next))
  return { series: next, lines }
}

/** The answer for an exam the query names (its calendar slug), or null when it asked for none of these. */
export function examAnswer(
  exam: { slug: string; name: string; path: string },
  series: PublicSeries[],
  intents: Set<Intent>,
  today: string,
): DirectAnswer | null {
  if (intents.size === 0) return null
  const calendarPath = calendarPagePath(exam.slug)
  const found = examLines(
    series.filter((s) => s.exam.slug === exam.slug),
    intents,
    today,
  )
  const base = { examPath: exam.path, examName: exam.name, calendarPath }
  if (!found || found.lines.length === 0) {
    return {
      ...base,
      title: exam.name,
      lines: [],
      note: 'No upcoming dates are published yet: the exam page has the details.',
    }
  }
  const checked =
    intents.has('fee') && found.series.feesCheckedOn
      ? `Fees checked on ${dateRange(found.series.feesCheckedOn)}.`
      : undefined
  return { ...base, title: `${exam.name}: ${seriesTitle(found.series)}`, lines: found.lines, note: checked }
}

/** For a date question naming no exam ("exam dates", "when are results released"): the next such dates of all exams. */
export function calendarAnswer(series: PublicSeries[], intents: Set<Intent>, today: string): DirectAnswer {
  const kinds: SeriesEvent['kind'][] = intents.has('results')
    ? ['results']
    : intents.has('deadline')
      ? ['deadline', 'late-deadline']
      : ['deadline', 'late-deadline', 'exams']
  const dates = upcomingDates(series, today).filter((d) => kinds.includes(d.event.kind))
  const lines = dates.slice(0, 4).map((d) => ({
    ...eventLine(d.event, today),
    label: `${d.series.exam.name} ${seriesTitle(d.series)}: ${labelOf(d.event)}`,
  }))
  return {
    title: intents.has('results')
      ? 'Next results days'
      : intents.has('deadline')
        ? 'Next entry deadlines'
        : 'Next exam dates',
    lines,
    calendarPath: calendarPagePath(),
    note: lines.length ? undefined : 'No upcoming dates are published yet.',
  }
}

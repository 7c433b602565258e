import type { Exam, ExamSeries } from '@/payload-types'
import { colomboDay } from '@/lib/colomboDay'
import { calendarSequencesOf } from './sequences'
import { stageLabel, type StageKind } from './labels'

// Exam series as the calendar page, exam pages, .ics feeds and the public API read them: dates as
// Colombo calendar days ("YYYY-MM-DD"), and each series unfolded into its dated events. No server-only
// imports: the Payload config's hooks and tasks use it too (src/content/examSeries.ts reads the series).

/** What a series is for: an exam of the Exams list, or IELTS (a fixed page, slug "ielts"). */
export type CalendarExam = { slug: string; name: string; path: string }

export const IELTS_CALENDAR_EXAM: CalendarExam = { slug: 'ielts', name: 'IELTS', path: '/examinations/IELTS' }

export type SeriesFee = { label: string; amount: number; per: 'subject' | 'unit' | 'test' | 'candidate' | null }

/** One dated event of a series. `key` is stable across edits (a late stage is keyed by its row id). */
export type SeriesEvent = {
  key: string
  kind: StageKind
  /** Its name everywhere (src/calendar/labels.ts): "Registration deadline", "Late entry deadline", "Test day"… */
  title: string
  /** First day ("YYYY-MM-DD"). */
  start: string
  /** Last day, for the exam window when it lasts more than a day. */
  end?: string
  /** Colombo clock time ("17:00") for deadlines when the series gives one. */
  time?: string
  /** Late-entry surcharge per subject or unit, LKR. */
  surcharge?: number
  /** iCalendar SEQUENCE: how often the published event changed (src/calendar/sequences.ts); 0 when new. */
  sequence?: number
}

export type PublicSeries = {
  id: number
  exam: CalendarExam
  name: string
  notes: string
  entriesOpen: string | null
  standardDeadline: string | null
  deadlineTime: string | null
  lateEntries: { id: string; label: string; deadline: string; surcharge: number }[]
  examWindow: { firstPaper: string; lastPaper: string | null }
  resultsDay: string | null
  fees: SeriesFee[]
  feesCheckedOn: string | null
  updatedAt: string
  /** Every dated event, in date order (past ones included: callers hide what is before today). */
  events: SeriesEvent[]
}

const dayOrNull = (value: string | null | undefined) => (value ? colomboDay(value) || null : null)

function calendarExamOf(doc: ExamSeries): CalendarExam | null {
  if (doc.test === 'ielts') return IELTS_CALENDAR_EXAM
  return calendarExamOfExam(doc.exam as Exam | number | null | undefined)
}

export function calendarExamOfExam(exam: Exam | number | null | undefined): CalendarExam | null {
  if (!exam || typeof exam !== 'object' || !exam.slug) return null
  const category = typeof exam.category === 'object' && exam.category ? exam.category.slug : null
  const path = category ? `/examinations/${category}/${exam.slug}` : '/exam-calendar'
  return { slug: exam.slug, name: exam.name, path }
}

/** The dated events of a series, in date order, each named by the one rule of src/calendar/labels.ts. */
export function seriesEvents(s: Omit<PublicSeries, 'events'>): SeriesEvent[] {
  const time = s.deadlineTime ?? undefined
  const { firstPaper, lastPaper } = s.examWindow
  const oneDay = !lastPaper || lastPaper <= firstPaper
  const shape = { hasLateStages: s.lateEntries.length > 0, oneDay }
  const events: SeriesEvent[] = []
  // The stages a series has at most once: keyed by their kind.
  const once = (kind: 'entries-open' | 'deadline' | 'exams' | 'results', start: string): SeriesEvent => ({
    key: kind,
    kind,
    title: stageLabel(kind, shape),
    start,
  })
  if (s.entriesOpen) events.push(once('entries-open', s.entriesOpen))
  if (s.standardDeadline) events.push({ ...once('deadline', s.standardDeadline), time })
  for (const stage of s.lateEntries)
    events.push({
      key: `late-${stage.id}`,
      kind: 'late-deadline',
      title: stageLabel('late-deadline', { ...shape, lateLabel: stage.label }),
      start: stage.deadline,
      time,
      surcharge: stage.surcharge,
    })
  events.push({ ...once('exams', firstPaper), ...(oneDay ? {} : { end: lastPaper! }) })
  if (s.resultsDay) events.push(once('results', s.resultsDay))
  return events.sort((a, b) => a.start.localeCompare(b.start))
}

/** What toPublicSeries reads of a series' exam (depth 2): its slug, name and category's slug, not its page. */
export const PUBLIC_SERIES_POPULATE = {
  exams: { slug: true, name: true, category: true },
  'exam-categories': { slug: true },
} as const

export function toPublicSeries(doc: ExamSeries): PublicSeries | null {
  const exam = calendarExamOf(doc)
  const firstPaper = dayOrNull(doc.examWindow?.firstPaper)
  if (!exam || !firstPaper) return null
  const base: Omit<PublicSeries, 'events'> = {
    id: doc.id,
    exam,
    name: doc.name,
    notes: doc.notes ?? '',
    entriesOpen: dayOrNull(doc.entriesOpen),
    standardDeadline: dayOrNull(doc.standardDeadline),
    deadlineTime: doc.deadlineTime || null,
    lateEntries: (doc.lateEntries ?? [])
      .map((stage) => ({
        id: stage.id ?? '',
        label: stage.label ?? '',
        deadline: dayOrNull(stage.deadline) ?? '',
        surcharge: stage.surcharge,
      }))
      .filter((stage) => stage.deadline)
      .sort((a, b) => a.deadline.localeCompare(b.deadline)),
    examWindow: { firstPaper, lastPaper: dayOrNull(doc.examWindow?.lastPaper) },
    resultsDay: dayOrNull(doc.resultsDay),
    fees: (doc.fees ?? []).map((fee) => ({ label: fee.label, amount: fee.amount, per: fee.per ?? null })),
    feesCheckedOn: dayOrNull(doc.feesCheckedOn),
    updatedAt: doc.updatedAt,
  }
  const sequences = calendarSequencesOf(doc.calendarSequences)
  return { ...base, events: seriesEvents(base).map((e) => ({ ...e, sequence: sequences[e.key]?.sequence ?? 0 })) }
}

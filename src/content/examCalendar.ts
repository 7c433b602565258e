import 'server-only'
import { nextSeries } from '@/calendar/upcoming'
import { colomboDay } from '@/lib/colomboDay'
import { findCalendarExam, getUpcomingSeries } from './examSeries'
import type { CalendarExam, PublicSeries } from '@/calendar/series'

// The exam calendar as the page and the public API ask for it: which exam a ?exam= slug names, the
// upcoming series in the public JSON shape, and an exam's fees from its next series.

export type ApiSeries = {
  /** What POST /api/reminders takes as `series`. */
  id: number
  exam: CalendarExam
  name: string
  entriesOpen: string | null
  standardDeadline: string | null
  deadlineTime: string | null
  lateEntries: { label: string; deadline: string; surcharge: number }[]
  examWindow: { firstPaper: string; lastPaper: string | null }
  resultsDay: string | null
  notes: string
  currency: 'LKR'
  fees: PublicSeries['fees']
  feesCheckedOn: string | null
  events: {
    kind: string
    title: string
    start: string
    end: string | null
    time: string | null
    surcharge: number | null
  }[]
}

export function toApiSeries(s: PublicSeries): ApiSeries {
  return {
    id: s.id,
    exam: s.exam,
    name: s.name,
    entriesOpen: s.entriesOpen,
    standardDeadline: s.standardDeadline,
    deadlineTime: s.deadlineTime,
    lateEntries: s.lateEntries.map(({ label, deadline, surcharge }) => ({ label, deadline, surcharge })),
    examWindow: s.examWindow,
    resultsDay: s.resultsDay,
    notes: s.notes,
    currency: 'LKR',
    fees: s.fees,
    feesCheckedOn: s.feesCheckedOn,
    events: s.events.map((e) => ({
      kind: e.kind,
      title: e.title,
      start: e.start,
      end: e.end ?? null,
      time: e.time ?? null,
      surcharge: e.surcharge ?? null,
    })),
  }
}

/** Upcoming series in the public shape, all or one exam's; null when `exam` names no exam. */
export async function getExamCalendarJson({ exam, today = colomboDay() }: { exam?: string; today?: string } = {}) {
  if (exam && !(await findCalendarExam(exam))) return null
  return (await getUpcomingSeries({ exam, today })).map(toApiSeries)
}

export type ExamFees = {
  exam: CalendarExam
  series: string
  currency: 'LKR'
  fees: PublicSeries['fees']
  feesCheckedOn: string | null
  standardDeadline: string | null
  deadlineTime: string | null
  lateEntries: { label: string; deadline: string; surcharge: number }[]
}

/** An exam's fees from its next series open for entries; 'unknown' for no such exam, 'none' with no upcoming series. */
export async function getExamFees(slug: string, today = colomboDay()): Promise<ExamFees | 'unknown' | 'none'> {
  const exam = await findCalendarExam(slug)
  if (!exam) return 'unknown'
  const next = nextSeries(await getUpcomingSeries({ exam: slug, today }), today)
  if (!next) return 'none'
  return {
    exam: next.exam,
    series: next.name,
    currency: 'LKR',
    fees: next.fees,
    feesCheckedOn: next.feesCheckedOn,
    standardDeadline: next.standardDeadline,
    deadlineTime: next.deadlineTime,
    lateEntries: next.lateEntries.map(({ label, deadline, surcharge }) => ({ label, deadline, surcharge })),
  }
}

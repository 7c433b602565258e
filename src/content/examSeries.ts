import 'server-only'
import { payloadClient } from '@/lib/payload'
import { colomboDay } from '@/lib/colomboDay'
import { slugPattern } from '@/lib/slugify'
import {
  calendarExamOfExam,
  IELTS_CALENDAR_EXAM,
  PUBLIC_SERIES_POPULATE,
  toPublicSeries,
  type CalendarExam,
  type PublicSeries,
} from '@/calendar/series'
import { findBySlug } from './query'
import { readOptions } from './preview'

// The published exam series the pages, the .ics feeds and the public API show (src/calendar/series.ts
// shapes them).

/** The exam a slug names ("ielts" for IELTS), if it is published: the feeds answer 404 for any other. */
export async function findCalendarExam(slug: string): Promise<CalendarExam | null> {
  if (slug === IELTS_CALENDAR_EXAM.slug) return IELTS_CALENDAR_EXAM
  if (!slugPattern.test(slug) || slug.length > 200) return null
  return calendarExamOfExam(await findBySlug('exams', slug))
}

type UpcomingFilter = { exam?: string; today?: string }

/**
 * Published series that still have a date on or after `today` (Colombo), soonest exam first;
 * only one exam's when `exam` names its slug ("ielts" for IELTS). An unknown slug gives [].
 */
export async function getUpcomingSeries({ exam, today = colomboDay() }: UpcomingFilter = {}): Promise<PublicSeries[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'exam-series',
    depth: 2,
    populate: PUBLIC_SERIES_POPULATE,
    limit: 500,
    sort: 'examWindow.firstPaper',
    pagination: false,
    ...(await readOptions()),
  })
  return docs
    .map(toPublicSeries)
    .filter((s): s is PublicSeries => s !== null && (!exam || s.exam.slug === exam))
    .filter((s) => s.events.some((e) => (e.end ?? e.start) >= today))
}

import 'server-only'
import { findCalendarExam, getUpcomingSeries } from '@/content/examSeries'
import { getSiteSettings } from '@/content/siteSettings'
import { colomboDay } from '@/lib/colomboDay'
import { env } from '@/lib/env'
import { calendarFeed } from './ics'

// The answers of /exam-calendar.ics and /exam-calendar/{exam}.ics: what is published, the same for
// every visitor, so the public cache keeps them until content changes.

const FEED_FILE = /^([a-z0-9-]{1,200})\.ics$/

const notFound = (message: string) =>
  new Response(`${message}\n`, { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })

/** Every exam's dates, or one exam's when `file` names it ("ielts.ics", "<exam slug>.ics"). */
export async function examCalendarFeed(file?: string): Promise<Response> {
  let examSlug: string | undefined
  let examName: string | undefined
  if (file !== undefined) {
    examSlug = FEED_FILE.exec(file)?.[1]
    if (!examSlug) return notFound('Calendar feeds are named after an exam, e.g. /exam-calendar/ielts.ics.')
    const exam = await findCalendarExam(examSlug)
    if (!exam) return notFound(`No exam with the slug "${examSlug}" has a calendar. All exams: /exam-calendar.ics`)
    examName = exam.name
  }
  const today = colomboDay()
  const [series, settings] = await Promise.all([getUpcomingSeries({ exam: examSlug, today }), getSiteSettings()])
  const company = settings.company_name
  const body = calendarFeed(series, {
    company,
    name: examName ? `${company} ${examName} dates` : `${company} exam dates`,
    siteUrl: env().serverUrl,
    location: settings.address
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean)
      .join(', '),
    today,
  })
  return new Response(body, {
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `inline; filename="${examSlug ? `exam-calendar-${examSlug}` : 'exam-calendar'}.ics"`,
    },
  })
}

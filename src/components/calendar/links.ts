import { calendarPagePath, feedPath, googleCalendarUrl, webcalUrl } from '@/calendar/links'
import type { CalendarDate } from '@/calendar/upcoming'
import { env } from '@/lib/env'

// Absolute addresses for what leaves the site: Google Calendar's form and the subscription feeds.

/** Google Calendar's "add event" form for one date, with the series notes and a link back to its calendar. */
export function addToGoogleCalendar({ series, event }: CalendarDate, address: string): string {
  const page = `${env().serverUrl}${calendarPagePath(series.exam.slug)}`
  const details = [series.notes, `Dates and fees: ${page}`].filter(Boolean).join('\n\n')
  return googleCalendarUrl(series, event, details, address)
}

/** The feed of every exam (or one exam's): webcal: (absolute) for calendar apps, the plain path to download. */
export function feedUrls(examSlug?: string): { webcal: string; ics: string } {
  const ics = feedPath(examSlug)
  return { webcal: webcalUrl(`${env().serverUrl}${ics}`), ics }
}

import type { PublicSeries, SeriesEvent } from '@/calendar/series'
import { COLOMBO_TIME_ZONE, addDays } from '@/lib/colomboDay'
import * as calendarPage from '@/app/(site)/exam-calendar/cache.mjs'

// Where a candidate takes a date: the .ics feeds (all exams, or one) and Google Calendar's "add event" form.

/** The exam calendar page, of every exam or of one (by the parameter the page declares). */
export const calendarPagePath = (examSlug?: string): string =>
  examSlug ? `/exam-calendar?${calendarPage.query.exam}=${encodeURIComponent(examSlug)}` : '/exam-calendar'

/** The feed of every exam's dates, or of one exam's ("ielts" for IELTS). */
export const feedPath = (examSlug?: string): string =>
  examSlug ? `/exam-calendar/${examSlug}.ics` : '/exam-calendar.ics'

/** The same feed for calendar apps that subscribe (webcal: is http(s) for them). */
export const webcalUrl = (absoluteFeedUrl: string): string => absoluteFeedUrl.replace(/^https?:/, 'webcal:')

/** How an event is named in every calendar: "IELTS December 2026: Test day". */
export const eventSummary = (series: PublicSeries, event: SeriesEvent): string =>
  `${series.exam.name} ${series.name}: ${event.title}`

const compact = (day: string) => day.replaceAll('-', '')

/**
 * A deadline at its Colombo time as a 30-minute slot (a reminder, not a meeting): local date-times
 * "20270215T170000", the end on the next day past midnight. The .ics feeds give the same slot.
 */
export function deadlineSlot(day: string, time: string): { start: string; end: string } {
  const [h, m] = time.split(':').map(Number)
  const endMinutes = h * 60 + m + 30
  const endDay = endMinutes >= 24 * 60 ? addDays(day, 1) : day
  const clock = (minutes: number) =>
    `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}${String(minutes % 60).padStart(2, '0')}00`
  return { start: `${compact(day)}T${clock(h * 60 + m)}`, end: `${compact(endDay)}T${clock(endMinutes)}` }
}

/** Google Calendar's form, filled with one event: all-day, or at its Colombo time for a 30-minute reminder slot. */
export function googleCalendarUrl(series: PublicSeries, event: SeriesEvent, details: string, location: string): string {
  let dates: string
  if (event.time) {
    const { start, end } = deadlineSlot(event.start, event.time)
    dates = `${start}/${end}`
  } else {
    dates = `${compact(event.start)}/${compact(addDays(event.end ?? event.start, 1))}`
  }
  const query = new URLSearchParams({
    action: 'TEMPLATE',
    text: eventSummary(series, event),
    dates,
    details,
    location,
    ctz: COLOMBO_TIME_ZONE,
  })
  return `https://calendar.google.com/calendar/render?${query.toString()}`
}

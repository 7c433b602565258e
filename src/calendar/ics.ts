import type { PublicSeries, SeriesEvent } from '@/calendar/series'
import { COLOMBO_TIME_ZONE, addDays } from '@/lib/colomboDay'
import { deadlineSlot, eventSummary } from './links'

// The exam calendar as iCalendar (RFC 5545) for calendar apps that subscribe to it: one VEVENT per
// dated event of each series. Written here rather than with a library: the subset is small, and the
// rules that matter (octet folding, escaping, stable UIDs) are tested against a parser (decision 036).

export type CalendarFeed = {
  /** The company (PRODID). */
  company: string
  /** X-WR-CALNAME, e.g. "Lyceum Assessments exam dates". */
  name: string
  /** The site's public address (SERVER_URL): page links, and the host in every UID. */
  siteUrl: string
  /** The company's address, as every event's LOCATION. */
  location: string
  /** Colombo day of the request ("YYYY-MM-DD"): events that ended more than PAST_DAYS before it are left out. */
  today: string
}

/** How long a past event stays in the feed: a candidate still sees the deadline they just missed. */
export const PAST_DAYS = 30

const CRLF = '\r\n'
/** RFC 5545 3.1: content lines longer than this many octets are folded. */
const MAX_OCTETS = 75

// Sri Lanka has kept +05:30 without daylight saving since 2006; one STANDARD rule says so.
const COLOMBO_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${COLOMBO_TIME_ZONE}`,
  `X-LIC-LOCATION:${COLOMBO_TIME_ZONE}`,
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0530',
  'TZOFFSETTO:+0530',
  'TZNAME:+0530',
  'END:STANDARD',
  'END:VTIMEZONE',
]

/** A TEXT value (RFC 5545 3.3.11): backslash, semicolon, comma and line breaks escaped; other controls dropped. */
export function escapeText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
    .replace(/[\\;,]/g, (c) => `\\${c}`)
    .replace(/\n/g, '\\n')
}

const utf8Octets = (codePoint: number) => (codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4)

/** One content line folded at 75 octets (RFC 5545 3.1): CRLF and a space, never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const parts: string[] = []
  let part = ''
  let octets = 0
  for (const char of line) {
    const size = utf8Octets(char.codePointAt(0)!)
    if (octets + size > MAX_OCTETS) {
      parts.push(part)
      part = ' '
      octets = 1
    }
    part += char
    octets += size
  }
  parts.push(part)
  return parts.join(CRLF)
}

const compactDay = (day: string) => day.replaceAll('-', '')

/** A UTC DATE-TIME (DTSTAMP): "20261124T093000Z". */
export function utcStamp(iso: string): string {
  const date = new Date(iso)
  const valid = Number.isNaN(date.getTime()) ? new Date(0) : date
  return valid
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')
}

const lkr = (amount: number) => `LKR ${amount.toLocaleString('en-US', { maximumFractionDigits: 2 })}`
const longDay = (day: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  )

const REGISTRATION: SeriesEvent['kind'][] = ['entries-open', 'deadline', 'late-deadline']

/** The event's note: surcharge, closing time, fees (for entry dates), the series' notes, the page. */
export function eventDescription(series: PublicSeries, event: SeriesEvent, pageUrl: string): string {
  const lines: string[] = []
  if (event.kind === 'late-deadline' && event.surcharge)
    lines.push(`Late-entry surcharge: ${lkr(event.surcharge)} per subject or unit, on top of the fee.`)
  if (event.time) lines.push(`Entries close at ${event.time} Colombo time.`)
  if (REGISTRATION.includes(event.kind) && series.fees.length) {
    lines.push(series.feesCheckedOn ? `Fees (checked on ${longDay(series.feesCheckedOn)}):` : 'Fees:')
    for (const fee of series.fees) {
      const per = fee.per && !fee.label.toLowerCase().includes(`per ${fee.per}`) ? ` per ${fee.per}` : ''
      lines.push(`- ${fee.label}: ${lkr(fee.amount)}${per}`)
    }
  }
  if (series.notes) lines.push(series.notes)
  lines.push(`Details: ${pageUrl}`)
  return lines.join('\n')
}

const CATEGORY: Record<SeriesEvent['kind'], string> = {
  'entries-open': 'Entries open',
  deadline: 'Entry deadline',
  'late-deadline': 'Entry deadline',
  exams: 'Exams',
  results: 'Results',
}

function eventLines(series: PublicSeries, event: SeriesEvent, feed: CalendarFeed, host: string): string[] {
  const pageUrl = `${feed.siteUrl}${series.exam.path}`
  const when = event.time
    ? (({ start, end }) => [`DTSTART;TZID=${COLOMBO_TIME_ZONE}:${start}`, `DTEND;TZID=${COLOMBO_TIME_ZONE}:${end}`])(
        deadlineSlot(event.start, event.time),
      )
    : [
        `DTSTART;VALUE=DATE:${compactDay(event.start)}`,
        `DTEND;VALUE=DATE:${compactDay(addDays(event.end ?? event.start, 1))}`,
      ]
  return [
    'BEGIN:VEVENT',
    `UID:series-${series.id}-${event.key}@${host}`,
    `DTSTAMP:${utcStamp(series.updatedAt)}`,
    ...when,
    `SEQUENCE:${event.sequence ?? 0}`,
    `SUMMARY:${escapeText(eventSummary(series, event))}`,
    `DESCRIPTION:${escapeText(eventDescription(series, event, pageUrl))}`,
    `URL:${pageUrl}`,
    ...(feed.location ? [`LOCATION:${escapeText(feed.location)}`] : []),
    `CATEGORIES:${[series.exam.name, CATEGORY[event.kind]].map(escapeText).join(',')}`,
    'STATUS:CONFIRMED',
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
  ]
}

/** The events a feed carries: those of the given series that ended no more than PAST_DAYS ago, by date. */
export function feedEvents(series: PublicSeries[], today: string): { series: PublicSeries; event: SeriesEvent }[] {
  const since = addDays(today, -PAST_DAYS)
  return series
    .flatMap((s) => s.events.map((event) => ({ series: s, event })))
    .filter(({ event }) => (event.end ?? event.start) >= since)
    .sort(
      (a, b) =>
        a.event.start.localeCompare(b.event.start) ||
        a.series.id - b.series.id ||
        a.event.key.localeCompare(b.event.key),
    )
}

/** The whole feed: CRLF lines folded at 75 octets, ending with CRLF. */
export function calendarFeed(series: PublicSeries[], feed: CalendarFeed): string {
  const host = new URL(feed.siteUrl).hostname
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(feed.company.replaceAll('/', ' '))}//Exam calendar//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(feed.name)}`,
    `NAME:${escapeText(feed.name)}`,
    `X-WR-TIMEZONE:${COLOMBO_TIME_ZONE}`,
    'REFRESH-INTERVAL;VALUE=DURATION:P1D',
    'X-PUBLISHED-TTL:P1D',
    // Always present: the feed's time zone, and the one component a calendar with no dates still needs.
    ...COLOMBO_VTIMEZONE,
    ...feedEvents(series, feed.today).flatMap(({ series: s, event }) => eventLines(s, event, feed, host)),
    'END:VCALENDAR',
  ]
  return lines.map(foldLine).join(CRLF) + CRLF
}

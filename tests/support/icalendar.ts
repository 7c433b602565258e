import ICAL from 'ical.js'

// The exam calendar feeds read as a calendar app reads them: parsed by ical.js (a maintained RFC 5545
// parser), and the raw lines checked for what a lenient parser forgives (length, line ends, UTF-8).

export type ParsedDate = { value: string; isDate: boolean; tzid: string | undefined; utc: string }

export type ParsedEvent = {
  uid: string
  dtstamp: string
  start: ParsedDate
  end: ParsedDate
  sequence: number
  summary: string
  description: string
  url: string
  location: string
  categories: string[]
  status: string
  transp: string
}

export type ParsedFeed = { properties: Record<string, string>; timezones: string[]; events: ParsedEvent[] }

function dateOf(component: ICAL.Component, name: string): ParsedDate {
  const property = component.getFirstProperty(name)!
  const time = property.getFirstValue() as ICAL.Time
  return {
    value: time.toString(),
    isDate: time.isDate,
    tzid: (property.getParameter('tzid') as string | undefined) ?? undefined,
    utc: time.isDate ? '' : time.toJSDate().toISOString(),
  }
}

const text = (component: ICAL.Component, name: string) => String(component.getFirstPropertyValue(name) ?? '')

/** The feed as ical.js reads it; throws when it cannot. Its VTIMEZONEs are registered so TZID times resolve. */
export function parseFeed(body: string): ParsedFeed {
  const calendar = new ICAL.Component(ICAL.parse(body))
  const timezones = calendar.getAllSubcomponents('vtimezone')
  for (const zone of timezones) ICAL.TimezoneService.register(zone)
  const properties: Record<string, string> = {}
  for (const property of calendar.getAllProperties())
    properties[property.name.toUpperCase()] = String(property.getFirstValue())
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => ({
    uid: text(vevent, 'uid'),
    dtstamp: (vevent.getFirstPropertyValue('dtstamp') as ICAL.Time).toJSDate().toISOString(),
    start: dateOf(vevent, 'dtstart'),
    end: dateOf(vevent, 'dtend'),
    sequence: Number(vevent.getFirstPropertyValue('sequence')),
    summary: text(vevent, 'summary'),
    description: text(vevent, 'description'),
    url: text(vevent, 'url'),
    location: text(vevent, 'location'),
    categories: vevent.getFirstProperty('categories')?.getValues().map(String) ?? [],
    status: text(vevent, 'status'),
    transp: text(vevent, 'transp'),
  }))
  return { properties, timezones: timezones.map((z) => String(z.getFirstPropertyValue('tzid'))), events }
}

/** RFC 5545 3.1 line rules, on the bytes as sent: what is wrong, or []. */
export function lineProblems(bytes: Uint8Array): string[] {
  const problems: string[] = []
  const decoder = new TextDecoder('utf-8', { fatal: true })
  const raw = Buffer.from(bytes)
  if (!raw.subarray(-2).equals(Buffer.from('\r\n'))) problems.push('the feed does not end with CRLF')
  let start = 0
  let n = 0
  while (start < raw.length) {
    let end = raw.indexOf('\r\n', start)
    if (end === -1) end = raw.length
    const line = raw.subarray(start, end)
    n++
    if (line.includes(0x0a) || line.includes(0x0d)) problems.push(`line ${n}: a bare CR or LF`)
    if (line.length > 75) problems.push(`line ${n}: ${line.length} octets`)
    try {
      decoder.decode(line)
    } catch {
      problems.push(`line ${n}: folded inside a UTF-8 character`)
    }
    start = end + 2
  }
  return problems
}

/** RFC 5545 unfolding: every CRLF followed by a space or tab removed. */
export const unfold = (body: string): string => body.replace(/\r\n[ \t]/g, '')

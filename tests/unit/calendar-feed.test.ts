import { describe, expect, it } from 'vitest'
import type { PublicSeries, SeriesEvent } from '@/calendar/series'
import { PAST_DAYS, calendarFeed, escapeText, eventDescription, foldLine, type CalendarFeed } from '@/calendar/ics'
import { lineProblems, parseFeed, unfold } from '../support/icalendar'

// The .ics writer (src/calendar/ics.ts) checked field by field through ical.js, and line by line on the bytes.

const SINHALA = 'විභාග දින සහ ගාස්තු' // "exam dates and fees"
const TAMIL = 'தேர்வு தேதிகள்' // "exam dates"

function series(overrides: Partial<PublicSeries> & { events: SeriesEvent[] }): PublicSeries {
  return {
    id: 7,
    exam: {
      slug: 'international-gcse--ig--examinations',
      name: 'International GCSE',
      path: '/examinations/pearson/international-gcse--ig--examinations',
    },
    name: 'May/June 2027',
    notes: '',
    entriesOpen: null,
    standardDeadline: null,
    deadlineTime: null,
    lateEntries: [],
    examWindow: { firstPaper: '2027-05-10', lastPaper: '2027-06-20' },
    resultsDay: null,
    fees: [],
    feesCheckedOn: null,
    updatedAt: '2026-11-20T08:15:30.123Z',
    ...overrides,
  }
}

const pearson = series({
  deadlineTime: '17:00',
  notes: 'Held at Colombo – Sri Lanka; bring your ID, admission slip\\photo.\nArrive by 8:30.',
  fees: [
    { label: 'International GCSE, per subject', amount: 45000, per: 'subject' },
    { label: 'Late fee; admin', amount: 2500.5, per: 'candidate' },
  ],
  feesCheckedOn: '2026-11-03',
  events: [
    { key: 'entries-open', kind: 'entries-open', title: 'Entries open', start: '2027-01-05', sequence: 0 },
    {
      key: 'deadline',
      kind: 'deadline',
      title: 'Standard entry deadline',
      start: '2027-02-15',
      time: '17:00',
      sequence: 2,
    },
    {
      key: 'late-abc123',
      kind: 'late-deadline',
      title: 'Late entry',
      start: '2027-03-01',
      time: '23:45',
      surcharge: 5000,
      sequence: 1,
    },
    { key: 'exams', kind: 'exams', title: 'Exams', start: '2027-05-10', end: '2027-06-20' },
    { key: 'results', kind: 'results', title: 'Results day', start: '2027-08-19', sequence: 0 },
  ],
})

const ielts = series({
  id: 9,
  exam: { slug: 'ielts', name: 'IELTS', path: '/examinations/IELTS' },
  name: 'December 2026',
  notes: `${SINHALA} / ${TAMIL} `.repeat(6),
  examWindow: { firstPaper: '2027-01-09', lastPaper: null },
  updatedAt: '2026-10-01T00:00:00.000Z',
  events: [{ key: 'exams', kind: 'exams', title: 'Test day', start: '2027-01-09', sequence: 0 }],
})

const feed: CalendarFeed = {
  company: 'Lyceum Assessments',
  name: 'Lyceum Assessments exam dates',
  siteUrl: 'https://www.lyceum.example.lk',
  location: 'No. 00, Example Mawatha, Colombo 03, Sri Lanka',
  today: '2027-01-01',
}

const body = calendarFeed([pearson, ielts], feed)
const parsed = parseFeed(body)
const byUid = (uid: string) => parsed.events.find((e) => e.uid === uid)!

describe('the exam calendar feed', () => {
  it('is a published Gregorian calendar named for the site, refreshed daily, in Colombo time', () => {
    expect(parsed.properties).toMatchObject({
      VERSION: '2.0',
      PRODID: '-//Lyceum Assessments//Exam calendar//EN',
      CALSCALE: 'GREGORIAN',
      METHOD: 'PUBLISH',
      'X-WR-CALNAME': 'Lyceum Assessments exam dates',
      'X-WR-TIMEZONE': 'Asia/Colombo',
      'X-PUBLISHED-TTL': 'P1D',
      'REFRESH-INTERVAL': 'P1D',
    })
    expect(body).toContain('\r\nREFRESH-INTERVAL;VALUE=DURATION:P1D\r\n')
  })

  it('has one event per dated event, each with a UID made of the series id, the event key and the site host', () => {
    expect(parsed.events.map((e) => e.uid)).toEqual([
      'series-7-entries-open@www.lyceum.example.lk',
      'series-9-exams@www.lyceum.example.lk',
      'series-7-deadline@www.lyceum.example.lk',
      'series-7-late-abc123@www.lyceum.example.lk',
      'series-7-exams@www.lyceum.example.lk',
      'series-7-results@www.lyceum.example.lk',
    ])
  })

  it('stamps each event with its series’ last change, in UTC', () => {
    expect(byUid('series-7-deadline@www.lyceum.example.lk').dtstamp).toBe('2026-11-20T08:15:30.000Z')
    expect(body).toContain('\r\nDTSTAMP:20261120T081530Z\r\n')
    expect(byUid('series-9-exams@www.lyceum.example.lk').dtstamp).toBe('2026-10-01T00:00:00.000Z')
  })

  it('gives days without a time as all-day dates, the end the day after the last (exclusive)', () => {
    const testDay = byUid('series-9-exams@www.lyceum.example.lk')
    expect(testDay.start).toMatchObject({ value: '2027-01-09', isDate: true })
    expect(testDay.end).toMatchObject({ value: '2027-01-10', isDate: true })
    const exams = byUid('series-7-exams@www.lyceum.example.lk')
    expect(exams.start).toMatchObject({ value: '2027-05-10', isDate: true })
    expect(exams.end).toMatchObject({ value: '2027-06-21', isDate: true })
    expect(body).toContain('\r\nDTSTART;VALUE=DATE:20270510\r\nDTEND;VALUE=DATE:20270621\r\n')
  })

  it('gives deadlines with a time in Asia/Colombo (+05:30), with the VTIMEZONE that defines it', () => {
    expect(parsed.timezones).toEqual(['Asia/Colombo'])
    expect(body).toMatch(/BEGIN:VTIMEZONE\r\nTZID:Asia\/Colombo\r\n[^]*TZOFFSETTO:\+0530\r\n[^]*END:VTIMEZONE/)
    const deadline = byUid('series-7-deadline@www.lyceum.example.lk')
    expect(deadline.start).toMatchObject({
      value: '2027-02-15T17:00:00',
      isDate: false,
      tzid: 'Asia/Colombo',
      utc: '2027-02-15T11:30:00.000Z',
    })
    expect(deadline.end).toMatchObject({ tzid: 'Asia/Colombo', utc: '2027-02-15T12:00:00.000Z' })
    // A late stage at 23:45 ends past midnight, on the next day.
    const late = byUid('series-7-late-abc123@www.lyceum.example.lk')
    expect(late.start.utc).toBe('2027-03-01T18:15:00.000Z')
    expect(late.end).toMatchObject({ value: '2027-03-02T00:15:00', tzid: 'Asia/Colombo' })
  })

  it('carries each event’s SEQUENCE (0 when it has none yet)', () => {
    expect(parsed.events.map((e) => [e.uid.split('@')[0], e.sequence])).toEqual([
      ['series-7-entries-open', 0],
      ['series-9-exams', 0],
      ['series-7-deadline', 2],
      ['series-7-late-abc123', 1],
      ['series-7-exams', 0],
      ['series-7-results', 0],
    ])
  })

  it('names, describes, links, places and files each event', () => {
    const late = byUid('series-7-late-abc123@www.lyceum.example.lk')
    expect(late.summary).toBe('International GCSE May/June 2027: Late entry')
    expect(late.url).toBe('https://www.lyceum.example.lk/examinations/pearson/international-gcse--ig--examinations')
    expect(late.location).toBe('No. 00, Example Mawatha, Colombo 03, Sri Lanka')
    expect(late.categories).toEqual(['International GCSE', 'Entry deadline'])
    expect(late.status).toBe('CONFIRMED')
    expect(late.transp).toBe('TRANSPARENT')
    expect(late.description).toBe(
      [
        'Late-entry surcharge: LKR 5,000 per subject or unit, on top of the fee.',
        'Entries close at 23:45 Colombo time.',
        'Fees (checked on 3 November 2026):',
        '- International GCSE, per subject: LKR 45,000',
        '- Late fee; admin: LKR 2,500.5 per candidate',
        'Held at Colombo – Sri Lanka; bring your ID, admission slip\\photo.',
        'Arrive by 8:30.',
        'Details: https://www.lyceum.example.lk/examinations/pearson/international-gcse--ig--examinations',
      ].join('\n'),
    )
    // Exam days and results carry no fees.
    expect(byUid('series-7-results@www.lyceum.example.lk').description).not.toContain('Fees')
  })

  it('escapes backslash, semicolon, comma and line breaks in text, and reads back the same text', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng')
    expect(escapeText('bell\u0007 and tab\t')).toBe('bell and tab\t')
    const unfolded = unfold(body)
    expect(unfolded).toContain('LOCATION:No. 00\\, Example Mawatha\\, Colombo 03\\, Sri Lanka\r\n')
    const description = eventDescription(pearson, pearson.events[2], `${feed.siteUrl}${pearson.exam.path}`)
    expect(unfolded).toContain(`\r\nDESCRIPTION:${escapeText(description)}\r\n`)
    expect(unfolded).toContain('Colombo – Sri Lanka\\; bring your ID\\, admission slip\\\\photo.\\nArrive')
    expect(byUid('series-7-deadline@www.lyceum.example.lk').description).toBe(
      description.replace('23:45', '17:00').replace(/^Late-entry.*\n/, ''),
    )
  })

  it('CRLF only, every line folded at 75 octets without splitting a UTF-8 character, unfolds the same', () => {
    const bytes = new TextEncoder().encode(body)
    expect(lineProblems(bytes)).toEqual([])
    expect(body.split('\r\n').some((line) => line.startsWith(' '))).toBe(true)
    // The Sinhala and Tamil notes were folded (several physical lines) and read back whole.
    expect(byUid('series-9-exams@www.lyceum.example.lk').description).toContain(`${SINHALA} / ${TAMIL} ${SINHALA}`)
    const unfoldedLines = unfold(body).split('\r\n')
    expect(unfoldedLines.some((line) => Buffer.byteLength(line) > 300)).toBe(true)
    expect(unfoldedLines.find((line) => line.startsWith('UID:series-9-exams'))).toBe(
      'UID:series-9-exams@www.lyceum.example.lk',
    )
  })

  it('leaves out events that ended more than 30 days before today, and keeps the rest of their series', () => {
    const later = parseFeed(calendarFeed([pearson], { ...feed, today: '2027-02-10' }))
    // Entries opened on 5 January: 36 days before.
    expect(PAST_DAYS).toBe(30)
    expect(later.events.map((e) => e.uid.split('@')[0])).toEqual([
      'series-7-deadline',
      'series-7-late-abc123',
      'series-7-exams',
      'series-7-results',
    ])
    const edge = parseFeed(calendarFeed([pearson], { ...feed, today: '2027-02-04' }))
    expect(edge.events[0].uid).toBe('series-7-entries-open@www.lyceum.example.lk')
  })

  it('is still a valid calendar, with its time zone, when there is nothing to show', () => {
    const empty = calendarFeed([], { ...feed, name: 'Lyceum Assessments IELTS dates' })
    const read = parseFeed(empty)
    expect(read.events).toEqual([])
    expect(read.timezones).toEqual(['Asia/Colombo'])
    expect(read.properties['X-WR-CALNAME']).toBe('Lyceum Assessments IELTS dates')
    expect(lineProblems(new TextEncoder().encode(empty))).toEqual([])
  })
})

describe('foldLine', () => {
  const octets = (s: string) => Buffer.byteLength(s)

  it('leaves a line of 75 octets alone and folds the 76th onto a line that starts with a space', () => {
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75))
    expect(foldLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`)
    expect(
      foldLine('x'.repeat(75 + 74 + 1))
        .split('\r\n')
        .map(octets),
    ).toEqual([75, 75, 2])
  })

  it('moves a character that would straddle the 75th octet to the next line whole', () => {
    // 74 ASCII octets, then a three-octet Sinhala letter: it cannot fit, the first line keeps 74.
    const [first, second] = foldLine(`${'a'.repeat(74)}ශ`).split('\r\n')
    expect([octets(first), second]).toEqual([74, ' ශ'])
    // Four-octet characters (an emoji, a surrogate pair in JavaScript) are never cut either.
    const folded = foldLine('🙂'.repeat(40))
    for (const line of folded.split('\r\n')) {
      expect(octets(line)).toBeLessThanOrEqual(75)
      expect(line).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/)
    }
    expect(unfold(folded)).toBe('🙂'.repeat(40))
  })
})

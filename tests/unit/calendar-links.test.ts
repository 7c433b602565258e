import { describe, expect, it } from 'vitest'
import type { PublicSeries, SeriesEvent } from '@/calendar/series'
import { deadlineSlot, eventSummary, feedPath, googleCalendarUrl, webcalUrl } from '@/calendar/links'

// Where a candidate takes a date: the feed addresses and Google Calendar's "add event" form.

const series = {
  id: 3,
  exam: {
    slug: 'ias-ial-examinations',
    name: 'International AS/A Level',
    path: '/examinations/pearson/ias-ial-examinations',
  },
  name: 'January 2027',
} as PublicSeries

const form = (event: SeriesEvent) =>
  new URL(googleCalendarUrl(series, event, 'Fees: LKR 45,000', 'Colombo 03, Sri Lanka')).searchParams

describe('feedPath and webcalUrl', () => {
  it('names the feed of all exams and of one exam', () => {
    expect(feedPath()).toBe('/exam-calendar.ics')
    expect(feedPath('ielts')).toBe('/exam-calendar/ielts.ics')
  })

  it('gives calendar apps a webcal: address for an http or https feed', () => {
    expect(webcalUrl('https://www.lyceum.example.lk/exam-calendar.ics')).toBe(
      'webcal://www.lyceum.example.lk/exam-calendar.ics',
    )
    expect(webcalUrl('http://localhost:3000/exam-calendar/ielts.ics')).toBe(
      'webcal://localhost:3000/exam-calendar/ielts.ics',
    )
  })
})

describe('googleCalendarUrl', () => {
  it('fills the form with the summary, details, place and Colombo as the time zone', () => {
    const params = form({ key: 'results', kind: 'results', title: 'Results day', start: '2027-03-11' })
    expect(
      googleCalendarUrl(series, { key: 'results', kind: 'results', title: 'Results day', start: '2027-03-11' }, '', ''),
    ).toMatch(/^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE&/)
    expect(params.get('text')).toBe('International AS/A Level January 2027: Results day')
    expect(params.get('text')).toBe(
      eventSummary(series, { key: 'results', kind: 'results', title: 'Results day', start: '2027-03-11' }),
    )
    expect(params.get('details')).toBe('Fees: LKR 45,000')
    expect(params.get('location')).toBe('Colombo 03, Sri Lanka')
    expect(params.get('ctz')).toBe('Asia/Colombo')
  })

  it('gives a one-day event as an all-day date, the end the next day (exclusive)', () => {
    expect(form({ key: 'results', kind: 'results', title: 'Results day', start: '2027-03-11' }).get('dates')).toBe(
      '20270311/20270312',
    )
    // The last day of a month and of a year roll over.
    expect(form({ key: 'results', kind: 'results', title: 'Results day', start: '2027-12-31' }).get('dates')).toBe(
      '20271231/20280101',
    )
  })

  it('gives a multi-day exam window from its first day to the day after its last', () => {
    expect(
      form({ key: 'exams', kind: 'exams', title: 'Exams', start: '2027-01-06', end: '2027-01-29' }).get('dates'),
    ).toBe('20270106/20270130')
  })

  it('gives a deadline with a time as a 30-minute slot at that Colombo time, past midnight onto the next day', () => {
    expect(
      form({
        key: 'deadline',
        kind: 'deadline',
        title: 'Standard entry deadline',
        start: '2026-10-02',
        time: '17:00',
      }).get('dates'),
    ).toBe('20261002T170000/20261002T173000')
    expect(
      form({ key: 'late-x', kind: 'late-deadline', title: 'Late entry', start: '2026-12-31', time: '23:45' }).get(
        'dates',
      ),
    ).toBe('20261231T234500/20270101T001500')
    expect(deadlineSlot('2027-02-15', '09:05')).toEqual({ start: '20270215T090500', end: '20270215T093500' })
  })
})

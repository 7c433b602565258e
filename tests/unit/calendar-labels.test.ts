import { describe, expect, it } from 'vitest'
import { seriesEvents, type PublicSeries } from '@/calendar/series'
import { calendarFeed } from '@/calendar/ics'
import { googleCalendarUrl } from '@/calendar/links'
import { STAGE_LABELS } from '@/calendar/labels'
import { eventLabel } from '@/calendar/upcoming'
import { toApiSeries } from '@/content/examCalendar'
import { parseFeed } from '../support/icalendar'

// The words a candidate reads for each stage are the same on the page, in the JSON API, in the .ics
// feed and in the Google Calendar link: one source (src/calendar/labels.ts).

function series(
  id: number,
  base: Omit<PublicSeries, 'events' | 'id' | 'notes' | 'fees' | 'feesCheckedOn' | 'updatedAt'>,
): PublicSeries {
  const s = { notes: '', fees: [], feesCheckedOn: null, updatedAt: '2026-11-01T00:00:00.000Z', ...base, id }
  return { ...s, events: seriesEvents(s) }
}

const ielts = series(1, {
  exam: { slug: 'ielts', name: 'IELTS', path: '/examinations/IELTS' },
  name: '19 December 2026',
  entriesOpen: null,
  standardDeadline: '2026-12-05',
  deadlineTime: null,
  lateEntries: [],
  examWindow: { firstPaper: '2026-12-19', lastPaper: null },
  resultsDay: '2027-01-01',
})
const pte = series(2, {
  ...ielts,
  exam: { slug: 'pte', name: 'PTE', path: '/examinations/pearson/pte' },
  name: '10 December 2026',
})
const igcse = series(3, {
  exam: { slug: 'igcse', name: 'International GCSE', path: '/examinations/pearson/igcse' },
  name: 'May/June 2027',
  entriesOpen: '2026-11-01',
  standardDeadline: '2027-02-21',
  deadlineTime: '17:00',
  lateEntries: [{ id: 'x', label: 'Late entry', deadline: '2027-03-21', surcharge: 9500 }],
  examWindow: { firstPaper: '2027-05-05', lastPaper: '2027-06-19' },
  resultsDay: '2027-08-20',
})

const feed = parseFeed(
  calendarFeed([ielts, pte, igcse], {
    company: 'Lyceum Assessments',
    name: 'exam dates',
    siteUrl: 'https://lyceum.example.lk',
    location: 'Colombo',
    today: '2026-11-28',
  }),
)

describe('one name per stage everywhere', () => {
  it('a test day (IELTS, PTE) has a registration deadline and a test day, in the feed as on the page', () => {
    for (const s of [ielts, pte]) {
      const page = s.events.map((e) => eventLabel(s, e))
      expect(page).toEqual([STAGE_LABELS.registrationDeadline, STAGE_LABELS.testDay, STAGE_LABELS.results])
      const inFeed = feed.events.filter((e) => e.uid.startsWith(`series-${s.id}-`)).map((e) => e.summary)
      expect(inFeed).toEqual(page.map((label) => `${s.exam.name} ${s.name}: ${label}`))
    }
    const testDays = feed.events.filter((e) => /^(IELTS|PTE) /.test(e.summary)).map((e) => e.summary)
    expect(testDays.filter((summary) => /Standard entry deadline|: Exams$/.test(summary))).toEqual([])
  })

  it('a board series has its standard and late deadlines and an exam window, in the feed, the API and the link', () => {
    const page = igcse.events.map((e) => eventLabel(igcse, e))
    expect(page).toEqual(['Entries open', 'Standard entry deadline', 'Late entry deadline', 'Exams', 'Results day'])
    const inFeed = feed.events
      .filter((e) => e.uid.startsWith('series-3-'))
      .map((e) => e.summary.replace('International GCSE May/June 2027: ', ''))
    expect(inFeed).toEqual(page)
    expect(toApiSeries(igcse).events.map((e) => e.title)).toEqual(page)
    const link = new URL(googleCalendarUrl(igcse, igcse.events[1], '', ''))
    expect(link.searchParams.get('text')).toBe('International GCSE May/June 2027: Standard entry deadline')
  })
})

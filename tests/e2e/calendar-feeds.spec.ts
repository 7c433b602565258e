import { expect, test, type APIRequestContext } from '@playwright/test'
import { addDays, colomboDay } from '../../src/lib/colomboDay'
import { lineProblems, parseFeed, unfold, type ParsedFeed } from '../support/icalendar'
import { staffToken } from '../support/e2e/site'

// The exam calendar feeds on the production server, as a calendar app fetches them: parsed by ical.js,
// kept by the public cache, and changed on the next request after an editor changes a series over REST.

const today = colomboDay()
const on = (days: number) => `${addDays(today, days)}T06:30:00.000Z`
/** A series' notes with what iCalendar must escape or keep: Sinhala, Tamil, a backslash, a line break. */
const SINHALA = 'Colombo – Sri Lanka; Sinhala: විභාග දින, '
const NOTES = SINHALA + 'Tamil: தேர்வு தேதிகள், and a backslash \\ too.\nSecond line.'

let visitor: APIRequestContext
let headers: Record<string, string>
const created: number[] = []

test.beforeAll(async ({ playwright, baseURL }) => {
  visitor = await playwright.request.newContext({ baseURL })
})

test.beforeEach(async ({ request }) => {
  headers = { Authorization: `JWT ${await staffToken(request)}` }
})

test.afterAll(async ({ playwright, baseURL }) => {
  const staff = await playwright.request.newContext({ baseURL })
  const auth = { Authorization: `JWT ${await staffToken(staff)}` }
  for (const id of created.splice(0)) await staff.delete(`/api/exam-series/${id}`, { headers: auth })
  await staff.dispose()
  await visitor.dispose()
})

async function createSeries(
  request: APIRequestContext,
  data: Record<string, unknown>,
): Promise<{ id: number; name: string }> {
  const res = await request.post('/api/exam-series', { headers, data: { _status: 'published', ...data } })
  expect(res.status(), await res.text()).toBe(201)
  const { doc } = await res.json()
  created.push(doc.id)
  return doc
}

async function fetchFeed(path: string): Promise<{ feed: ParsedFeed; cache: string | undefined; body: string }> {
  const res = await visitor.get(path)
  expect(res.status()).toBe(200)
  expect(res.headers()['content-type']).toBe('text/calendar; charset=utf-8')
  const bytes = await res.body()
  expect(lineProblems(bytes)).toEqual([])
  const body = bytes.toString('utf8')
  return { feed: parseFeed(body), cache: res.headers()['x-cache'], body }
}

test('the feeds are valid iCalendar, cached, and changed by the next edit with the same UIDs, higher SEQUENCE', async ({
  request,
}) => {
  const ielts = await createSeries(request, {
    test: 'ielts',
    name: `IELTS feed test ${Date.now()}`,
    standardDeadline: on(10),
    deadlineTime: '17:00',
    examWindow: { firstPaper: on(24) },
    resultsDay: on(37),
    notes: NOTES,
    fees: [{ label: 'IELTS Academic, per test', amount: 84000, per: 'test' }],
  })

  const first = await fetchFeed('/exam-calendar.ics')
  const mine = (feed: ParsedFeed) => feed.events.filter((e) => e.uid.startsWith(`series-${ielts.id}-`))
  expect(first.feed.properties).toMatchObject({
    VERSION: '2.0',
    METHOD: 'PUBLISH',
    'X-WR-CALNAME': 'Lyceum Assessments exam dates',
  })
  expect(first.feed.timezones).toEqual(['Asia/Colombo'])
  const before = mine(first.feed)
  expect(before.map((e) => e.uid)).toEqual([
    `series-${ielts.id}-deadline@localhost`,
    `series-${ielts.id}-exams@localhost`,
    `series-${ielts.id}-results@localhost`,
  ])
  const [deadline, testDay] = before
  expect(deadline).toMatchObject({ sequence: 0, summary: `IELTS ${ielts.name}: Registration deadline` })
  expect(deadline.start).toMatchObject({ tzid: 'Asia/Colombo', value: `${addDays(today, 10)}T17:00:00`, isDate: false })
  expect(testDay.start).toMatchObject({ isDate: true, value: addDays(today, 24) })
  expect(testDay.end).toMatchObject({ isDate: true, value: addDays(today, 25) })
  expect(testDay.description).toContain(NOTES)
  expect(unfold(first.body)).toContain('Colombo – Sri Lanka\\; Sinhala: විභාග දින\\, Tamil')

  // The public cache keeps the feed; HEAD answers from it too.
  expect((await fetchFeed('/exam-calendar.ics')).cache).toBe('HIT')
  const head = await visitor.head('/exam-calendar.ics')
  expect(head.status()).toBe(200)
  expect(head.headers()['content-type']).toBe('text/calendar; charset=utf-8')
  expect(head.headers()['content-disposition']).toBe('inline; filename="exam-calendar.ics"')
  expect(await head.body()).toHaveLength(0)

  // An edit that moves the deadline: the next request shows it, under the same UID, with SEQUENCE 1.
  const moved = await request.patch(`/api/exam-series/${ielts.id}`, { headers, data: { standardDeadline: on(12) } })
  expect(moved.status()).toBe(200)
  const second = await fetchFeed('/exam-calendar.ics')
  // Rendered afresh, by this request or by the purge's background re-render if that came first (never the old entry).
  expect(['MISS', 'HIT']).toContain(second.cache)
  const after = mine(second.feed)
  expect(after.map((e) => e.uid)).toEqual(before.map((e) => e.uid))
  expect(after[0]).toMatchObject({ sequence: 1 })
  expect(after[0].start.value).toBe(`${addDays(today, 12)}T17:00:00`)
  // DTSTAMP is the series' last change, to the second.
  const { updatedAt } = (await moved.json()).doc
  expect(after[0].dtstamp).toBe(new Date(Math.floor(Date.parse(updatedAt) / 1000) * 1000).toISOString())
  expect(after[1].sequence).toBe(0)

  // An edit that changes only the notes: a new description, the same numbers.
  await request.patch(`/api/exam-series/${ielts.id}`, { headers, data: { notes: 'Bring your passport.' } })
  const third = mine((await fetchFeed('/exam-calendar.ics')).feed)
  expect(third.map((e) => e.sequence)).toEqual([1, 0, 0])
  expect(third[1].description).toContain('Bring your passport.')

  // The IELTS feed has IELTS dates only.
  const other = await createSeries(request, {
    test: 'exam',
    exam: (await (await request.get('/api/exams?where[slug][equals]=ias-ial-examinations&depth=0', { headers })).json())
      .docs[0].id,
    name: `IAL feed test ${Date.now()}`,
    examWindow: { firstPaper: on(40), lastPaper: on(55) },
  })
  const ieltsFeed = await fetchFeed('/exam-calendar/ielts.ics')
  expect(ieltsFeed.feed.properties['X-WR-CALNAME']).toBe('Lyceum Assessments IELTS dates')
  expect(ieltsFeed.feed.events.some((e) => e.uid.startsWith(`series-${ielts.id}-`))).toBe(true)
  expect(ieltsFeed.feed.events.some((e) => e.uid.startsWith(`series-${other.id}-`))).toBe(false)
  const ialFeed = await fetchFeed('/exam-calendar/ias-ial-examinations.ics')
  expect(
    ialFeed.feed.events.filter((e) => e.uid.startsWith(`series-${other.id}-`)).map((e) => [e.start.value, e.end.value]),
  ).toEqual([[addDays(today, 40), addDays(today, 56)]])
})

test('unknown exams and names that are not feeds answer 404 in plain text, never 5xx', async () => {
  for (const path of [
    '/exam-calendar/no-such-exam.ics',
    '/exam-calendar/ielts',
    '/exam-calendar/ielts.ics.ics',
    '/exam-calendar/%E0%B7%80.ics',
    '/exam-calendar/a%20b.ics',
  ]) {
    const res = await visitor.get(path)
    expect(res.status(), path).toBe(404)
    expect(res.headers()['content-type'], path).toMatch(/^text\/plain/)
  }
})

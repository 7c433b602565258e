import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import type { ExamSeries } from '@/payload-types'
import { call, testPayload } from '../support/int/payload'
import { newStaff, rest, signIn } from '../support/int/staff'
import { addDays, colomboDay } from '@/lib/colomboDay'
import { calendarSequencesOf, eventFingerprints } from '@/calendar/sequences'
import { toPublicSeries } from '@/calendar/series'
import * as allFeed from '@/app/(site)/exam-calendar.ics/route'
import * as examFeed from '@/app/(site)/exam-calendar/[feed]/route'
import { lineProblems, parseFeed } from '../support/icalendar'

// SEQUENCE per calendar event (src/calendar/sequences.ts) as editors change a series over REST, with
// drafts; and the two feed routes answered from what is published.

let payload: Payload
let token: string
let examId: number
const created: number[] = []
const today = colomboDay()
// Noon in Colombo, as the admin's day picker stores a day.
const on = (days: number) => `${addDays(today, days)}T06:30:00.000Z`

beforeAll(async () => {
  payload = await testPayload()
  const editor = await newStaff(payload, 'editor')
  token = ((await (await signIn(editor.email, editor.password)).json()) as { token: string }).token
  const { docs } = await payload.find({
    collection: 'exams',
    where: { slug: { equals: 'ias-ial-examinations' } },
    limit: 1,
  })
  examId = docs[0].id
})

afterAll(async () => {
  for (const id of created.splice(0)) await payload.delete({ collection: 'exam-series', id, overrideAccess: true })
})

async function patch(id: number, data: Record<string, unknown>, draft = false): Promise<ExamSeries> {
  const res = await rest('PATCH', `/api/exam-series/${id}${draft ? '?draft=true' : ''}`, { token, body: data })
  expect(res.status, await res.clone().text()).toBe(200)
  return ((await res.json()) as { doc: ExamSeries }).doc
}

/** The sequences of the published series (what the feeds show). */
async function publishedSequences(id: number): Promise<Record<string, number>> {
  const doc = await payload.findByID({ collection: 'exam-series', id, overrideAccess: true, draft: false })
  return Object.fromEntries(Object.entries(calendarSequencesOf(doc.calendarSequences)).map(([k, v]) => [k, v.sequence]))
}

async function newSeries(extra: Record<string, unknown> = {}): Promise<ExamSeries> {
  const res = await rest('POST', '/api/exam-series', {
    token,
    body: {
      test: 'exam',
      exam: examId,
      name: `Calendar test ${Date.now()}`,
      entriesOpen: on(-5),
      standardDeadline: on(20),
      deadlineTime: '17:00',
      lateEntries: [{ deadline: on(30), surcharge: 5000, label: 'Late entry' }],
      examWindow: { firstPaper: on(60), lastPaper: on(75) },
      resultsDay: on(120),
      notes: 'Held in Colombo.',
      fees: [{ label: 'International AS, per unit', amount: 21000, per: 'unit' }],
      _status: 'published',
      ...extra,
    },
  })
  expect(res.status, await res.clone().text()).toBe(201)
  const doc = ((await res.json()) as { doc: ExamSeries }).doc
  created.push(doc.id)
  return doc
}

describe('SEQUENCE per calendar event', () => {
  it('starts every event of a new published series at 0, under the keys the feeds use', async () => {
    const doc = await newSeries()
    const lateKey = `late-${doc.lateEntries![0].id}`
    expect(await publishedSequences(doc.id)).toEqual({
      'entries-open': 0,
      deadline: 0,
      [lateKey]: 0,
      exams: 0,
      results: 0,
    })
    // The hook and the read layer name the same events.
    const keys = toPublicSeries(
      await payload.findByID({ collection: 'exam-series', id: doc.id, depth: 2, overrideAccess: true }),
    )!.events.map((e) => e.key)
    expect(keys.sort()).toEqual(Object.keys(eventFingerprints(doc)).sort())
  })

  it('raises only the changed event’s number, none for a save that changes nothing a calendar shows', async () => {
    const doc = await newSeries()
    const lateKey = `late-${doc.lateEntries![0].id}`
    await patch(doc.id, {
      notes: 'Held in Kandy, too.',
      fees: [{ label: 'International AS, per unit', amount: 23000, per: 'unit' }],
    })
    expect(await publishedSequences(doc.id)).toEqual({
      'entries-open': 0,
      deadline: 0,
      [lateKey]: 0,
      exams: 0,
      results: 0,
    })

    await patch(doc.id, { standardDeadline: on(21) })
    expect(await publishedSequences(doc.id)).toEqual({
      'entries-open': 0,
      deadline: 1,
      [lateKey]: 0,
      exams: 0,
      results: 0,
    })

    // The closing time belongs to both deadlines; the surcharge to its stage alone.
    await patch(doc.id, { deadlineTime: '16:00' })
    expect(await publishedSequences(doc.id)).toMatchObject({ deadline: 2, [lateKey]: 1, exams: 0 })
    await patch(doc.id, {
      lateEntries: [{ id: doc.lateEntries![0].id, deadline: on(30), surcharge: 6000, label: 'Late entry' }],
    })
    expect(await publishedSequences(doc.id)).toMatchObject({ deadline: 2, [lateKey]: 2, exams: 0 })

    // The same day saved again at another hour is the same day; a new stage starts at 0.
    const again = await patch(doc.id, {
      standardDeadline: `${addDays(today, 21)}T10:00:00.000Z`,
      lateEntries: [
        { id: doc.lateEntries![0].id, deadline: on(30), surcharge: 6000, label: 'Late entry' },
        { deadline: on(40), surcharge: 9000, label: 'Very late entry' },
      ],
    })
    const newKey = `late-${again.lateEntries![1].id}`
    expect(await publishedSequences(doc.id)).toMatchObject({
      deadline: 2,
      [lateKey]: 2,
      [newKey]: 0,
      exams: 0,
      results: 0,
    })
  })

  it('keeps the published numbers through drafts, and raises a change once when it is published', async () => {
    const doc = await newSeries()
    await patch(doc.id, { _status: 'draft', examWindow: { firstPaper: on(61), lastPaper: on(75) } }, true)
    await patch(doc.id, { _status: 'draft', examWindow: { firstPaper: on(62), lastPaper: on(76) } }, true)
    expect(await publishedSequences(doc.id)).toMatchObject({ exams: 0 })
    await patch(doc.id, { _status: 'published' })
    expect(await publishedSequences(doc.id)).toMatchObject({ exams: 1, deadline: 0 })
    // Publishing the same dates again, or saving and publishing an unchanged draft, raises nothing.
    await patch(doc.id, { _status: 'draft', notes: 'A draft note.' }, true)
    await patch(doc.id, { _status: 'published' })
    expect(await publishedSequences(doc.id)).toMatchObject({ exams: 1, deadline: 0 })
  })

  it('starts a series drafted first at 0 when it is first published', async () => {
    const doc = await newSeries({ _status: 'draft' })
    await patch(doc.id, { _status: 'draft', resultsDay: on(121) }, true)
    expect(await publishedSequences(doc.id)).toEqual({})
    await patch(doc.id, { _status: 'published' })
    expect(Object.values(await publishedSequences(doc.id))).toEqual([0, 0, 0, 0, 0])
  })

  it('ignores numbers sent by a client', async () => {
    const doc = await newSeries({ calendarSequences: { deadline: { fingerprint: 'x', sequence: 99 } } })
    expect(await publishedSequences(doc.id)).toMatchObject({ deadline: 0 })
    await patch(doc.id, { calendarSequences: { deadline: { fingerprint: 'x', sequence: 99 } } })
    expect(await publishedSequences(doc.id)).toMatchObject({ deadline: 0 })
  })
})

describe('the feed routes', () => {
  it('answer all exams’ dates and one exam’s as text/calendar that ical.js reads, SEQUENCE kept', async () => {
    const doc = await newSeries()
    const draft = await newSeries({ _status: 'draft', name: `Draft only ${Date.now()}` })
    await patch(doc.id, { standardDeadline: on(22) })

    const all = await call(allFeed.GET, '/exam-calendar.ics')
    expect(all.status).toBe(200)
    expect(all.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    expect(all.headers.get('content-disposition')).toBe('inline; filename="exam-calendar.ics"')
    const body = await all.text()
    expect(lineProblems(new TextEncoder().encode(body))).toEqual([])
    const feed = parseFeed(body)
    expect(feed.properties['X-WR-CALNAME']).toBe('Lyceum Assessments exam dates')
    const mine = feed.events.filter((e) => e.uid.startsWith(`series-${doc.id}-`))
    expect(mine.map((e) => e.uid.split('@')[0].replace(/late-\w+$/, 'late'))).toEqual([
      `series-${doc.id}-entries-open`,
      `series-${doc.id}-deadline`,
      `series-${doc.id}-late`,
      `series-${doc.id}-exams`,
      `series-${doc.id}-results`,
    ])
    expect(mine.every((e) => e.uid.endsWith('@localhost'))).toBe(true)
    const deadline = mine[1]
    expect(deadline).toMatchObject({
      sequence: 1,
      summary: `IAS/IAL Examinations ${doc.name}: Standard entry deadline`,
    })
    expect(deadline.start).toMatchObject({ tzid: 'Asia/Colombo', value: `${addDays(today, 22)}T17:00:00` })
    expect(deadline.url).toBe('http://localhost:3999/examinations/pearson/ias-ial-examinations')
    expect(deadline.location).toBe('No. 00, Example Mawatha, Colombo 03, Sri Lanka')
    expect(feed.events.some((e) => e.uid.startsWith(`series-${draft.id}-`))).toBe(false)

    const one = await call(examFeed.GET, '/exam-calendar/ias-ial-examinations.ics', {
      feed: 'ias-ial-examinations.ics',
    })
    expect(one.headers.get('content-disposition')).toBe('inline; filename="exam-calendar-ias-ial-examinations.ics"')
    const oneFeed = parseFeed(await one.text())
    expect(oneFeed.properties['X-WR-CALNAME']).toBe('Lyceum Assessments IAS/IAL Examinations dates')
    expect(oneFeed.events.filter((e) => e.uid.startsWith(`series-${doc.id}-`))).toHaveLength(5)
    expect(oneFeed.events.every((e) => e.categories[0] === 'IAS/IAL Examinations')).toBe(true)
  })

  it('answer an IELTS feed with IELTS dates only, empty but valid when there are none', async () => {
    const res = await call(examFeed.GET, '/exam-calendar/ielts.ics', { feed: 'ielts.ics' })
    expect(res.status).toBe(200)
    const feed = parseFeed(await res.text())
    expect(feed.properties['X-WR-CALNAME']).toBe('Lyceum Assessments IELTS dates')
    expect(feed.timezones).toEqual(['Asia/Colombo'])
    expect(feed.events.every((e) => e.categories[0] === 'IELTS')).toBe(true)
  })

  it('answer 404 in plain words for an unknown exam or a name that is not a feed', async () => {
    for (const name of [
      'no-such-exam.ics',
      'ielts',
      'ielts.ics.ics',
      'IELTS.ics',
      'ielts.json',
      '..%2f.ics',
      `${'a'.repeat(300)}.ics`,
    ]) {
      const res = await call(examFeed.GET, `/exam-calendar/${encodeURIComponent(name)}`, { feed: name })
      expect(res.status, name).toBe(404)
      expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8')
      expect(await res.text()).toMatch(/calendar/i)
    }
  })
})

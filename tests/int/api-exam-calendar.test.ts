import { beforeAll, describe, expect, it } from 'vitest'
import { call, testPayload } from '../support/int/payload'
import * as calendar from '@/app/(site)/api/get-exam-calendar/route'
import * as fees from '@/app/(site)/api/get-exam-fees/[slug]/route'
import { colomboDay } from '@/lib/colomboDay'

// The public JSON of the exam calendar, on the demo series (dated from the day the suite seeded them).

const DAY = /^\d{4}-\d{2}-\d{2}$/
const IGCSE = 'international-gcse--ig--examinations'

beforeAll(async () => {
  await testPayload()
})

describe('GET /api/get-exam-calendar', () => {
  it('lists the upcoming series of every exam, each with its dates, fees in LKR and events', async () => {
    const res = await call(calendar.GET, '/api/get-exam-calendar')
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(Array.isArray(body)).toBe(true)
    expect(new Set(body.map((s: { exam: { slug: string } }) => s.exam.slug))).toEqual(
      new Set([
        'ielts',
        IGCSE,
        'ias-ial-examinations',
        'pte--pearson-test-of-english-',
        'international-certificate-young-learners--pte-yl-',
        'pearson-english-international-certificate',
        'speech-and-drama',
        'music-performance',
        'art-and-design',
      ]),
    )
    const today = colomboDay()
    for (const s of body) {
      expect(Object.keys(s).sort()).toEqual(
        [
          'id',
          'currency',
          'entriesOpen',
          'events',
          'exam',
          'examWindow',
          'fees',
          'feesCheckedOn',
          'lateEntries',
          'name',
          'notes',
          'deadlineTime',
          'resultsDay',
          'standardDeadline',
        ].sort(),
      )
      expect(s.currency).toBe('LKR')
      expect(s.examWindow.firstPaper).toMatch(DAY)
      expect(s.fees.length).toBeGreaterThan(0)
      for (const fee of s.fees)
        expect(fee).toEqual({ label: expect.any(String), amount: expect.any(Number), per: expect.any(String) })
      expect(s.events.some((e: { start: string; end: string | null }) => (e.end ?? e.start) >= today)).toBe(true)
      for (const e of s.events)
        expect(Object.keys(e).sort()).toEqual(['end', 'kind', 'start', 'surcharge', 'time', 'title'])
    }
    // Each series' id is the published series it shows: what POST /api/reminders takes as `series`.
    const ids = body.map((s: { id: number }) => s.id)
    const payload = await testPayload()
    const stored = await payload.find({
      collection: 'exam-series',
      where: { id: { in: ids } },
      pagination: false,
      depth: 0,
    })
    expect(stored.docs.map((d) => d.name).sort()).toEqual(body.map((s: { name: string }) => s.name).sort())
    const mayJune = body.find(
      (s: { exam: { slug: string }; name: string }) => s.exam.slug === IGCSE && s.name.startsWith('May/June'),
    )
    expect(mayJune.lateEntries.map((l: { surcharge: number }) => l.surcharge)).toEqual([9500, 19000])
    expect(mayJune.exam).toEqual({
      slug: IGCSE,
      name: 'International GCSE (IG) Examinations',
      path: `/examinations/pearson/${IGCSE}`,
    })
  })

  it('gives one exam with ?exam=slug', async () => {
    const body = await (await call(calendar.GET, '/api/get-exam-calendar?exam=ielts')).json()
    expect(body.length).toBeGreaterThanOrEqual(3)
    expect(body.every((s: { exam: { slug: string } }) => s.exam.slug === 'ielts')).toBe(true)
    // A real exam with no dates yet is an empty list, not an error.
    expect(await (await call(calendar.GET, '/api/get-exam-calendar?exam=pearson-btec-international')).json()).toEqual(
      [],
    )
  })

  it('answers 404 for an unknown exam and 400 for a query with no one meaning', async () => {
    const unknown = await call(calendar.GET, '/api/get-exam-calendar?exam=no-such-exam')
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toEqual({ message: 'No exam with the slug "no-such-exam".' })
    expect((await call(calendar.GET, '/api/get-exam-calendar?exam=%3Cscript%3E')).status).toBe(404)
    const twice = await call(calendar.GET, '/api/get-exam-calendar?exam=ielts&exam=pte')
    expect(twice.status).toBe(400)
    expect((await twice.json()).message).toMatch(/once/)
    const empty = await call(calendar.GET, '/api/get-exam-calendar?exam=')
    expect(empty.status).toBe(400)
    expect((await empty.json()).message).toMatch(/exam slug/)
  })
})

describe('GET /api/get-exam-fees/{slug}', () => {
  it('gives the fees of the next series open for entries, with its late stages', async () => {
    const res = await call(fees.GET, `/api/get-exam-fees/${IGCSE}`, { slug: IGCSE })
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(body).toMatchObject({
      exam: { slug: IGCSE, name: 'International GCSE (IG) Examinations' },
      currency: 'LKR',
      feesCheckedOn: expect.stringMatching(DAY),
      standardDeadline: expect.stringMatching(DAY),
      deadlineTime: '17:00',
    })
    expect(body.series).toMatch(/^(January|May\/June) \d{4}$/)
    expect(body.fees).toContainEqual({ label: 'International GCSE, per subject', amount: 38500, per: 'subject' })
    expect(body.lateEntries).toEqual([
      { label: 'Late entry', deadline: expect.stringMatching(DAY), surcharge: 9500 },
      { label: 'Very late entry', deadline: expect.stringMatching(DAY), surcharge: 19000 },
    ])
    expect(body.lateEntries[1].deadline >= colomboDay()).toBe(true)
  })

  it('gives IELTS by "ielts"', async () => {
    const body = await (await call(fees.GET, '/api/get-exam-fees/ielts', { slug: 'ielts' })).json()
    expect(body.exam.slug).toBe('ielts')
    expect(body.fees[0]).toEqual({ label: 'IELTS Academic or General Training, per test', amount: 80750, per: 'test' })
  })

  it('answers 404 with a message for an unknown exam and for an exam without dates', async () => {
    const unknown = await call(fees.GET, '/', { slug: 'no-such-exam' })
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toEqual({ message: 'No exam with the slug "no-such-exam".' })
    const none = await call(fees.GET, '/', { slug: 'pearson-btec-international' })
    expect(none.status).toBe(404)
    expect((await none.json()).message).toMatch(/No upcoming dates or fees/)
    expect((await call(fees.GET, '/', { slug: 'UPPER CASE' })).status).toBe(404)
  })
})

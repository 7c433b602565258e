import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { randomUUID } from 'node:crypto'
import { call, testPayload } from '../support/int/payload'
import * as openEntries from '@/app/(site)/api/get-open-entries/route'
import { addDays, colomboDay } from '@/lib/colomboDay'
import { createEntry } from '@/entries/create'

// GET /api/get-open-entries: what can be entered or booked now, with the fees of the stage in force.

let payload: Payload
const run = Math.random().toString(36).slice(2, 8)
const today = colomboDay()
const made = { series: [] as number[], intakes: [] as number[] }

async function series(extra: Record<string, unknown>) {
  const doc = await payload.create({
    collection: 'exam-series',
    overrideAccess: true,
    data: {
      test: 'ielts',
      name: `Open ${run}`,
      entriesOpen: addDays(today, -30),
      standardDeadline: addDays(today, -1),
      lateEntries: [{ deadline: addDays(today, 10), surcharge: 9500, label: 'Late entry' }],
      examWindow: { firstPaper: addDays(today, 30) },
      fees: [
        { label: 'Per unit', amount: 21000, per: 'unit' },
        { label: 'Registration', amount: 2500, per: 'candidate' },
      ],
      onlineEntry: {
        open: true,
        subjects: [
          { code: 'WMA11', title: 'Pure Mathematics 1' },
          { code: 'WPH11', title: 'Physics 1', fee: 23000 },
        ],
      },
      _status: 'published',
      ...extra,
    },
  })
  made.series.push(doc.id)
  return doc.id
}

async function intake(extra: Record<string, unknown>) {
  const doc = await payload.create({
    collection: 'class-intakes',
    overrideAccess: true,
    data: {
      course: 'pte',
      title: `PTE ${run}`,
      location: 'Online',
      startDate: addDays(today, 14),
      schedule: 'Sat, 9–12',
      fee: 38000,
      capacity: 2,
      _status: 'published',
      ...extra,
    },
  })
  made.intakes.push(doc.id)
  return doc.id
}

beforeAll(async () => {
  payload = await testPayload()
})

afterAll(async () => {
  await payload.delete({ collection: 'entries', where: { intake: { in: made.intakes } }, overrideAccess: true })
  await payload.delete({ collection: 'exam-series', where: { id: { in: made.series } }, overrideAccess: true })
  await payload.delete({ collection: 'class-intakes', where: { id: { in: made.intakes } }, overrideAccess: true })
})

describe('GET /api/get-open-entries', () => {
  it('lists open series with current stage and fees, and bookable intakes with seats left; nothing else', async () => {
    const open = await series({})
    const offline = await series({ onlineEntry: { open: false } })
    const draft = await series({ _status: 'draft' })
    const over = await series({ lateEntries: [] })
    const bookable = await intake({})
    const shut = await intake({ bookingCloses: addDays(today, -1) })
    await createEntry(
      payload,
      { fullName: 'A', email: `a-${run}@example.lk`, mobile: '0771234567', consent: '1', formKey: randomUUID() },
      {
        offer: { kind: 'class', id: bookable },
      },
    )
    const res = await call(openEntries.GET, '/api/get-open-entries')
    expect(res.status).toBe(200)
    const body = await res.json()
    const ids = body.series.map((s: { id: number }) => s.id)
    expect(ids).toContain(open)
    for (const id of [offline, draft, over]) expect(ids).not.toContain(id)
    expect(body.series.find((s: { id: number }) => s.id === open)).toEqual({
      id: open,
      exam: { slug: 'ielts', name: 'IELTS', path: '/examinations/IELTS' },
      name: `Open ${run}`,
      entryPath: `/enter/exam/${open}`,
      currency: 'LKR',
      stage: { key: 'late-1', label: 'Late entry', surchargePerSubject: 9500 },
      subjects: [
        { index: 0, code: 'WMA11', title: 'Pure Mathematics 1', option: null, fee: 21000, feeNow: 30500 },
        { index: 1, code: 'WPH11', title: 'Physics 1', option: null, fee: 23000, feeNow: 32500 },
      ],
      perCandidate: [{ label: 'Registration', amount: 2500 }],
    })
    const intakes = body.intakes.map((i: { id: number }) => i.id)
    expect(intakes).toContain(bookable)
    expect(intakes).not.toContain(shut)
    expect(body.intakes.find((i: { id: number }) => i.id === bookable)).toMatchObject({
      course: 'pte',
      startDate: addDays(today, 14),
      bookingCloses: addDays(today, 13),
      entryPath: `/enter/class/${bookable}`,
      fee: 38000,
      capacity: 2,
      seatsLeft: 1,
    })
    // No personal data of any entry is in the answer.
    expect(JSON.stringify(body)).not.toContain(`a-${run}@example.lk`)
  })
})

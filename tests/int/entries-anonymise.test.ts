import fs from 'node:fs'
import { Writable } from 'node:stream'
import type { Payload } from 'payload'
import { pino } from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { anonymiseDueEntries, ANONYMISED_NAME, anonymisedEmail } from '@/entries/anonymise'
import { privateLogOptions } from '@/lib/logPrivacy'
import { fileInside } from '@/uploads/serveFile'
import { testPayload } from '../support/int/payload'
import { newStaff, rest, signIn } from '../support/int/staff'
import { newEntry, newSeries } from '../support/int/staffEntries'

// Personal data kept no longer than needed, and never in a log: the anonymisation job at a fixed clock,
// and what the logs hold when an entry is saved with bad data.

let payload: Payload
let keepDays: number | null | undefined
/** The class intake made here: open for booking, it would be one more class in the demo's offer. */
let intakeMade: number | undefined
const system = { overrideAccess: true } as const

beforeAll(async () => {
  payload = await testPayload()
  keepDays = (await payload.findGlobal({ slug: 'entry-settings', ...system })).anonymiseAfterDays
  await payload.updateGlobal({ slug: 'entry-settings', data: { anonymiseAfterDays: 30 }, ...system })
})
afterAll(async () => {
  if (intakeMade !== undefined) {
    await payload.delete({ collection: 'entries', where: { intake: { equals: intakeMade } }, ...system })
    await payload.delete({ collection: 'class-intakes', id: intakeMade, ...system })
  }
  await payload.updateGlobal({ slug: 'entry-settings', data: { anonymiseAfterDays: keepDays ?? 365 }, ...system })
})

const entryNow = (id: number) => payload.findByID({ collection: 'entries', id, depth: 0, ...system })
const fileGone = async (id: number) =>
  !(await payload.findByID({ collection: 'entry-files', id, disableErrors: true, ...system }))
const idOf = (v: unknown) => (typeof v === 'object' && v ? (v as { id: number }).id : (v as number))

describe('the anonymisation job', () => {
  it('leaves an entry alone until results day + the setting (Colombo), then clears it once', async () => {
    // Results on 20 Aug 2027, kept 30 days: anonymised from 19 Sep 2027, Colombo time.
    const series = await newSeries(payload, '2027-08-20')
    const { entry, payment, document } = await newEntry(payload, series.id, {
      slip: true,
      document: true,
      status: 'paid',
    })
    const slip = idOf(payment!.slip)
    const slipFile = (await payload.findByID({ collection: 'entry-files', id: slip, ...system })).filename!

    await anonymiseDueEntries(payload, new Date('2027-09-18T18:29:00Z')) // 23:59 on 18 Sep in Colombo
    const before = await entryNow(entry.id)
    expect(before.candidate).toEqual(entry.candidate)
    expect(before.anonymisedAt ?? null).toBeNull()
    expect(await fileGone(document!.id)).toBe(false)

    const at = new Date('2027-09-18T18:30:00Z') // 00:00 on 19 Sep in Colombo
    expect(await anonymiseDueEntries(payload, at)).toBeGreaterThanOrEqual(1)
    const after = await entryNow(entry.id)
    expect(after.candidate).toEqual({
      fullName: ANONYMISED_NAME,
      dateOfBirth: null,
      gender: 'F',
      idNumber: null,
      previousCandidateNumber: null,
      school: null,
      email: anonymisedEmail(entry.id),
      mobile: null,
    })
    expect(after.accessArrangements).toMatchObject({ requested: true, details: null, document: null })
    expect(after.anonymisedAt).toBe(at.toISOString())
    // Kept: the reference, the amounts, the choices, the payment.
    expect([after.reference, after.fee.total, after.status]).toEqual([entry.reference, 42000, 'paid'])
    expect(after.choices?.map((c) => c.code)).toEqual(['4MA1', '4PH1'])
    const paid = await payload.findByID({ collection: 'payments', id: payment!.id, depth: 0, ...system })
    expect([paid.amount, paid.orderId, paid.slip ?? null]).toEqual([42000, payment!.orderId, null])
    // The documents are deleted, with their files.
    expect(await fileGone(document!.id)).toBe(true)
    expect(await fileGone(slip)).toBe(true)
    expect(fs.existsSync(fileInside('entry-files', slipFile) ?? '')).toBe(false)

    // Run again: nothing changes.
    const again = await anonymiseDueEntries(payload, new Date('2027-12-01T00:00:00Z'))
    expect(await entryNow(entry.id)).toEqual(after)
    expect(again).toBe(0)
  })

  it('counts a class booking from the intake’s start', async () => {
    const intake = await payload.create({
      collection: 'class-intakes',
      data: {
        course: 'ielts',
        title: 'IELTS weekday',
        location: 'Colombo 7',
        startDate: '2027-02-01',
        schedule: 'Mon, Wed',
        fee: 45000,
        capacity: 10,
        _status: 'published',
      } as never,
      ...system,
    })
    intakeMade = intake.id
    const { entry } = await newEntry(payload, (await newSeries(payload)).id)
    await payload.update({
      collection: 'entries',
      id: entry.id,
      data: { kind: 'class', series: null, intake: intake.id, seatNumber: 1 },
      ...system,
    })
    await anonymiseDueEntries(payload, new Date('2027-03-02T12:00:00Z'))
    expect((await entryNow(entry.id)).candidate.fullName).toBe(entry.candidate.fullName)
    await anonymiseDueEntries(payload, new Date('2027-03-03T12:00:00Z'))
    expect((await entryNow(entry.id)).candidate.fullName).toBe(ANONYMISED_NAME)
  })
})

describe('identity numbers and birth dates in logs', () => {
  it('stay out of Payload’s log and the answer when staff save an entry with bad data', async () => {
    const { entry } = await newEntry(payload, (await newSeries(payload)).id)
    const staff = await newStaff(payload, 'entries')
    const { token } = (await (await signIn(staff.email, staff.password)).json()) as { token: string }
    const written: string[] = []
    const logger = payload.logger as unknown as Record<string, (...args: unknown[]) => void>
    const kept = Object.fromEntries(['trace', 'debug', 'info', 'warn', 'error', 'fatal'].map((l) => [l, logger[l]]))
    for (const level of Object.keys(kept))
      logger[level] = (...args: unknown[]) => void written.push(JSON.stringify(args, errorFields))
    try {
      const body = {
        candidate: { ...entry.candidate, email: 'not an address', idNumber: '198512345678', dateOfBirth: '1985-01-31' },
      }
      const res = await rest('PATCH', `/api/entries/${entry.id}`, { token, body })
      expect(res.status).toBe(400)
      const answer = await res.text()
      expect(answer).toMatch(/email/i)
      for (const text of [answer, ...written]) {
        expect(text).not.toContain('198512345678')
        expect(text).not.toContain('1985-01-31')
        expect(text).not.toContain(entry.candidate.idNumber!)
      }
    } finally {
      Object.assign(logger, kept)
    }
  })

  it('stay out of the production log when the database refuses an entry (the failed query’s values)', async () => {
    const { entry } = await newEntry(payload, (await newSeries(payload)).id)
    // A real failed insert, below Payload's checks: a required column left empty.
    const data = { ...entry, id: undefined, reference: `${entry.reference}-2`, kind: null }
    const error = await payload.db.create({ collection: 'entries', data, req: undefined }).then(
      () => null,
      (e: unknown) => e as Error,
    )
    expect(error).toBeTruthy()
    const raw = JSON.stringify(error, errorFields)
    expect(raw, 'the database error itself names the values').toContain(entry.candidate.idNumber!)
    const lines: string[] = []
    const sink = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) })
    const log = pino({ level: 'info', ...privateLogOptions }, sink)
    log.error({ err: error, msg: 'Could not save the entry' })
    log.error(error!.message)
    await new Promise((r) => setImmediate(r))
    expect(lines.join('')).toContain('Failed query')
    for (const secret of [entry.candidate.idNumber!, entry.candidate.dateOfBirth!])
      expect(lines.join('')).not.toContain(secret)
  })
})

/** JSON.stringify's replacer: an Error's message, stack and cause, which it would otherwise leave out. */
function errorFields(_key: string, value: unknown) {
  if (!(value instanceof Error)) return value
  return {
    ...value,
    name: value.name,
    message: value.message,
    stack: value.stack,
    cause: (value as { cause?: unknown }).cause,
  }
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload, Where } from 'payload'
import { spawn } from 'node:child_process'
import path from 'node:path'
import { randomUUID } from 'node:crypto'
import { testPayload } from '../support/int/payload'
import { postgresUrl } from '../support/postgres'
import { startSmtp } from '../support/smtp'
import { resetEnvForTests } from '@/lib/env'
import { addDays, colomboDay } from '@/lib/colomboDay'
import { createEntry, type CreateResult } from '@/entries/create'
import { entryByToken } from '@/entries/token'

// Making entries (src/entries/create.ts) on the real database: stored whole with a reference before any
// payment, a double post is one entry, a changed stage or a closed series stores nothing, and 20 bookings
// racing for the last 10 seats get exactly 10 seats and 10 waiting-list places (also across two instances
// on PostgreSQL). Run on PostgreSQL with TEST_DATABASE_URL (docs/testing.md).

let payload: Payload
const run = Math.random().toString(36).slice(2, 8)
const today = colomboDay()
const made: { series: number[]; intakes: number[] } = { series: [], intakes: [] }

const exam = (extra: Record<string, unknown> = {}) => ({
  fullName: 'Nimali Perera',
  dateOfBirth: '2010-04-23',
  gender: 'F',
  idNumber: '201012345678',
  email: `parent-${run}@example.lk`,
  mobile: '+94 77 123 4567',
  subjects: ['4MA1', '1'],
  consent: '1',
  formKey: randomUUID(),
  ...extra,
})
const booking = (i: number) => ({
  fullName: `Student ${i}`,
  email: `s${i}-${run}@example.lk`,
  mobile: '0771234567',
  consent: '1',
  formKey: randomUUID(),
})

async function newSeries(extra: Record<string, unknown> = {}) {
  const doc = await payload.create({
    collection: 'exam-series',
    overrideAccess: true,
    data: {
      test: 'ielts',
      name: `May/June 2099 ${run}`,
      entriesOpen: addDays(today, -10),
      standardDeadline: addDays(today, 5),
      deadlineTime: '17:00',
      lateEntries: [{ deadline: addDays(today, 20), surcharge: 9500, label: 'Late entry' }],
      examWindow: { firstPaper: addDays(today, 40) },
      resultsDay: addDays(today, 100),
      fees: [{ label: 'Per subject', amount: 32000, per: 'subject' }],
      onlineEntry: {
        open: true,
        subjects: [
          { code: '4MA1', title: 'Mathematics A' },
          { code: '4PH1', title: 'Physics', fee: 30000 },
        ],
      },
      _status: 'published',
      ...extra,
    },
  })
  made.series.push(doc.id)
  return doc
}

async function newIntake(capacity: number, extra: Record<string, unknown> = {}) {
  const doc = await payload.create({
    collection: 'class-intakes',
    overrideAccess: true,
    data: {
      course: 'ielts',
      title: `IELTS race ${run}`,
      location: 'Colombo 7',
      startDate: addDays(today, 30),
      schedule: 'Mon and Wed, 6–8 pm',
      fee: 45000,
      capacity,
      _status: 'published',
      ...extra,
    },
  })
  made.intakes.push(doc.id)
  return doc
}

const entriesOf = (where: Where) =>
  payload.find({ collection: 'entries', where, pagination: false, overrideAccess: true, depth: 0 }).then((r) => r.docs)

const saved = { ...process.env }
let smtp: Awaited<ReturnType<typeof startSmtp>>

beforeAll(async () => {
  payload = await testPayload()
  // The "received" e-mails go to a sink (tests/int/entries-mail.test.ts reads them).
  smtp = await startSmtp()
  Object.assign(process.env, { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port), SMTP_FROM: 'website@example.lk' })
  resetEnvForTests()
})

afterAll(async () => {
  await payload.delete({
    collection: 'entries',
    where: { or: [{ series: { in: made.series } }, { intake: { in: made.intakes } }] },
    overrideAccess: true,
  })
  await payload.delete({ collection: 'exam-series', where: { id: { in: made.series } }, overrideAccess: true })
  await payload.delete({ collection: 'class-intakes', where: { id: { in: made.intakes } }, overrideAccess: true })
  process.env = { ...saved }
  resetEnvForTests()
  await smtp.close()
})

describe('createEntry', () => {
  it('stores the whole entry with its reference, server-computed fee and status link before any payment', async () => {
    const series = await newSeries()
    const r = await createEntry(payload, exam({ quotedStage: 'standard' }), { offer: { kind: 'exam', id: series.id } })
    expect(r.kind).toBe('created')
    if (r.kind !== 'created') return
    expect(r.entry.reference).toBe(`LA-MJ99-${String(r.entry.id).padStart(5, '0')}`)
    expect(r.entry.status).toBe('awaiting-payment')
    expect(r.entry.fee).toMatchObject({ total: 62000, currency: 'LKR', stage: 'standard' })
    expect(r.entry.choices?.map((c) => c.code)).toEqual(['4MA1', '4PH1'])
    expect(Date.parse(r.entry.fee.heldUntil!) - Date.now()).toBeGreaterThan(47 * 3_600_000)
    const opened = await entryByToken(payload, r.token)
    expect(typeof opened === 'object' && opened.reference).toBe(r.entry.reference)
  })

  it('makes one entry of a form posted twice, one after the other and five times at once', async () => {
    const series = await newSeries()
    const form = exam()
    const first = await createEntry(payload, form, { offer: { kind: 'exam', id: series.id } })
    const again = await createEntry(payload, form, { offer: { kind: 'exam', id: series.id } })
    expect([first.kind, again.kind]).toEqual(['created', 'duplicate'])
    expect('token' in again && 'token' in first && again.token === first.token).toBe(true)
    const burst = exam()
    const kinds = (
      await Promise.all(
        Array.from({ length: 5 }, () => createEntry(payload, burst, { offer: { kind: 'exam', id: series.id } })),
      )
    ).map((r) => r.kind)
    expect(kinds.filter((k) => k === 'created')).toHaveLength(1)
    expect(kinds.filter((k) => k === 'duplicate')).toHaveLength(4)
    expect(await entriesOf({ series: { equals: series.id } })).toHaveLength(2)
  })

  it('knows a form sent without a key (as the page sends it) by what it sends, for half an hour at least', async () => {
    const series = await newSeries()
    const offer = { kind: 'exam', id: series.id } as const
    const form = exam({ formKey: undefined, fullName: 'Kasun  Silva', email: `keyless-${run}@example.lk` })
    const now = new Date()
    const at = (minutes: number) => ({ offer, clock: new Date(now.getTime() + minutes * 60_000) })
    const first = await createEntry(payload, form, at(0))
    expect(first.kind).toBe('created')
    // The same candidate and subjects, typed again with other spacing and case: the same form.
    const again = await createEntry(
      payload,
      { ...form, fullName: 'kasun silva', email: form.email.toUpperCase() },
      at(29),
    )
    expect(again.kind).toBe('duplicate')
    expect('token' in again && 'token' in first && again.token === first.token).toBe(true)
    const kinds = (
      await Promise.all(Array.from({ length: 5 }, () => createEntry(payload, { ...form, fullName: 'Burst' }, at(1))))
    ).map((r) => r.kind)
    expect(kinds.filter((k) => k === 'created')).toHaveLength(1)
    // Other subjects, or the same form an hour later, are another entry.
    expect((await createEntry(payload, { ...form, subjects: ['4MA1'] }, at(2))).kind).toBe('created')
    expect((await createEntry(payload, form, at(61))).kind).toBe('created')
    const stored = await payload.find({
      collection: 'entries',
      where: { series: { equals: series.id } },
      depth: 0,
      overrideAccess: true,
      showHiddenFields: true,
    })
    expect(stored.totalDocs).toBe(4)
    // The key is the server's HMAC of what was sent: no identity number or name in it.
    for (const entry of stored.docs) {
      expect(entry.idempotencyKey).toMatch(/^sent-[A-Za-z0-9_-]{43}$/)
      expect(entry.idempotencyKey).not.toContain('201012345678')
    }
  })

  it('tells of a stage that began while the form was open, and stores nothing', async () => {
    const series = await newSeries()
    const late = new Date(`${addDays(today, 5)}T17:00:00+05:30`)
    const r = await createEntry(payload, exam({ quotedStage: 'standard' }), {
      offer: { kind: 'exam', id: series.id },
      clock: late,
    })
    expect(r).toEqual({
      kind: 'invalid',
      errors: {
        quotedStage:
          'The fee changed while the form was open: late entry now applies, ' +
          'LKR 81,000 in all. Check the fee below and send the form again.',
      },
    })
    const sent = await createEntry(payload, exam({ quotedStage: 'late-1' }), {
      offer: { kind: 'exam', id: series.id },
      clock: late,
    })
    expect(sent.kind === 'created' && sent.entry.fee.total).toBe(81000)
    expect(await entriesOf({ series: { equals: series.id } })).toHaveLength(1)
  })

  it('refuses a closed series, one not taking entries online, a draft and bad input, storing nothing', async () => {
    const closed = await newSeries({ lateEntries: [], standardDeadline: addDays(today, -1) })
    const offline = await newSeries({ onlineEntry: { open: false } })
    const draft = await newSeries({ _status: 'draft' })
    const tries: [number, Record<string, unknown>][] = [
      [closed.id, exam()],
      [offline.id, exam()],
      [draft.id, exam()],
    ]
    const results = await Promise.all(
      tries.map(([id, form]) => createEntry(payload, form, { offer: { kind: 'exam', id } })),
    )
    expect(results).toEqual([
      { kind: 'closed', message: `Entries for May/June 2099 ${run} have closed.` },
      { kind: 'closed', message: `Online entry is not offered for May/June 2099 ${run}.` },
      { kind: 'closed', message: 'This entry is not open online. Call us and we will help.' },
    ])
    const open = await newSeries()
    const bad = await createEntry(payload, exam({ subjects: ['9ZZ9'], email: 'nope' }), {
      offer: { kind: 'exam', id: open.id },
    })
    expect(bad).toEqual({ kind: 'invalid', errors: { email: 'Enter a valid email address, like name@example.com.' } })
    const unknown = await createEntry(payload, exam({ subjects: ['9ZZ9'] }), { offer: { kind: 'exam', id: open.id } })
    expect(unknown).toEqual({ kind: 'invalid', errors: { subjects: 'Choose subjects from the list.' } })
    const ids = [closed.id, offline.id, draft.id, open.id]
    expect(await entriesOf({ series: { in: ids } })).toHaveLength(0)
  })

  it('closes a class booking after its last booking day', async () => {
    const intake = await newIntake(5, { bookingCloses: addDays(today, -1) })
    expect(await createEntry(payload, booking(0), { offer: { kind: 'class', id: intake.id } })).toEqual({
      kind: 'closed',
      message: `Booking for IELTS race ${run} has closed.`,
    })
  })
})

const seatsOf = (results: { kind: string; seat: number | null }[]) =>
  results.filter((r) => r.kind === 'created').map((r) => r.seat!)
const summary = (rs: CreateResult[]) =>
  rs.map((r) => ({ kind: r.kind, seat: 'entry' in r ? (r.entry.seatNumber ?? null) : null }))

/** Another Payload instance (a process of its own) on this database, ready to book; a stalled start is tried again. */
async function secondInstance(intake: number) {
  const script = path.join(import.meta.dirname, '../support/int/bookSeats.ts')
  for (let attempt = 1; ; attempt++) {
    const child = spawn(process.execPath, ['--import', 'tsx', script, String(intake), '10', run], {
      env: process.env,
      stdio: ['pipe', 'pipe', 'inherit'],
    })
    let out = ''
    const ready = await new Promise<boolean>((resolve) => {
      const limit = setTimeout(() => resolve(false), 45_000)
      child.stdout.on('data', (c: Buffer) => {
        out += c
        if (!out.includes('ready\n')) return
        clearTimeout(limit)
        resolve(true)
      })
    })
    if (ready) return { child, output: () => out }
    child.kill('SIGKILL')
    if (attempt === 3) throw new Error(`The second instance did not start:\n${out.slice(-2000)}`)
  }
}

describe('the seat race', () => {
  it('20 bookings at once for the last 10 seats: exactly 10 seats and 10 waiting-list places', async () => {
    const intake = await newIntake(12)
    await Promise.all(
      [0, 1].map((i) => createEntry(payload, booking(100 + i), { offer: { kind: 'class', id: intake.id } })),
    )
    const started = Date.now()
    const results = summary(
      await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          createEntry(payload, booking(i), { offer: { kind: 'class', id: intake.id } }),
        ),
      ),
    )
    const ms = Date.now() - started
    console.log(`Seat race (${postgresUrl ? 'PostgreSQL' : 'SQLite'}, one instance): 20 bookings in ${ms} ms`)
    expect(results.filter((r) => r.kind === 'created')).toHaveLength(10)
    expect(results.filter((r) => r.kind === 'waiting-list')).toHaveLength(10)
    const stored = await entriesOf({ intake: { equals: intake.id } })
    const seats = stored.map((e) => e.seatNumber).filter((n) => n != null)
    expect(new Set(seats).size).toBe(12)
    expect(Math.max(...(seats as number[]))).toBe(12)
    expect(stored.filter((e) => e.status === 'waiting-list')).toHaveLength(10)
    expect(seatsOf(results).every((n) => n >= 1 && n <= 12)).toBe(true)
  })

  it.skipIf(!postgresUrl)(
    'the same race across two Payload instances on one PostgreSQL database',
    { timeout: 200_000 },
    async () => {
      const intake = await newIntake(10)
      const { child, output } = await secondInstance(intake.id)
      const done = new Promise<void>((resolve) => child.on('close', () => resolve()))
      child.stdin.write('go\n')
      const mine = summary(
        await Promise.all(
          Array.from({ length: 10 }, (_, i) =>
            createEntry(payload, booking(200 + i), { offer: { kind: 'class', id: intake.id } }),
          ),
        ),
      )
      await done
      // Its answer is its one JSON line; the jobs runner may log after it.
      const answer = output()
        .split('\n')
        .filter((line) => line.startsWith('[{'))
        .pop()!
      const theirs = JSON.parse(answer) as { kind: string; seat: number | null }[]
      const all = [...mine, ...theirs]
      console.log(
        'Seat race across two instances: this one got ' +
          `${seatsOf(mine).length} seats, the other ${seatsOf(theirs).length}`,
      )
      expect(all.filter((r) => r.kind === 'created')).toHaveLength(10)
      expect(all.filter((r) => r.kind === 'waiting-list')).toHaveLength(10)
      expect(new Set(seatsOf(all)).size).toBe(10)
      const stored = await entriesOf({ intake: { equals: intake.id } })
      expect(stored.filter((e) => e.seatNumber != null)).toHaveLength(10)
      expect(stored.filter((e) => e.status === 'waiting-list')).toHaveLength(10)
    },
  )
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { randomUUID } from 'node:crypto'
import { testPayload } from '../support/int/payload'
import { newOneSeatIntake } from '../support/int/staffEntries'
import { startSmtp, type ReceivedMail } from '../support/smtp'
import { resetEnvForTests } from '@/lib/env'
import { addDays, colomboDay } from '@/lib/colomboDay'
import {
  cancel,
  confirmBankPayment,
  giveSeat,
  markEntered,
  markPaid,
  markSlipToCheck,
  note,
  refund,
  rejectSlip,
} from '@/entries/changes'
import { entryByToken, hashToken, statusPath, statusTokenOf } from '@/entries/token'
import { createEntry } from '@/entries/create'

// An entry's state changes (src/entries/changes.ts) and its status link (src/entries/token.ts) on the real
// database, jobs queue and an SMTP sink: each change once, replays harmless, the right e-mail each time.

let payload: Payload
let smtp: Awaited<ReturnType<typeof startSmtp>>
const saved = { ...process.env }
const run = Math.random().toString(36).slice(2, 8)
const results = addDays(colomboDay(), 200)
let seriesId: number

const readable = (m: ReceivedMail) =>
  m.raw
    .replace(/\r\n[ \t]+/g, ' ')
    .replace(/=\r\n/g, '')
    .replace(/=3D/g, '=')
const mailsTo = (to: string) => smtp.received.filter((m) => m.to.includes(to)).map(readable)
const subjects = (to: string) => mailsTo(to).map((m) => /^Subject: (.*)$/m.exec(m)?.[1] ?? '')
const waitFor = async (ok: () => boolean, ms = 10_000) => {
  const end = Date.now() + ms
  while (!ok() && Date.now() < end) await new Promise((r) => setTimeout(r, 100))
}

async function newEntry(email: string) {
  const key = randomUUID()
  const entry = await payload.create({
    collection: 'entries',
    overrideAccess: true,
    data: {
      reference: `LA-TEST-${run}-${key.slice(0, 6)}`,
      kind: 'exam',
      series: seriesId,
      status: 'awaiting-payment',
      candidate: { fullName: 'Nimali Perera', email, dateOfBirth: '2010-04-23', gender: 'F', idNumber: '201012345678' },
      choices: [{ code: '4MA1', title: 'Mathematics A' }],
      fee: {
        items: [{ label: '4MA1 Mathematics A', amount: 32000 }],
        total: 32000,
        currency: 'LKR',
        stage: 'standard',
      },
      idempotencyKey: key,
      statusTokenHash: hashToken(statusTokenOf(key)),
    },
  })
  return { entry, token: statusTokenOf(key) }
}

async function payment(entry: number, method: 'card' | 'bank') {
  return payload.create({
    collection: 'payments',
    overrideAccess: true,
    data: {
      entry,
      method,
      amount: 32000,
      currency: 'LKR',
      orderId: `${run}-${randomUUID().slice(0, 8)}`,
      status: 'pending',
    },
  })
}

beforeAll(async () => {
  payload = await testPayload()
  smtp = await startSmtp()
  Object.assign(process.env, { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port), SMTP_FROM: 'website@example.lk' })
  resetEnvForTests()
  const series = await payload.create({
    collection: 'exam-series',
    overrideAccess: true,
    data: {
      test: 'ielts',
      name: `Changes ${run}`,
      examWindow: { firstPaper: addDays(results, -30) },
      resultsDay: results,
      _status: 'published',
    },
  })
  seriesId = series.id
})

afterAll(async () => {
  await payload.delete({ collection: 'payments', where: { orderId: { like: run } }, overrideAccess: true })
  await payload.delete({ collection: 'entries', where: { series: { equals: seriesId } }, overrideAccess: true })
  await payload.delete({ collection: 'exam-series', id: seriesId, overrideAccess: true })
  process.env = { ...saved }
  resetEnvForTests()
  await smtp.close()
})

describe('the status link', () => {
  it('opens its entry until results day, then reads as expired; a wrong or malformed one is unknown', async () => {
    const { entry, token } = await newEntry(`link-${run}@example.lk`)
    expect(statusPath(token)).toBe(`/entries/${token}`)
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const found = await entryByToken(payload, token, new Date(`${results}T12:00:00+05:30`))
    expect(typeof found === 'object' && found.id).toBe(entry.id)
    expect(await entryByToken(payload, token, new Date(`${addDays(results, 1)}T00:01:00+05:30`))).toBe('expired')
    expect(await entryByToken(payload, `${token.slice(0, 42)}${token[42] === 'A' ? 'B' : 'A'}`)).toBe('unknown')
    expect(await entryByToken(payload, 'not-a-token')).toBe('unknown')
    // The database keeps only the hash.
    const stored = await payload.findByID({
      collection: 'entries',
      id: entry.id,
      overrideAccess: true,
      showHiddenFields: true,
    })
    expect(stored.statusTokenHash).toBe(hashToken(token))
    expect(JSON.stringify(stored)).not.toContain(token)
  })
})

describe('state changes', () => {
  it('a card payment marks the entry paid once; a replay changes nothing and sends no second e-mail', async () => {
    const email = `paid-${run}@example.lk`
    const { entry } = await newEntry(email)
    const p = await payment(entry.id, 'card')
    const first = await markPaid(payload, entry.id, { ...p, status: 'paid', gatewayPaymentId: '320025071234' })
    const again = await markPaid(payload, entry.id, { ...p, status: 'paid' })
    expect(first.changed).toBe(true)
    expect(again.changed).toBe(false)
    expect(again.entry.status).toBe('paid')
    expect(again.entry.paymentMethod).toBe('card')
    expect(again.entry.history?.filter((h) => h.what.startsWith('Paid'))).toHaveLength(1)
    await waitFor(() => mailsTo(email).length >= 1)
    await new Promise((r) => setTimeout(r, 300))
    expect(subjects(email)).toEqual([`Payment received: ${entry.reference}`])
    expect(mailsTo(email)[0]).toContain('LKR 32,000')
    // Neither the NIC nor the date of birth ever goes into an e-mail.
    expect(mailsTo(email)[0]).not.toContain('201012345678')
    expect(mailsTo(email)[0]).not.toContain('2010-04-23')
  })

  it('a bank slip goes to staff; a rejection sends it back with the reason, a confirmation pays it once', async () => {
    const email = `bank-${run}@example.lk`
    const { entry } = await newEntry(email)
    const slip1 = await payment(entry.id, 'bank')
    expect((await markSlipToCheck(payload, entry.id, slip1)).entry.status).toBe('slip-to-check')
    const rejected = await rejectSlip(
      payload,
      slip1.id,
      { id: 1, email: 'staff@example.lk' },
      'the amount is not readable',
    )
    expect(rejected.entry.status).toBe('awaiting-payment')
    expect((await payload.findByID({ collection: 'payments', id: slip1.id, overrideAccess: true })).status).toBe(
      'rejected',
    )
    const slip2 = await payment(entry.id, 'bank')
    await markSlipToCheck(payload, entry.id, slip2)
    const confirmed = await confirmBankPayment(payload, slip2.id, { email: 'staff@example.lk' })
    expect(confirmed.changed).toBe(true)
    expect((await confirmBankPayment(payload, slip2.id, { email: 'staff@example.lk' })).changed).toBe(false)
    expect(confirmed.entry.status).toBe('paid')
    expect(confirmed.entry.history?.map((h) => h.by)).toContain('staff@example.lk')
    await waitFor(() => mailsTo(email).length >= 2)
    expect(subjects(email)).toEqual([
      `Bank slip not accepted: ${entry.reference}`,
      `Payment received: ${entry.reference}`,
    ])
    expect(mailsTo(email)[0]).toContain('the amount is not readable')
  })

  it('entered only after payment; cancel and refund are recorded, each once, with their e-mails', async () => {
    const email = `life-${run}@example.lk`
    const { entry } = await newEntry(email)
    expect((await markEntered(payload, entry.id, null)).changed).toBe(false)
    await markPaid(payload, entry.id, { ...(await payment(entry.id, 'card')), status: 'paid' })
    await payload.update({
      collection: 'payments',
      where: { entry: { equals: entry.id } },
      data: { status: 'paid' },
      overrideAccess: true,
    })
    expect((await markEntered(payload, entry.id, null)).entry.status).toBe('entered')
    expect((await refund(payload, entry.id, null, 'withdrawn before the deadline')).entry.status).toBe('refunded')
    expect((await refund(payload, entry.id, null)).changed).toBe(false)
    expect((await cancel(payload, entry.id, null)).changed).toBe(false)
    const pays = await payload.find({
      collection: 'payments',
      where: { entry: { equals: entry.id } },
      overrideAccess: true,
    })
    expect(pays.docs.map((p) => p.status)).toEqual(['refunded'])
    await waitFor(() => mailsTo(email).length >= 3)
    expect(subjects(email)).toEqual([
      `Payment received: ${entry.reference}`,
      `Entered with the board: ${entry.reference}`,
      `Refund made: ${entry.reference}`,
    ])
  })

  it('changes at the same moment take turns: one payment wins, every history line is kept, one e-mail', async () => {
    const email = `race-${run}@example.lk`
    const { entry } = await newEntry(email)
    const [card, bank] = [await payment(entry.id, 'card'), await payment(entry.id, 'bank')]
    const notes = Array.from({ length: 8 }, (_, i) => note(payload, entry, `Staff note ${i}`))
    const [byCard, byBank] = await Promise.all([
      markPaid(payload, entry.id, card),
      confirmBankPayment(payload, bank.id, null),
      ...notes,
    ])
    expect([byCard.changed, byBank.changed].filter(Boolean)).toHaveLength(1)
    const after = await payload.findByID({ collection: 'entries', id: entry.id, overrideAccess: true })
    const lines = after.history?.map((h) => h.what) ?? []
    expect(lines.filter((w) => /^(Paid|Bank payment)/.test(w))).toHaveLength(1)
    expect(lines.filter((w) => w.startsWith('Staff note'))).toHaveLength(8)
    await waitFor(() => subjects(email).some((s) => /payment received/i.test(s)))
    await new Promise((r) => setTimeout(r, 1_000))
    expect(subjects(email).filter((s) => /payment received/i.test(s))).toHaveLength(1)
  })

  it('a staff save from the admin form keeps the history, fee and status it may hold an older copy of', async () => {
    const { entry } = await newEntry(`save-${run}@example.lk`)
    const staff = await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { email: `entries-${run}@example.lk`, password: `Entries-${run}-passphrase!`, roles: ['entries'] },
    })
    const stale = await payload.findByID({ collection: 'entries', id: entry.id, overrideAccess: true })
    await markPaid(payload, entry.id, await payment(entry.id, 'card'))
    const user = { ...staff, collection: 'users' as const }
    await payload.update({
      collection: 'entries',
      id: entry.id,
      data: { ...stale, notes: 'Called the parent', history: [], fee: { ...stale.fee, total: 1 }, status: 'cancelled' },
      user,
      overrideAccess: false,
    })
    const after = await payload.findByID({ collection: 'entries', id: entry.id, overrideAccess: true })
    expect(after.notes).toBe('Called the parent')
    expect(after.status).toBe('paid')
    expect(after.fee.total).toBe(32000)
    expect(after.history?.some((h) => h.what.startsWith('Paid'))).toBe(true)
  })

  it('an unpaid entry is cancelled, not refunded', async () => {
    const { entry } = await newEntry(`cancel-${run}@example.lk`)
    expect((await cancel(payload, entry.id, null, 'asked by the parent')).entry.status).toBe('cancelled')
    expect((await refund(payload, entry.id, null)).changed).toBe(false)
  })
})

describe('the e-mails', () => {
  it('“received”: summary, itemised fee, payment state, bank details, link; never ID or birth date', async () => {
    const before = await payload.findGlobal({ slug: 'entry-settings', overrideAccess: true })
    await payload.updateGlobal({
      slug: 'entry-settings',
      overrideAccess: true,
      data: {
        bank: {
          accountName: 'Lyceum Assessments (Pvt) Ltd',
          accountNumber: '0123456789',
          bankName: 'Commercial Bank, Kollupitiya',
        },
      },
    })
    try {
      const series = await payload.create({
        collection: 'exam-series',
        overrideAccess: true,
        data: {
          test: 'ielts',
          name: `Mail ${run}`,
          standardDeadline: addDays(colomboDay(), 5),
          examWindow: { firstPaper: addDays(colomboDay(), 40) },
          resultsDay: addDays(colomboDay(), 90),
          fees: [{ label: 'Per subject', amount: 32000, per: 'subject' }],
          onlineEntry: { open: true, subjects: [{ code: '4MA1', title: 'Mathematics A' }] },
          _status: 'published',
        },
      })
      const email = `received-${run}@example.lk`
      const form = {
        fullName: 'Nimali Perera',
        dateOfBirth: '2010-04-23',
        gender: 'F',
        idNumber: '201012345678',
        email,
        mobile: '0771234567',
        subjects: ['4MA1'],
        accessArrangements: '1',
        accessDetails: '25% extra time',
        consent: '1',
        formKey: randomUUID(),
      }
      const made = await createEntry(payload, form, { offer: { kind: 'exam', id: series.id } })
      if (made.kind !== 'created') throw new Error(made.kind)
      await waitFor(() => mailsTo(email).length >= 1)
      const mail = mailsTo(email)[0]
      expect(subjects(email)).toEqual([`Entry received: ${made.entry.reference}`])
      for (const words of [
        `IELTS, Mail ${run}`,
        'Candidate: Nimali Perera',
        'Subjects: 4MA1 Mathematics A',
        '4MA1 Mathematics A: LKR 32,000',
        'Total: LKR 32,000',
        'Not paid yet. This fee is held until',
        '0123456789',
        `quoting ${made.entry.reference}`,
        'Upload the document supporting your access-arrangement request',
        `http://localhost:3999/entries/${made.token}`,
      ])
        expect(mail).toContain(words)
      expect(mail).not.toContain('201012345678')
      expect(mail).not.toContain('2010-04-23')
      expect(mail).not.toContain('23 April 2010')
      await cancel(payload, made.entry.id, { email: 'staff@example.lk' }, 'entered twice by mistake')
      await waitFor(() => mailsTo(email).length >= 2)
      expect(subjects(email)[1]).toBe(`Entry cancelled: ${made.entry.reference}`)
      await payload.delete({ collection: 'entries', where: { series: { equals: series.id } }, overrideAccess: true })
      await payload.delete({ collection: 'exam-series', id: series.id, overrideAccess: true })
    } finally {
      await payload.updateGlobal({ slug: 'entry-settings', overrideAccess: true, data: { bank: before.bank } })
    }
  })

  it('a full class puts the next booking on the waiting list and says not to pay', async () => {
    const intake = await newOneSeatIntake(payload, `PTE mail ${run}`)
    const book = (email: string) =>
      createEntry(
        payload,
        { fullName: 'Kasun Silva', email, mobile: '0771234567', consent: '1', formKey: randomUUID() },
        { offer: { kind: 'class', id: intake.id } },
      )
    const seat = await book(`seat-${run}@example.lk`)
    const wait = await book(`wait-${run}@example.lk`)
    expect(seat.kind).toBe('created')
    expect(wait.kind).toBe('waiting-list')
    expect(wait.kind === 'waiting-list' && wait.place).toBe(1)
    await waitFor(() => mailsTo(`wait-${run}@example.lk`).length >= 1 && mailsTo(`seat-${run}@example.lk`).length >= 1)
    expect(subjects(`seat-${run}@example.lk`)[0]).toMatch(/^Booking received: LA-PT\d\d-\d{5}$/)
    expect(mailsTo(`seat-${run}@example.lk`)[0]).toContain('Course fee: PTE mail')
    const waiting = mailsTo(`wait-${run}@example.lk`)[0]
    expect(subjects(`wait-${run}@example.lk`)[0]).toMatch(/^You are on the waiting list: LA-PT/)
    expect(waiting).toContain('Do not pay now')
    expect(waiting).not.toContain('Total:')
    // Full: no seat to give. Once the first booking is cancelled, staff give its seat to the waiting one.
    if (wait.kind !== 'waiting-list' || seat.kind !== 'created') throw new Error('unexpected')
    expect(await giveSeat(payload, wait.entry.id, null)).toMatchObject({ changed: false, full: true })
    await cancel(payload, seat.entry.id, null)
    const given = await giveSeat(payload, wait.entry.id, { email: 'staff@example.lk' })
    expect(given.entry).toMatchObject({ status: 'awaiting-payment', seatNumber: 1 })
    expect((await giveSeat(payload, wait.entry.id, null)).changed).toBe(false)
    await waitFor(() => mailsTo(`wait-${run}@example.lk`).length >= 2)
    expect(subjects(`wait-${run}@example.lk`)[1]).toBe(`Booking received: ${wait.entry.reference}`)
    await payload.delete({ collection: 'entries', where: { intake: { equals: intake.id } }, overrideAccess: true })
    await payload.delete({ collection: 'class-intakes', id: intake.id, overrideAccess: true })
  })
})

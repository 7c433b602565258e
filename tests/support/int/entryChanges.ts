import { afterAll, beforeAll } from 'vitest'
import type { Payload } from 'payload'
import { randomUUID } from 'node:crypto'
import { testPayload } from './payload'
import { startSmtp, type ReceivedMail } from '../smtp'
import { resetEnvForTests } from '@/lib/env'
import { addDays, colomboDay } from '@/lib/colomboDay'
import { hashToken, statusTokenOf } from '@/entries/token'

// The set-up of tests/int/entries-changes.test.ts and entries-mails.test.ts: the real database, jobs queue
// and an SMTP sink; a series of this run's own and entries of it awaiting payment.

export let payload: Payload
let smtp: Awaited<ReturnType<typeof startSmtp>>
const saved = { ...process.env }
export const run = Math.random().toString(36).slice(2, 8)
export const results = addDays(colomboDay(), 200)
let seriesId: number

const readable = (m: ReceivedMail) =>
  m.raw
    .replace(/\r\n[ \t]+/g, ' ')
    .replace(/=\r\n/g, '')
    .replace(/=3D/g, '=')
export const mailsTo = (to: string) => smtp.received.filter((m) => m.to.includes(to)).map(readable)
export const subjects = (to: string) => mailsTo(to).map((m) => /^Subject: (.*)$/m.exec(m)?.[1] ?? '')
export const waitFor = async (ok: () => boolean, ms = 10_000) => {
  const end = Date.now() + ms
  while (!ok() && Date.now() < end) await new Promise((r) => setTimeout(r, 100))
}

export async function newEntry(email: string) {
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

export async function payment(entry: number, method: 'card' | 'bank') {
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

/** The suite's hooks: Payload, the SMTP sink as the site's mail server and the series; afterwards they go. */
export function setUpEntryChanges() {
  beforeAll(async () => {
    payload = await testPayload()
    smtp = await startSmtp()
    Object.assign(process.env, {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      SMTP_FROM: 'website@example.lk',
    })
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
}

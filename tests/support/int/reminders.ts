import { afterAll, beforeAll, expect } from 'vitest'
import type { Payload } from 'payload'
import { testPayload } from './payload'
import { startSmtp, type ReceivedMail } from '../smtp'
import { resetEnvForTests } from '@/lib/env'
import { addDays, colomboDay } from '@/lib/colomboDay'
import { POST as remindMe } from '@/app/(site)/api/reminders/route'
import { POST as confirm } from '@/app/(site)/api/reminders/confirm/route'

// The reminders suites' set-up (tests/int/reminders-*.test.ts): reminders end to end on the real pieces, the
// route handlers, Payload's jobs queue on this run's database (SQLite, or PostgreSQL with TEST_DATABASE_URL),
// and a real SMTP sink. Series dates lie far ahead, and planning is given the day to plan for: a fixed clock
// for the schedule. Each test takes its own days after `base`, so files sharing the database never meet.

export let payload: Payload
let smtp: Awaited<ReturnType<typeof startSmtp>>
const saved = { ...process.env }
export const base = addDays(colomboDay(), 400)
export const run = Math.random().toString(36).slice(2, 8)

export const waitFor = async <T>(read: () => T | Promise<T>, ok: (v: T) => boolean, ms = 10_000): Promise<T> => {
  const end = Date.now() + ms
  for (;;) {
    const v = await read()
    if (ok(v) || Date.now() > end) return v
    await new Promise((r) => setTimeout(r, 100))
  }
}

/** The mail as a reader sees it: headers unfolded, quoted-printable soft breaks and "=3D" undone. */
export const readable = (m: ReceivedMail) =>
  m.raw
    .replace(/\r\n[ \t]+/g, ' ')
    .replace(/=\r\n/g, '')
    .replace(/=3D/g, '=')
export const mailsTo = (address: string) => smtp.received.filter((m) => m.to.includes(address))

/** An IELTS test day whose registration deadline is `deadline`, results 30 days later. */
const seriesMade: number[] = []
export async function newSeries(deadline: string) {
  const doc = await payload.create({
    collection: 'exam-series',
    data: {
      test: 'ielts',
      name: `Reminder test ${run} ${deadline}`,
      standardDeadline: deadline,
      examWindow: { firstPaper: addDays(deadline, 14) },
      resultsDay: addDays(deadline, 30),
      fees: [{ label: 'IELTS test fee', amount: 80750, per: 'test' }],
      _status: 'published',
    },
    overrideAccess: true,
  })
  seriesMade.push(doc.id)
  return doc.id
}

export const post = (
  handler: (req: Request) => Promise<Response>,
  url: string,
  body: string | object,
  headers: Record<string, string> = {},
) =>
  handler(
    new Request(`http://localhost:3999${url}`, {
      method: 'POST',
      headers: {
        'content-type': typeof body === 'string' ? 'application/x-www-form-urlencoded' : 'application/json',
        ...headers,
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  )

export const subscriptionOf = async (email: string, series: number) =>
  (
    await payload.find({
      collection: 'reminder-subscriptions',
      where: { and: [{ email: { equals: email } }, { series: { equals: series } }] },
      overrideAccess: true,
    })
  ).docs[0]

/** Asks for reminders as the form's script would, and answers the token of the confirmation e-mail. */
export async function ask(email: string, series: number): Promise<string> {
  const before = mailsTo(email).length
  const res = await post(remindMe, '/api/reminders', { email, series: String(series) })
  expect(res.status).toBe(202)
  const newest = () =>
    mailsTo(email)
      .slice(before)
      .find((m) => readable(m).includes('Confirm your reminders'))
  const mail = await waitFor(newest, Boolean)
  expect(mail, `confirmation e-mail to ${email}`).toBeTruthy()
  const token = /\/reminders\/([A-Za-z0-9_-]{43})/.exec(readable(mail!))?.[1]
  expect(token).toBeTruthy()
  return token!
}

export async function subscribed(email: string, series: number): Promise<string> {
  const token = await ask(email, series)
  expect((await post(confirm, '/api/reminders/confirm', `token=${token}`)).status).toBe(200)
  return token
}

/** The suite's hooks: Payload, the SMTP sink as the site's mail server; afterwards the series made go. */
export function setUpReminders() {
  beforeAll(async () => {
    payload = await testPayload()
    smtp = await startSmtp()
    Object.assign(process.env, {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      SMTP_FROM: 'website@example.lk',
    })
    resetEnvForTests()
  })

  afterAll(async () => {
    // Deleting the series takes their subscriptions and send log with them (reminders-sign-up tests it).
    await payload.delete({ collection: 'exam-series', where: { id: { in: seriesMade } }, overrideAccess: true })
    process.env = { ...saved }
    resetEnvForTests()
    await smtp.close()
  })
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { testPayload } from '../support/int/payload'
import { startSmtp, type ReceivedMail } from '../support/smtp'
import { graphql, rest, staffToken } from '../support/int/staff'
import { env, resetEnvForTests } from '@/lib/env'
import { addDays, colomboDay } from '@/lib/colomboDay'
import { runDueJobs } from '@/jobs/runner'
import { planDueReminders } from '@/reminders/planner'
import { countReminders } from '@/reminders/subscriptions'
import { POST as remindMe } from '@/app/(site)/api/reminders/route'
import { POST as confirm } from '@/app/(site)/api/reminders/confirm/route'
import { POST as unsubscribe } from '@/app/(site)/api/reminders/unsubscribe/route'

// Reminders end to end on the real pieces: the route handlers, Payload's jobs queue on this run's
// database (SQLite, or PostgreSQL with TEST_DATABASE_URL), and a real SMTP sink. Series dates lie far
// ahead, and planning is given the day to plan for: a fixed clock for the schedule.

let payload: Payload
let smtp: Awaited<ReturnType<typeof startSmtp>>
const saved = { ...process.env }
const base = addDays(colomboDay(), 400)
const run = Math.random().toString(36).slice(2, 8)

const waitFor = async <T>(read: () => T | Promise<T>, ok: (v: T) => boolean, ms = 10_000): Promise<T> => {
  const end = Date.now() + ms
  for (;;) {
    const v = await read()
    if (ok(v) || Date.now() > end) return v
    await new Promise((r) => setTimeout(r, 100))
  }
}

/** The mail as a reader sees it: headers unfolded, quoted-printable soft breaks and "=3D" undone. */
const readable = (m: ReceivedMail) =>
  m.raw
    .replace(/\r\n[ \t]+/g, ' ')
    .replace(/=\r\n/g, '')
    .replace(/=3D/g, '=')
const mailsTo = (address: string) => smtp.received.filter((m) => m.to.includes(address))

/** An IELTS test day whose registration deadline is `deadline`, results 30 days later. */
const seriesMade: number[] = []
async function newSeries(deadline: string) {
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

const post = (
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

const subscriptionOf = async (email: string, series: number) =>
  (
    await payload.find({
      collection: 'reminder-subscriptions',
      where: { and: [{ email: { equals: email } }, { series: { equals: series } }] },
      overrideAccess: true,
    })
  ).docs[0]

/** Asks for reminders as the form's script would, and answers the token of the confirmation e-mail. */
async function ask(email: string, series: number): Promise<string> {
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

async function subscribed(email: string, series: number): Promise<string> {
  const token = await ask(email, series)
  expect((await post(confirm, '/api/reminders/confirm', `token=${token}`)).status).toBe(200)
  return token
}

beforeAll(async () => {
  payload = await testPayload()
  smtp = await startSmtp()
  Object.assign(process.env, { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port), SMTP_FROM: 'website@example.lk' })
  resetEnvForTests()
})

afterAll(async () => {
  // Deleting the series takes their subscriptions and send log with them (tested below).
  await payload.delete({ collection: 'exam-series', where: { id: { in: seriesMade } }, overrideAccess: true })
  process.env = { ...saved }
  resetEnvForTests()
  await smtp.close()
})

describe('reminders: double opt-in', () => {
  it('asking sends a confirmation e-mail whose link carries an unguessable token, not the address', async () => {
    const series = await newSeries(addDays(base, 10))
    const email = `optin-${run}@example.lk`
    const token = await ask(email, series)
    const sub = await subscriptionOf(email, series)
    expect(sub.status).toBe('pending')
    expect(sub.token).toBe(token)
    expect(token).not.toContain('optin')
    // Nothing is planned or sent for an address that has not confirmed, even on the day it would be due.
    expect(await planDueReminders(payload, addDays(base, 3))).toBe(0)
    await new Promise((r) => setTimeout(r, 300))
    expect(mailsTo(email)).toHaveLength(1)
    // A second request within the hour sends no second e-mail (the answer is the same).
    expect((await post(remindMe, '/api/reminders', { email, series: String(series) })).status).toBe(202)
    // Confirming turns it on, once planned the reminder goes out.
    const res = await post(confirm, '/api/reminders/confirm', `token=${token}`, { accept: 'text/html' })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe(`/reminders/${token}?form-result=confirmed`)
    expect((await subscriptionOf(email, series)).status).toBe('confirmed')
    expect(mailsTo(email)).toHaveLength(1)
    expect(await planDueReminders(payload, addDays(base, 3))).toBe(1)
    await waitFor(
      () => mailsTo(email),
      (l) => l.length === 2,
    )
    expect(mailsTo(email)).toHaveLength(2)
  })

  it('the form without JavaScript: a 303 to the inbox page, or to the not-sent page for a bad address', async () => {
    const series = await newSeries(addDays(base, 12))
    const html = { accept: 'text/html,application/xhtml+xml' }
    const ok = await post(remindMe, '/api/reminders', `email=plain-${run}%40example.lk&series=${series}&website=`, html)
    expect([ok.status, ok.headers.get('location')]).toEqual([303, '/reminders/check-your-inbox'])
    const bad = await post(remindMe, '/api/reminders', `email=not-an-address&series=${series}`, html)
    expect([bad.status, bad.headers.get('location')]).toEqual([303, '/reminders/not-sent'])
  })

  it('bad input is a 4xx with a message, never 500; a honeypot bot is told it worked, nothing stored', async () => {
    const series = await newSeries(addDays(base, 14))
    const invalid = await post(remindMe, '/api/reminders', { email: 'nope', series: String(series) })
    expect(invalid.status).toBe(400)
    expect((await invalid.json()).errors.email).toMatch(/valid email/)
    const unknown = await post(remindMe, '/api/reminders', { email: `x-${run}@example.lk`, series: '999999' })
    expect(unknown.status).toBe(400)
    expect((await unknown.json()).errors.series).toMatch(/no longer on the calendar/)
    expect((await post(remindMe, '/api/reminders', 'email', { 'content-type': 'text/plain' })).status).toBe(415)
    expect((await post(remindMe, '/api/reminders', '{"email":', { 'content-type': 'application/json' })).status).toBe(
      400,
    )
    const bot = await post(remindMe, '/api/reminders', {
      email: `bot-${run}@example.lk`,
      series: String(series),
      website: 'http://spam',
    })
    expect(bot.status).toBe(202)
    expect(await subscriptionOf(`bot-${run}@example.lk`, series)).toBeUndefined()
    expect((await post(confirm, '/api/reminders/confirm', 'token=not-a-token')).status).toBe(404)
    expect(
      (await post(unsubscribe, '/api/reminders/unsubscribe?token=' + 'x'.repeat(43), 'List-Unsubscribe=One-Click'))
        .status,
    ).toBe(404)
  })
})

describe('reminders: schedule, moved deadlines, headers', () => {
  it('each reminder goes once: 7 days before, 1 day before and on results day, with RFC 8058 headers', async () => {
    const deadline = addDays(base, 100)
    const series = await newSeries(deadline)
    const email = `schedule-${run}@example.lk`
    const token = await subscribed(email, series)
    expect(await planDueReminders(payload, addDays(deadline, -8))).toBe(0)
    expect(await planDueReminders(payload, addDays(deadline, -7))).toBe(1)
    const first = await waitFor(() => mailsTo(email).find((m) => readable(m).includes('in 7 days')), Boolean)
    const text = readable(first!)
    expect(text).toMatch(/^Subject: Registration deadline in 7 days: IELTS/m)
    expect(text).toContain(`List-Unsubscribe: <http://localhost:3999/api/reminders/unsubscribe?token=${token}>`)
    expect(text).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click')
    expect(text).toContain(`http://localhost:3999/reminders/${token}`)
    // Planned again that day, and on the days before the next reminder: nothing more.
    expect(await planDueReminders(payload, addDays(deadline, -7))).toBe(0)
    expect(await planDueReminders(payload, addDays(deadline, -3))).toBe(0)
    expect(await planDueReminders(payload, addDays(deadline, -1))).toBe(1)
    // Wait for it, so that the two mails cannot cross on the way to the SMTP server.
    await waitFor(() => mailsTo(email).find((m) => readable(m).includes('tomorrow')), Boolean)
    expect(await planDueReminders(payload, addDays(deadline, 30))).toBe(1)
    await waitFor(
      () => mailsTo(email),
      (l) => l.length === 4,
    )
    const subjects = mailsTo(email).map((m) => /^Subject: (.*)$/m.exec(readable(m))?.[1])
    expect(subjects).toEqual([
      expect.stringMatching(/^Confirm your reminders/),
      expect.stringMatching(/^Registration deadline in 7 days/),
      expect.stringMatching(/^Registration deadline tomorrow/),
      expect.stringMatching(/^Results day: IELTS/),
    ])
    // The row is marked sent just after the SMTP server accepted the mail.
    const subscription = (await subscriptionOf(email, series)).id
    const statuses = async () =>
      (
        await payload.find({
          collection: 'reminder-sends',
          where: { subscription: { equals: subscription } },
          sort: 'createdAt',
          overrideAccess: true,
        })
      ).docs.map((d) => d.status)
    expect(await waitFor(statuses, (l) => l.every((st) => st === 'sent'))).toEqual(['sent', 'sent', 'sent'])
  })

  it('a deadline staff move moves its reminders: none at the old date, sent at the new one', async () => {
    const deadline = addDays(base, 200)
    const series = await newSeries(deadline)
    const email = `moved-${run}@example.lk`
    await subscribed(email, series)
    const later = addDays(deadline, 14)
    await payload.update({
      collection: 'exam-series',
      id: series,
      data: { standardDeadline: later },
      overrideAccess: true,
    })
    expect(await planDueReminders(payload, addDays(deadline, -7))).toBe(0)
    expect(await planDueReminders(payload, addDays(later, -7))).toBe(1)
    const mail = await waitFor(() => mailsTo(email).find((m) => readable(m).includes('in 7 days')), Boolean)
    expect(readable(mail!)).toContain(`on ${Number(later.slice(8))} `)
  })

  it('a reminder queued before staff moved the deadline is not sent for the old date; it is replanned', async () => {
    const deadline = addDays(base, 300)
    const series = await newSeries(deadline)
    const email = `requeued-${run}@example.lk`
    await subscribed(email, series)
    Object.assign(process.env, { JOBS_AUTORUN: 'false' })
    resetEnvForTests()
    try {
      expect(await planDueReminders(payload, addDays(deadline, -7))).toBe(1)
    } finally {
      Object.assign(process.env, { JOBS_AUTORUN: 'true' })
      resetEnvForTests()
    }
    await payload.update({
      collection: 'exam-series',
      id: series,
      data: { standardDeadline: addDays(deadline, 20) },
      overrideAccess: true,
    })
    // The queued job runs now (any instance's runner) and finds the reminder no longer due.
    const { docs } = await payload.find({
      collection: 'payload-jobs',
      where: { and: [{ taskSlug: { equals: 'sendReminderEmail' } }, { completedAt: { exists: false } }] },
      overrideAccess: true,
    })
    for (const job of docs) await payload.jobs.runByID({ id: job.id })
    expect(mailsTo(email)).toHaveLength(1)
    const sub = await subscriptionOf(email, series)
    expect(
      (
        await payload.count({
          collection: 'reminder-sends',
          where: { subscription: { equals: sub.id } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(0)
    expect(await planDueReminders(payload, addDays(deadline, 13))).toBe(1)
    await waitFor(
      () => mailsTo(email),
      (l) => l.length === 2,
    )
    expect(mailsTo(email)).toHaveLength(2)
  })
})

describe('reminders: sent once across instances', () => {
  it('two planners and two job runners racing on one database send each reminder exactly once', async () => {
    const deadline = addDays(base, 400)
    const series = await newSeries(deadline)
    const emails = Array.from({ length: 5 }, (_, i) => `race-${i}-${run}@example.lk`)
    for (const email of emails) await subscribed(email, series)
    const day = addDays(deadline, -7)
    const [a, b, c] = await Promise.all([
      planDueReminders(payload, day),
      planDueReminders(payload, day),
      planDueReminders(payload, day),
    ])
    expect(a + b + c).toBe(5)
    if (env().database.kind === 'postgres') await Promise.all([runDueJobs(payload), runDueJobs(payload)])
    await waitFor(() => emails.every((e) => mailsTo(e).length === 2), Boolean)
    await new Promise((r) => setTimeout(r, 500))
    for (const email of emails)
      expect(
        mailsTo(email).filter((m) => readable(m).includes('in 7 days')),
        email,
      ).toHaveLength(1)
    expect(await countReminders(payload, series)).toEqual({ confirmed: 5, pending: 0 })
  })
})

describe('reminders: unsubscribe', () => {
  it('one-click POST (RFC 8058) without a session stops them; nothing is sent after', async () => {
    const deadline = addDays(base, 500)
    const series = await newSeries(deadline)
    const email = `oneclick-${run}@example.lk`
    const token = await subscribed(email, series)
    const res = await post(unsubscribe, `/api/reminders/unsubscribe?token=${token}`, 'List-Unsubscribe=One-Click')
    expect(res.status).toBe(200)
    expect((await subscriptionOf(email, series)).status).toBe('unsubscribed')
    expect(await planDueReminders(payload, addDays(deadline, -7))).toBe(0)
    expect(mailsTo(email)).toHaveLength(1)
  })

  it('the manage page’s buttons: stop this series, or every series of the address', async () => {
    const [s1, s2] = [await newSeries(addDays(base, 600)), await newSeries(addDays(base, 601))]
    const email = `manage-${run}@example.lk`
    const t1 = await subscribed(email, s1)
    await subscribed(email, s2)
    const res = await post(unsubscribe, `/api/reminders/unsubscribe?token=${t1}`, 'all=1', { accept: 'text/html' })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe(`/reminders/${t1}?form-result=stopped`)
    expect((await subscriptionOf(email, s1)).status).toBe('unsubscribed')
    expect((await subscriptionOf(email, s2)).status).toBe('unsubscribed')
    // Asked for again: a new confirmation with a new token; the old links stay stopped.
    const again = await ask(email, s1)
    expect(again).not.toBe(t1)
  })
})

describe('reminders: subscriber addresses are private', () => {
  it('no one reads them through the Local API, REST or GraphQL: visitors, editors, the inbox, admins', async () => {
    const series = await newSeries(addDays(base, 700))
    await ask(`private-${run}@example.lk`, series)
    for (const collection of ['reminder-subscriptions', 'reminder-sends'] as const)
      await expect(payload.find({ collection, overrideAccess: false })).rejects.toThrow()
    expect((await rest('GET', '/api/reminder-subscriptions?limit=5')).status).toBe(403)
    for (const role of ['editor', 'inbox', 'admin'] as const) {
      const token = await staffToken(payload, `reminders-${role}-${run}@example.lk`, [role])
      const res = await rest('GET', '/api/reminder-subscriptions?limit=5', { token })
      expect(res.status, role).toBe(403)
      expect(await res.text()).not.toContain(`private-${run}`)
      const gql = await (await graphql('{ ReminderSubscriptions { docs { email token } } }', token)).text()
      expect(gql, role).not.toContain(`private-${run}`)
      expect(gql, role).toMatch(/not allowed|Cannot query field/)
    }
  })
})

describe('reminders: a deleted series', () => {
  it('takes its subscriptions and their send log with it; staff see a 200, not a database error', async () => {
    const series = await newSeries(addDays(base, 800))
    const email = `deleted-series-${run}@example.lk`
    await subscribed(email, series)
    const sub = await subscriptionOf(email, series)
    await payload.create({
      collection: 'reminder-sends',
      data: { key: `${sub.id}:test:week`, subscription: sub.id, event: 'test', kind: 'week', status: 'sent' },
      overrideAccess: true,
    })
    const token = await staffToken(payload, `series-editor-${run}@example.lk`, ['editor'])
    expect((await rest('DELETE', `/api/exam-series/${series}`, { token })).status).toBe(200)
    expect(
      (await payload.count({ collection: 'exam-series', where: { id: { equals: series } }, overrideAccess: true }))
        .totalDocs,
    ).toBe(0)
    expect(await subscriptionOf(email, series)).toBeUndefined()
    const sends = await payload.count({
      collection: 'reminder-sends',
      where: { subscription: { equals: sub.id } },
      overrideAccess: true,
    })
    expect(sends.totalDocs).toBe(0)
  })
})

import { describe, expect, it } from 'vitest'
import {
  base,
  mailsTo,
  newSeries,
  payload,
  readable,
  run,
  setUpReminders,
  subscribed,
  subscriptionOf,
  waitFor,
} from '../support/int/reminders'
import { env, resetEnvForTests } from '@/lib/env'
import { addDays } from '@/lib/colomboDay'
import { runDueJobs } from '@/jobs/runner'
import { planDueReminders } from '@/reminders/planner'
import { countReminders } from '@/reminders/subscriptions'

// Sending reminders: each once, on its day (7 days and 1 day before the deadline, results day), with RFC 8058
// headers; a deadline staff move moves them; planners and runners racing send each once. The set-up:
// tests/support/int/reminders.ts.

setUpReminders()

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

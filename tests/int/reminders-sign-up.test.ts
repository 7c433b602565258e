import { describe, expect, it } from 'vitest'
import { graphql, rest, staffToken } from '../support/int/staff'
import {
  ask,
  base,
  mailsTo,
  newSeries,
  payload,
  post,
  run,
  setUpReminders,
  subscribed,
  subscriptionOf,
  waitFor,
} from '../support/int/reminders'
import { addDays } from '@/lib/colomboDay'
import { planDueReminders } from '@/reminders/planner'
import { POST as remindMe } from '@/app/(site)/api/reminders/route'
import { POST as confirm } from '@/app/(site)/api/reminders/confirm/route'
import { POST as unsubscribe } from '@/app/(site)/api/reminders/unsubscribe/route'

// Signing up for reminders and leaving them: double opt-in, unsubscribing, addresses no one reads, and a
// deleted series taking its subscriptions along. The set-up: tests/support/int/reminders.ts.

setUpReminders()

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

import type { Payload, Where } from 'payload'
import type { ReminderSubscription } from '@/payload-types'
import { toPublicSeries, type PublicSeries } from '@/calendar/series'
import { runJobSoon } from '@/jobs/runner'
import { newReminderToken, REMINDER_TOKEN } from './links'

// Subscriptions to a series' reminders: asked for, confirmed by the link in the confirmation e-mail
// (double opt-in), stopped by one click. Addresses are read only here, with overrideAccess.

export const SEND_CONFIRMATION = 'sendReminderConfirmation'

/** A second request for the same address and series within this time sends no second e-mail. */
const CONFIRMATION_EVERY_MS = 60 * 60 * 1000

const system = { overrideAccess: true, depth: 0 } as const

/** A published series as the reminders read it (no request: jobs read it too); null when it is not. */
export async function findRemindableSeries(payload: Payload, id: number): Promise<PublicSeries | null> {
  const { docs } = await payload.find({
    collection: 'exam-series',
    where: { id: { equals: id } },
    depth: 2,
    limit: 1,
    overrideAccess: false,
  })
  return docs[0] ? toPublicSeries(docs[0]) : null
}

export type SubscribeOutcome = 'confirmation-sent' | 'nothing-to-send' | 'unknown-series'

/**
 * Asks for reminders: a new (or stopped) subscription waits for confirmation and gets the e-mail
 * with the link; one already waiting gets it again at most hourly; a confirmed one gets nothing.
 * The visitor is told the same in every case, so the form never reveals who subscribed.
 */
export async function requestReminders(
  payload: Payload,
  email: string,
  seriesId: number,
  now = new Date(),
): Promise<SubscribeOutcome> {
  const series = await findRemindableSeries(payload, seriesId)
  if (!series) return 'unknown-series'
  const address = email.trim().toLowerCase()
  const { docs } = await payload.find({
    collection: 'reminder-subscriptions',
    where: { and: [{ email: { equals: address } }, { series: { equals: seriesId } }] },
    limit: 1,
    ...system,
  })
  const found = docs[0]
  if (found?.status === 'confirmed') return 'nothing-to-send'
  if (
    found?.status === 'pending' &&
    found.confirmationSentAt &&
    now.getTime() - Date.parse(found.confirmationSentAt) < CONFIRMATION_EVERY_MS
  )
    return 'nothing-to-send'
  const data = { status: 'pending' as const, confirmationSentAt: now.toISOString() }
  const sub = found
    ? await payload.update({
        collection: 'reminder-subscriptions',
        id: found.id,
        // A stopped subscription asked for again gets a new token: old e-mails' links stay stopped.
        data: found.status === 'unsubscribed' ? { ...data, token: newReminderToken(), unsubscribedAt: null } : data,
        ...system,
      })
    : await payload.create({
        collection: 'reminder-subscriptions',
        data: { ...data, email: address, series: seriesId, token: newReminderToken() },
        ...system,
      })
  const job = await payload.jobs.queue({ task: SEND_CONFIRMATION, input: { subscription: sub.id } })
  runJobSoon(payload, job.id)
  return 'confirmation-sent'
}

/** The subscription a link's token names, or null (a malformed token is never looked up). */
export async function findByToken(payload: Payload, token: string): Promise<ReminderSubscription | null> {
  if (!REMINDER_TOKEN.test(token)) return null
  const { docs } = await payload.find({
    collection: 'reminder-subscriptions',
    where: { token: { equals: token } },
    limit: 1,
    ...system,
  })
  return docs[0] ?? null
}

/** Confirms the subscription of `token`; false when there is none or it was stopped. */
export async function confirmReminders(payload: Payload, token: string): Promise<boolean> {
  const sub = await findByToken(payload, token)
  if (!sub || sub.status === 'unsubscribed') return false
  if (sub.status === 'pending')
    await payload.update({
      collection: 'reminder-subscriptions',
      id: sub.id,
      data: { status: 'confirmed', confirmedAt: new Date().toISOString() },
      ...system,
    })
  return true
}

/** Stops the reminders of `token` (and of every series of the same address, with `all`); false for an unknown token. */
export async function stopReminders(payload: Payload, token: string, { all = false } = {}): Promise<boolean> {
  const sub = await findByToken(payload, token)
  if (!sub) return false
  const where: Where = all
    ? { and: [{ email: { equals: sub.email } }, { status: { not_equals: 'unsubscribed' } }] }
    : { id: { equals: sub.id } }
  await payload.update({
    collection: 'reminder-subscriptions',
    where,
    data: { status: 'unsubscribed', unsubscribedAt: new Date().toISOString() },
    ...system,
  })
  return true
}

/** What the manage page shows: this subscription and the address's other live ones, by series name. */
export async function remindersOf(payload: Payload, token: string) {
  const sub = await findByToken(payload, token)
  if (!sub) return null
  const { docs } = await payload.find({
    collection: 'reminder-subscriptions',
    where: {
      and: [{ email: { equals: sub.email } }, { status: { equals: 'confirmed' } }, { id: { not_equals: sub.id } }],
    },
    limit: 50,
    ...system,
  })
  const named = async (s: ReminderSubscription) => ({
    token: s.token,
    status: s.status,
    series: await findRemindableSeries(payload, s.series as number),
  })
  return { current: await named(sub), others: await Promise.all(docs.map(named)), maskedEmail: maskEmail(sub.email) }
}

/** "a•••@example.lk": enough for its owner to recognise, little for anyone holding the link. */
export const maskEmail = (email: string) => {
  const [local, domain] = email.split('@')
  return `${local.slice(0, 1)}•••@${domain ?? ''}`
}

/** Confirmed subscriptions per series: what staff see, never the addresses. */
export async function countReminders(payload: Payload, seriesId: number) {
  const count = async (status: string) =>
    (
      await payload.count({
        collection: 'reminder-subscriptions',
        where: { and: [{ series: { equals: seriesId } }, { status: { equals: status } }] },
        overrideAccess: true,
      })
    ).totalDocs
  return { confirmed: await count('confirmed'), pending: await count('pending') }
}

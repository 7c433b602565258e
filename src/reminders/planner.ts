import type { Payload } from 'payload'
import { colomboDay } from '@/lib/colomboDay'
import { runJobSoon } from '@/jobs/runner'
import { dueReminders, rulesOf, type DueReminder } from './schedule'
import { findRemindableSeries } from './subscriptions'

// Finds the reminders due today and queues one job per (subscription, event, kind). Any number of
// instances may plan at once: the sent-log's unique key lets exactly one of them queue each.

export const SEND_REMINDER = 'sendReminderEmail'

const system = { overrideAccess: true, depth: 0 } as const

export const sendKey = (subscription: number, due: Pick<DueReminder, 'event' | 'kind'>) =>
  `${subscription}:${due.event}:${due.kind}`

export async function reminderRules(payload: Payload) {
  return rulesOf(await payload.findGlobal({ slug: 'reminder-settings', ...system }))
}

/** Queues the reminders due on `today` (Colombo) that no instance has queued yet; the number queued. */
export async function planDueReminders(payload: Payload, today = colomboDay()): Promise<number> {
  const rules = await reminderRules(payload)
  const { docs: subs } = await payload.find({
    collection: 'reminder-subscriptions',
    where: { status: { equals: 'confirmed' } },
    pagination: false,
    ...system,
  })
  const bySeries = new Map<number, typeof subs>()
  for (const sub of subs) bySeries.set(sub.series as number, [...(bySeries.get(sub.series as number) ?? []), sub])
  let queued = 0
  for (const [seriesId, list] of bySeries) {
    const series = await findRemindableSeries(payload, seriesId)
    if (!series) continue
    const due = dueReminders(series, today, rules)
    if (due.length === 0) continue
    const wanted = list.flatMap((sub) => due.map((d) => ({ sub: sub.id, due: d, key: sendKey(sub.id, d) })))
    const { docs: done } = await payload.find({
      collection: 'reminder-sends',
      where: { key: { in: wanted.map((w) => w.key) } },
      pagination: false,
      ...system,
    })
    const known = new Set(done.map((d) => d.key))
    for (const w of wanted.filter((w) => !known.has(w.key))) {
      const send = await claimSend(payload, { key: w.key, subscription: w.sub, event: w.due.event, kind: w.due.kind })
      if (!send) continue
      const job = await payload.jobs.queue({ task: SEND_REMINDER, input: { send, today } })
      runJobSoon(payload, job.id)
      queued++
    }
  }
  return queued
}

/** Writes the sent-log row; null when another instance wrote the same key first (the unique index refused). */
async function claimSend(payload: Payload, data: { key: string; subscription: number; event: string; kind: string }) {
  try {
    return (await payload.create({ collection: 'reminder-sends', data: { ...data, status: 'queued' }, ...system })).id
  } catch (error) {
    const { totalDocs } = await payload.count({
      collection: 'reminder-sends',
      where: { key: { equals: data.key } },
      overrideAccess: true,
    })
    if (totalDocs > 0) return null
    throw error
  }
}

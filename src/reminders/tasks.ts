import type { Payload, TaskConfig } from 'payload'
import { colomboDay } from '@/lib/colomboDay'
import { env } from '@/lib/env'
import { confirmationEmail, reminderEmail } from './emails'
import { planDueReminders, reminderRules, SEND_REMINDER } from './planner'
import { dueReminders } from './schedule'
import { findRemindableSeries, SEND_CONFIRMATION } from './subscriptions'

// The reminders' jobs, on the default queue with the notification e-mails: claimed atomically on
// PostgreSQL (decision 028), retried with back-off when SMTP fails.

export const PLAN_REMINDERS = 'planReminders'

/** The day a reminder was planned for, or today if that has passed (a retry the next day speaks of the next day). */
const dayOf = (planned?: string | null) => {
  const today = colomboDay()
  return planned && planned > today ? planned : today
}

const system = { overrideAccess: true, depth: 0 } as const
const retries = () => ({ attempts: 10, backoff: { type: 'exponential' as const, delay: env().MAIL_RETRY_DELAY_MS } })

async function companyName(payload: Payload) {
  return (await payload.findGlobal({ slug: 'site-settings', ...system })).companyName || 'Lyceum Assessments'
}

export const planRemindersTask: TaskConfig<{ input: Record<string, never>; output: { queued: number } }> = {
  slug: PLAN_REMINDERS,
  label: 'Queue the reminder e-mails due today',
  retries: { attempts: 3 },
  handler: async ({ req }) => ({ output: { queued: await planDueReminders(req.payload) } }),
}

export const sendConfirmationTask: TaskConfig<{ input: { subscription: number }; output: Record<string, never> }> = {
  slug: SEND_CONFIRMATION,
  label: 'Send a reminder confirmation e-mail',
  inputSchema: [{ name: 'subscription', type: 'number', required: true }],
  retries: retries(),
  handler: async ({ input, req: { payload } }) => {
    const sub = await payload.findByID({
      collection: 'reminder-subscriptions',
      id: input.subscription,
      ...system,
      disableErrors: true,
    })
    if (!sub || sub.status !== 'pending') return { output: {} }
    const series = await findRemindableSeries(payload, sub.series as number)
    if (!series) return { output: {} }
    await payload.sendEmail(
      confirmationEmail({ to: sub.email, token: sub.token, series, company: await companyName(payload) }),
    )
    return { output: {} }
  },
}

/**
 * Sends one queued reminder if it is still due by the series' dates now: a deadline moved since it
 * was queued drops the row, so the reminder is planned again for the new date.
 */
export const sendReminderTask: TaskConfig<{ input: { send: number; today?: string }; output: Record<string, never> }> =
  {
    slug: SEND_REMINDER,
    label: 'Send a reminder e-mail',
    inputSchema: [
      { name: 'send', type: 'number', required: true },
      { name: 'today', type: 'text' },
    ],
    retries: retries(),
    handler: async ({ input, req: { payload } }) => {
      const send = await payload.findByID({
        collection: 'reminder-sends',
        id: input.send,
        ...system,
        disableErrors: true,
      })
      // A job run again after its mail went out sends nothing.
      if (!send || send.status !== 'queued') return { output: {} }
      const sub = await payload.findByID({
        collection: 'reminder-subscriptions',
        id: send.subscription as number,
        ...system,
        disableErrors: true,
      })
      const skip = () =>
        payload.update({ collection: 'reminder-sends', id: send.id, data: { status: 'skipped' }, ...system })
      if (!sub || sub.status !== 'confirmed') return (await skip(), { output: {} })
      const series = await findRemindableSeries(payload, sub.series as number)
      const due =
        series &&
        dueReminders(series, dayOf(input.today), await reminderRules(payload)).find(
          (d) => d.event === send.event && d.kind === send.kind,
        )
      if (!series || !due) {
        await payload.delete({ collection: 'reminder-sends', id: send.id, ...system })
        return { output: {} }
      }
      await payload.sendEmail(
        reminderEmail({ to: sub.email, token: sub.token, series, due, company: await companyName(payload) }),
      )
      await payload.update({
        collection: 'reminder-sends',
        id: send.id,
        data: { status: 'sent', sentAt: new Date().toISOString() },
        ...system,
      })
      return { output: {} }
    },
  }

export const reminderTasks = [planRemindersTask, sendConfirmationTask, sendReminderTask]

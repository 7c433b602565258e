import type { Payload } from 'payload'
import { env } from '@/lib/env'
import { runJobSoon, runsJobs } from '@/jobs/runner'
import { PLAN_REMINDERS } from './tasks'

/** How often each instance that runs jobs queues a planning of the reminders due today. */
export const PLAN_EVERY_MS = 60 * 60 * 1000

/**
 * Called by the server once Payload is ready (src/instrumentation-node.ts): a minute after the start, then
 * hourly, queues the planning job. Instances plan independently; the sent-log keeps each reminder once.
 */
export function startReminderPlanner(payload: Payload): void {
  const settings = env()
  if (!settings.jobsAutorun || settings.NODE_ENV === 'test' || settings.isBuildPhase) return
  const plan = async () => {
    if (!runsJobs()) return
    try {
      const job = await payload.jobs.queue({ task: PLAN_REMINDERS, input: {} })
      runJobSoon(payload, job.id)
    } catch (error) {
      payload.logger.error({ err: error, msg: 'Could not queue the reminders planning' })
    }
  }
  setTimeout(plan, 60_000).unref()
  setInterval(plan, PLAN_EVERY_MS).unref()
}

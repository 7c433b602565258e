import type { Payload, TaskConfig } from 'payload'
import { env } from '@/lib/env'
import { runJobSoon, runsJobs } from '@/jobs/runner'
import { ANONYMISE_ENTRIES, anonymiseDueEntries } from './anonymise'

/** How often each instance that runs jobs queues the anonymisation (it is idempotent: a second run finds nothing). */
export const ANONYMISE_EVERY_MS = 24 * 60 * 60 * 1000

export const anonymiseEntriesTask: TaskConfig<{ input: Record<string, never>; output: { anonymised: number } }> = {
  slug: ANONYMISE_ENTRIES,
  label: 'Anonymise entries past their keeping time',
  retries: { attempts: 3 },
  handler: async ({ req }) => ({ output: { anonymised: await anonymiseDueEntries(req.payload) } }),
}

/**
 * Called by the server once Payload is ready (src/instrumentation-node.ts): five minutes after the start, then
 * daily, queues the anonymisation job on the jobs queue (claimed once across instances on PostgreSQL).
 */
export function startEntryAnonymiser(payload: Payload): void {
  const settings = env()
  if (!settings.jobsAutorun || settings.NODE_ENV === 'test' || settings.isBuildPhase) return
  const run = async () => {
    if (!runsJobs()) return
    try {
      const job = await payload.jobs.queue({ task: ANONYMISE_ENTRIES, input: {} })
      runJobSoon(payload, job.id)
    } catch (error) {
      payload.logger.error({ err: error, msg: 'Could not queue the entries anonymisation' })
    }
  }
  setTimeout(run, 5 * 60_000).unref()
  setInterval(run, ANONYMISE_EVERY_MS).unref()
}

import type { Payload } from 'payload'
import { env } from '@/lib/env'
import { appSlot, onShutdown } from '../../server/shared.mjs'
import { claimDueJobs, claimJob } from './claim'

// Where the jobs queue (notification e-mails) runs. SQLite (one instance): Payload's own runner, a
// scheduled run every ten seconds (payload.config.ts) plus an immediate run per queued job. PostgreSQL
// (any number of instances): this module's poll, with every start of a job claimed atomically
// (claim.ts), so each job runs once even when every instance runs jobs.

const BATCH = 10

type RunnerState = { stopped: boolean; running: Set<Promise<unknown>>; timer?: NodeJS.Timeout }

// Next may load this module in more than one bundle of the same process: the state is per process.
const state = () => appSlot('jobsRunner', (): RunnerState => ({ stopped: false, running: new Set() }))

const usesClaims = () => env().database.kind === 'postgres'

/** Whether this instance runs jobs at all (JOBS_AUTORUN=false leaves them to the others). */
export const runsJobs = () => env().jobsAutorun && !state().stopped

/** Called from Payload's init, in every process: at shutdown the runner stops before the database closes. */
export function registerJobsShutdown(payload: Payload): void {
  onShutdown({ name: 'jobs', run: () => stopJobsRunner(payload) })
}

/**
 * Called by the server once Payload is ready (src/instrumentation-node.ts), so scripts and the build never
 * poll. On PostgreSQL, looks for due jobs every JOBS_POLL_SECONDS: ones an instance without a runner
 * queued, and retries.
 */
export function startJobsPoll(payload: Payload): void {
  const settings = env()
  if (!usesClaims() || !settings.jobsAutorun || settings.NODE_ENV === 'test' || settings.isBuildPhase) return
  const s = state()
  if (s.timer || s.stopped) return
  const every = settings.JOBS_POLL_SECONDS * 1000
  const tick = async () => {
    try {
      await runDueJobs(payload)
    } catch (error) {
      payload.logger.error({ err: error, msg: 'Jobs poll failed' })
    }
    if (!s.stopped) s.timer = setTimeout(tick, every).unref()
  }
  s.timer = setTimeout(tick, every).unref()
}

/** Runs a job just queued, at once, unless another run has it (it is then left to that run). */
export function runJobSoon(payload: Payload, id: number): void {
  if (!runsJobs()) return
  track(
    (async () => {
      if (usesClaims() && !(await claimJob(payload, id))) return
      await payload.jobs.runByID({ id })
    })().catch((error: unknown) => payload.logger.error({ err: error, msg: `Job ${id} run failed` })),
  )
}

/** Claims and runs due jobs, a batch at a time, until none is due or the runner stops. */
export async function runDueJobs(payload: Payload): Promise<number> {
  let ran = 0
  while (!state().stopped) {
    const ids = await claimDueJobs(payload, BATCH)
    if (ids.length === 0) break
    await track(Promise.all(ids.map((id) => payload.jobs.runByID({ id }))))
    ran += ids.length
  }
  return ran
}

/** Stops claiming new jobs and waits for the ones running now (Payload's own schedule too). */
export async function stopJobsRunner(payload: Payload): Promise<void> {
  const s = state()
  s.stopped = true
  clearTimeout(s.timer)
  await Promise.all(payload.crons.map((cron) => cron.stop()))
  await Promise.allSettled([...s.running])
  // A scheduled run already under way (SQLite) finishes its current jobs.
  while (payload.crons.some((cron) => cron.isBusy())) await new Promise((r) => setTimeout(r, 50))
}

function track<T>(work: Promise<T>): Promise<T> {
  const running = state().running
  running.add(work)
  void work.finally(() => running.delete(work)).catch(() => {})
  return work
}

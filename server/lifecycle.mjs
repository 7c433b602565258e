// @ts-check
// What the server (this folder) and the app (Next.js bundles, Payload) share inside one process.
// They do not share module instances, so they meet on globalThis under these names; both sides
// import them from here and nowhere else.

/** The public cache's purge (relayed to the front thread, server/front.mjs), which Payload's change hooks call. */
export const PUBLIC_CACHE = Symbol.for('lyceum.publicCache')
/** Where the app registers the redirect table's loader once Payload has started (the table lives on the front thread). */
export const REDIRECTS = Symbol.for('lyceum.redirects')
/** Set once SIGTERM or SIGINT arrived: /api/health answers 503 from then on. */
const DRAINING = Symbol.for('lyceum.draining')
/** Work the app must finish or close before the process exits (the jobs runner, the database). */
const SHUTDOWN_TASKS = Symbol.for('lyceum.shutdownTasks')

/** @typedef {{ name: string, run: () => Promise<void> | void }} ShutdownTask */

const shared = /** @type {Record<symbol, unknown>} */ (/** @type {unknown} */ (globalThis))

/** Whether this process is shutting down (no new work; the balancer should look elsewhere). */
export function isDraining() {
  return shared[DRAINING] === true
}

export function startDraining() {
  shared[DRAINING] = true
}

/**
 * Registers work to run at shutdown, after requests in flight have finished. Tasks run in the
 * order registered; registering the same name again replaces the earlier task (bundles may load twice).
 * @param {ShutdownTask} task
 */
export function onShutdown(task) {
  const tasks = /** @type {ShutdownTask[]} */ (shared[SHUTDOWN_TASKS] ??= [])
  const at = tasks.findIndex((t) => t.name === task.name)
  if (at >= 0) tasks[at] = task
  else tasks.push(task)
}

/**
 * Runs the registered tasks one after another; a failing task is reported and the next still runs.
 * @param {(name: string, error: unknown) => void} report
 */
export async function runShutdownTasks(report) {
  const tasks = /** @type {ShutdownTask[]} */ (shared[SHUTDOWN_TASKS] ?? [])
  for (const task of tasks) {
    try {
      await task.run()
    } catch (error) {
      report(task.name, error)
    }
  }
}

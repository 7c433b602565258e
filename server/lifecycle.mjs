// @ts-check
// What the server (this folder) and the app (Next.js bundles, Payload) share inside one process.
// They do not share module instances, so they meet on globalThis under these names; both sides
// import them from here and nowhere else.

/** The public cache's purge (relayed to the front thread, server/front.mjs), which Payload's change hooks call. */
export const PUBLIC_CACHE = Symbol.for('lyceum.publicCache')
/** Where the app registers the redirect table's loader once Payload has started (the table lives on the front thread). */
export const REDIRECTS = Symbol.for('lyceum.redirects')
/** Resolved once the public pages of a start are warm (server/front.mjs): the admin's warm-up waits for it.
 * `done` once the admin is warm too (/api/health's `warm`). */
const SITE_WARM = Symbol.for('lyceum.siteWarm')
/** Set once SIGTERM or SIGINT arrived: /api/health answers 503 from then on. */
const DRAINING = Symbol.for('lyceum.draining')
/** Work the app must finish or close before the process exits (the jobs runner, the database). */
const SHUTDOWN_TASKS = Symbol.for('lyceum.shutdownTasks')

/** @typedef {{ name: string, run: () => Promise<void> | void }} ShutdownTask */

const shared = /** @type {Record<symbol, unknown>} */ (/** @type {unknown} */ (globalThis))

/** @typedef {{ promise: Promise<void>, resolve: () => void, done: boolean }} WarmState */

/** @returns {WarmState} */
const siteWarm = () => {
  if (!shared[SITE_WARM]) {
    let resolve = () => {}
    const promise = new Promise((r) => (resolve = () => r(undefined)))
    shared[SITE_WARM] = { promise, resolve, done: false }
  }
  return /** @type {WarmState} */ (shared[SITE_WARM])
}

/** The public pages are warm (or there was nothing to warm). */
export function markSiteWarm() {
  siteWarm().resolve()
}

/** Resolves once the public pages are warm, or after `maxMs`. @param {number} maxMs */
export function whenSiteWarm(maxMs) {
  return Promise.race([siteWarm().promise, new Promise((r) => setTimeout(r, maxMs).unref())])
}

/** The start's warm-up is over: the public pages, then the admin (or there was none to do). */
export function markStartWarm() {
  siteWarm().done = true
}

/** Whether the start's warm-up is over: until then, renders share the CPU with it. */
export function isStartWarm() {
  return siteWarm().done
}

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

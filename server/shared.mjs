// @ts-check
// What the server (this folder) and the app (src/, in Next.js bundles) share, and the only server module src/
// imports. Next bundles src/ in several layers and the server loads its own copies of modules, so module state
// alone would exist several times in one thread: every such state lives in the one object below instead.
import { AsyncLocalStorage } from 'node:async_hooks'

export { CACHE_CHANNEL, purgeMessage, startCacheBus } from './cacheBus.mjs'
export { limitKeyOf } from './clientAddress.mjs'
export { findRedirect, lookupKey } from './redirects.mjs'
export { RESERVED_PATHS, isPagePath } from './routes.mjs'

/**
 * @typedef {import('./cacheBus.mjs').CacheBus} CacheBus
 * @typedef {import('./redirects.mjs').Redirect} Redirect
 * @typedef {import('./cachePurge.mjs').PurgeTags} PurgeTags
 * @typedef {import('./cachePurge.mjs').PurgeOptions} PurgeOptions
 * @typedef {{ name: string, run: () => Promise<void> | void }} ShutdownTask
 * @typedef {{ promise: Promise<void>, resolve: () => void, done: boolean }} WarmState
 * @typedef {'rate-limited' | 'honeypot' | 'upload-refused' | 'sign-in-failed' | 'request-refused'
 *   | 'payment-refused'} SecurityEvent
 */

/**
 * The production server's front thread, as the app reaches it (registered by server/index.mjs).
 * @typedef {object} FrontThread
 * @property {(tags?: PurgeTags, options?: PurgeOptions) => void} purge the public cache's purge
 * @property {(source: () => Promise<Redirect[]>) => void} setRedirectSource the redirect table's loader
 */

/**
 * State the app keeps once per thread, each owned by one module: src/jobs/runner.ts, src/auth/equalWork.ts,
 * src/search/searchIndex.ts, src/lib/payloadConfig.ts, src/lib/sharedLimit.ts (rate limits and their pool),
 * src/lib/publicCache.ts (listeners to content changes).
 * @typedef {'jobsRunner' | 'wrongPasswordTimes' | 'searchIndex' | 'payloadConfig' | 'limits'
 *   | 'contentListeners'} AppSlot
 */

/**
 * @typedef {object} ProcessState
 * @property {FrontThread} [frontThread] absent in development, tests and scripts (no public cache)
 * @property {WarmState} [siteWarm] the public pages are warm (resolve), then the admin too (done)
 * @property {boolean} [draining] SIGTERM or SIGINT arrived: /api/health answers 503
 * @property {ShutdownTask[]} [shutdownTasks] work to finish or close before the process exits
 * @property {Map<string, number>} [securityCounts] security events so far, by kind
 * @property {AsyncLocalStorage<Set<string>>} [renderReads] the tags the render under way has read
 * @property {Partial<Record<AppSlot, unknown>>} app
 */

const KEY = Symbol.for('lyceum.processState')

/** @returns {ProcessState} */
function state() {
  const global = /** @type {{ [KEY]?: ProcessState }} */ (/** @type {unknown} */ (globalThis))
  return (global[KEY] ??= { app: {} })
}

/**
 * The thread's one value for `name`, made by `create` the first time.
 * @template T @param {AppSlot} name @param {() => T} create @returns {T}
 */
export function appSlot(name, create) {
  const app = state().app
  return /** @type {T} */ (app[name] ??= create())
}

/** Forgets a slot (tests that need a fresh value). @param {AppSlot} name */
export function clearAppSlot(name) {
  delete state().app[name]
}

/** @param {FrontThread | undefined} link */
export function setFrontThread(link) {
  state().frontThread = link
}

export const frontThread = () => state().frontThread

/** @returns {WarmState} */
function siteWarm() {
  const s = state()
  if (!s.siteWarm) {
    let resolve = () => {}
    const promise = new Promise((r) => (resolve = () => r(undefined)))
    s.siteWarm = { promise, resolve, done: false }
  }
  return s.siteWarm
}

/** The public pages are warm (or there was nothing to warm). */
export const markSiteWarm = () => siteWarm().resolve()

/** Resolves once the public pages are warm, or after `maxMs`. @param {number} maxMs */
export function whenSiteWarm(maxMs) {
  return Promise.race([siteWarm().promise, new Promise((r) => setTimeout(r, maxMs).unref())])
}

/** The start's warm-up is over: the public pages, then the admin (or there was none to do). */
export function markStartWarm() {
  siteWarm().done = true
}

/** Until the warm-up is over, renders share the CPU with it. */
export const isStartWarm = () => siteWarm().done

/** Whether this process is shutting down (no new work; the balancer should look elsewhere). */
export const isDraining = () => state().draining === true

export function startDraining() {
  state().draining = true
}

/**
 * Registers work to run at shutdown, after requests in flight. Tasks run in order; the same name again
 * replaces the earlier task (bundles may load twice).
 * @param {ShutdownTask} task
 */
export function onShutdown(task) {
  const tasks = (state().shutdownTasks ??= [])
  const at = tasks.findIndex((t) => t.name === task.name)
  if (at >= 0) tasks[at] = task
  else tasks.push(task)
}

/**
 * Runs the tasks one after another; a failing task is reported and the next still runs.
 * @param {(name: string, error: unknown) => void} report
 */
export async function runShutdownTasks(report) {
  for (const task of state().shutdownTasks ?? []) {
    try {
      await task.run()
    } catch (error) {
      report(task.name, error)
    }
  }
}

/**
 * Logs one event an operator counts to see an attack, as a JSON line with the running count of its kind.
 * `details` names the scope (e.g. `{ scope: 'forms', client }`), never a message's content.
 * @param {SecurityEvent} kind @param {Record<string, string | number | undefined>} [details]
 */
export function logSecurityEvent(kind, details = {}) {
  const counts = (state().securityCounts ??= new Map())
  const count = (counts.get(kind) ?? 0) + 1
  counts.set(kind, count)
  console.warn(JSON.stringify({ security: kind, count, ...details, at: new Date().toISOString() }))
}

/** The counts so far in this thread, by kind. @returns {Record<string, number>} */
export const securityEventCounts = () => Object.fromEntries(state().securityCounts ?? [])

/** Where a render's reads are collected (server/renderReads.mjs runs each render inside it). */
export const renderReadsStorage = () => (state().renderReads ??= new AsyncLocalStorage())

/** A read inside a render (a no-op anywhere else: the admin, jobs, a staff member's page). @param {string} tag */
export function recordRead(tag) {
  renderReadsStorage().getStore()?.add(tag)
}

// @ts-check
// The server's settings, read from the environment once at start (src/lib/env.ts is the app's). A bad
// value stops the start with a message naming it.

import net from 'node:net'

/** name: [default, min, max, what it is] */
const SPEC = /** @type {const} */ ({
  TRUST_PROXY: [0, 0, 10, 'reverse proxies in front whose X-Forwarded-For entries are trusted'],
  MAX_BODY_MB: [4, 1, 1024, 'largest request body, in MB, outside the upload collections'],
  MAX_UPLOAD_MB: [
    26,
    1,
    4096,
    'largest request body, in MB, on the upload endpoints (media, downloads, entry documents)',
  ],
  REQUEST_TIMEOUT_SECONDS: [120, 5, 3600, 'time a client has to send a whole request'],
  BODY_IDLE_TIMEOUT_SECONDS: [10, 1, 600, 'time a request body may stall before the connection is closed'],
  RENDER_CONCURRENCY: [2, 1, 64, 'renders that run at once, for all clients together'],
  RENDER_SHARE_PERCENT: [50, 1, 100, 'share of the time renders may take, for all clients together (100: no bound)'],
  RENDER_BURST_SECONDS: [10, 0, 600, 'render time that may be spent at once before the share applies'],
  RENDER_QUEUE: [64, 0, 10_000, 'renders that may wait for their turn, for all clients together'],
  RENDER_WAIT_SECONDS: [10, 1, 120, 'longest a render waits for its turn before the answer is 429'],
  RENDER_CLIENT_CONCURRENCY: [8, 1, 1000, 'renders one client may have running or waiting at once'],
  RENDER_CLIENT_PER_MINUTE: [300, 1, 1_000_000, 'renders one client may cause per minute'],
  RENDER_CLIENT_SHARE_PERCENT: [10, 1, 100, "share of the time one client's renders may take (100: no bound)"],
  RENDER_CLIENT_BURST_SECONDS: [10, 0, 600, 'render time one client may spend at once before its share applies'],
  WARM_PAGES: [100, 0, 10_000, 'pages of the sitemap rendered in the background at start, in its order'],
  CACHE_CLIENT_ENTRIES: [300, 1, 1_000_000, 'new public cache entries one client may add per 10 minutes'],
  PURGE_RERENDER_PAGES: [
    12,
    0,
    500,
    'purged pages rendered again at once after a content change, most visited first (home always)',
  ],
  SHUTDOWN_TIMEOUT_SECONDS: [25, 1, 3600, 'time requests in flight have to finish after SIGTERM or SIGINT'],
})

/** Pino's levels, as the app's LOG_LEVEL (src/lib/env.ts); the request log is at `info`. */
export const LOG_LEVELS = /** @type {const} */ (['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])

/**
 * @typedef {{ -readonly [K in keyof typeof SPEC]: number }
 *   & { LOG_LEVEL: typeof LOG_LEVELS[number], HOST: string | undefined }} Settings
 */

/**
 * @param {Record<string, string | undefined>} source
 * @returns {Settings}
 */
export function readSettings(source) {
  /** @type {Record<string, number | string | undefined>} */
  const settings = {}
  const problems = []
  for (const [name, [fallback, min, max, meaning]] of Object.entries(SPEC)) {
    const raw = source[name]?.trim()
    const value = !raw ? fallback : /^\d+$/.test(raw) ? Number(raw) : NaN
    if (!Number.isInteger(value) || value < min || value > max)
      problems.push(`  ${name}: must be a whole number from ${min} to ${max} (${meaning}); got "${raw}"`)
    settings[name] = value
  }
  const level = source.LOG_LEVEL?.trim() || 'info'
  if (!LOG_LEVELS.includes(/** @type {any} */ (level)))
    problems.push(`  LOG_LEVEL: must be one of ${LOG_LEVELS.join(', ')}; got "${level}"`)
  // The address the public listener binds (HOST=127.0.0.1: this machine only); unset: every interface.
  const host = source.HOST?.trim() || undefined
  if (host && !net.isIP(host) && !/^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/i.test(host))
    problems.push(`  HOST: must be an IP address or a host name (the address to listen on); got "${host}"`)
  if (problems.length) throw new Error(`Invalid environment configuration:\n${problems.join('\n')}\nSee .env.example.`)
  settings.LOG_LEVEL = level
  settings.HOST = host
  return /** @type {Settings} */ (settings)
}

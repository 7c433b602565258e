// @ts-check
// The cache bus: on PostgreSQL a content change NOTIFYs inside its transaction (src/lib/publicCache.ts), so
// every instance purges once it is committed. While the LISTEN connection is lost, pages stay fresh a
// second only, and the cache is purged when it is back (notices sent meanwhile are lost).
import os from 'node:os'
import pg from 'pg'

/** The channel content changes are announced on; the same name in every instance. */
export const CACHE_CHANNEL = 'lyceum_public_cache'
/** This process's name in the messages it sends, so a log line can tell whose change it was. */
export const instanceId = () => `${os.hostname()}/${process.pid}`

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more. */
const MAX_MESSAGE_BYTES = 7999

/**
 * The message a content change sends: small JSON naming what changed (decision 041), or "all" when
 * nothing narrower is known or the tags would not fit in one notification.
 * @param {import('./cachePurge.mjs').PurgeTags} [tags]
 */
export function purgeMessage(tags = 'all') {
  const message = JSON.stringify({ purge: tags, from: instanceId() })
  if (tags === 'all' || Buffer.byteLength(message) <= MAX_MESSAGE_BYTES) return message
  return purgeMessage('all')
}

/**
 * What a heard message asks to purge: its tags, or 'all' for anything else (a message this version
 * does not understand included: purging everything is the safe answer).
 * @param {string | undefined} payload @returns {import('./cachePurge.mjs').PurgeTags}
 */
export function purgeTagsOf(payload) {
  try {
    const tags = JSON.parse(payload ?? '')?.purge
    if (Array.isArray(tags) && tags.length && tags.every((tag) => typeof tag === 'string')) return tags
  } catch {
    // Not JSON: below.
  }
  return 'all'
}

/**
 * Whether DATABASE_URL names PostgreSQL (the app decides the same way in src/lib/env.ts).
 * @param {string | undefined} url
 */
export function isPostgresUrl(url) {
  return /^postgres(ql)?:\/\//.test(url ?? '')
}

/**
 * @typedef {import('./cachePurge.mjs').PurgeTags} PurgeTags
 * @typedef {import('./cachePurge.mjs').PurgeOptions} PurgeOptions
 * @typedef {{ purge(tags?: PurgeTags, options?: PurgeOptions): void, freshMs: number }} Purgeable
 * @typedef {{ info(message: string): void, warn(message: string): void }} BusLog
 * @typedef {{ readonly listening: boolean, close(): Promise<void> }} CacheBus
 */

/**
 * Listens for content changes on PostgreSQL and purges `cache` on each. Returns at once; the
 * connection is made (and remade after a loss, backing off up to `retryMaxMs`) in the background.
 * @param {{
 *   url: string, cache: Purgeable, fallbackFreshMs?: number, retryMs?: number, retryMaxMs?: number, pingMs?: number,
 *   log?: BusLog,
 * }} options
 * @returns {CacheBus}
 */
export function startCacheBus({
  url,
  cache,
  fallbackFreshMs = 1000,
  retryMs = 200,
  retryMaxMs = 10_000,
  pingMs = 15_000,
  log = console,
}) {
  const normalFreshMs = cache.freshMs
  /** @type {pg.Client | undefined} */
  let client
  let listening = false
  /**
   * What was last logged: each change of state is logged once, never each retry.
   * @type {'starting' | 'listening' | 'lost'}
   */
  let state = 'starting'
  let closed = false
  let delay = retryMs
  /** @type {NodeJS.Timeout | undefined} */
  let retry
  /** @type {NodeJS.Timeout | undefined} */
  let ping
  // Until the first LISTEN is in place, no other instance's change would reach us.
  cache.freshMs = fallbackFreshMs

  /** @param {pg.Notification} message */
  const onNotification = (message) => {
    if (message.channel !== CACHE_CHANNEL) return
    // Heard only once the change is committed: the purged pages can be rendered again at once.
    cache.purge(purgeTagsOf(message.payload), { rerender: true })
  }

  /** @param {unknown} error */
  const markLost = (error) => {
    listening = false
    if (ping) clearInterval(ping)
    const dead = client
    client = undefined
    dead?.removeAllListeners('notification')
    dead?.end().catch(() => {})
    if (closed) return
    cache.freshMs = fallbackFreshMs
    if (state !== 'lost') {
      const what = state === 'starting' ? 'could not be opened' : 'was lost'
      state = 'lost'
      log.warn(
        `Cache bus: the PostgreSQL notification connection ${what} (${describe(error)}); ` +
          `pages stay fresh ${fallbackFreshMs} ms until it is back.`,
      )
    }
    retry = setTimeout(connect, delay)
    retry.unref()
    // Back off, with jitter so that instances do not reconnect in step.
    delay = Math.min(retryMaxMs, delay * 2) * (0.75 + Math.random() * 0.5)
  }

  async function connect() {
    if (closed) return
    const next = new pg.Client({
      connectionString: url,
      application_name: 'lyceum-cache-bus',
      keepAlive: true,
      connectionTimeoutMillis: 5000,
    })
    client = next
    // pg emits 'error' for a terminated backend or a broken socket; 'end' when the connection closes.
    next.on('error', (error) => client === next && markLost(error))
    next.on('end', () => client === next && markLost(new Error('connection ended')))
    next.on('notification', onNotification)
    try {
      await next.connect()
      await next.query(`LISTEN ${CACHE_CHANNEL}`)
    } catch (error) {
      if (client === next) markLost(error)
      return
    }
    if (closed || client !== next) return void next.end().catch(() => {})
    listening = true
    delay = retryMs
    cache.freshMs = normalFreshMs
    // Changes made while nobody listened were not heard: start afresh.
    cache.purge()
    const was = state
    state = 'listening'
    log.info(
      `Cache bus: ${was === 'lost' ? 'back, ' : ''}listening for content changes on PostgreSQL ` +
        `(instance ${instanceId()}).`,
    )
    // A connection can die without a word (a dropped route): a query that does not answer marks it lost.
    ping = setInterval(() => {
      const timer = setTimeout(() => client === next && markLost(new Error('no answer to a ping')), 5000)
      next.query('SELECT 1').then(
        () => clearTimeout(timer),
        () => clearTimeout(timer),
      )
    }, pingMs)
    ping.unref()
  }

  void connect()

  return {
    get listening() {
      return listening
    },
    async close() {
      closed = true
      if (retry) clearTimeout(retry)
      if (ping) clearInterval(ping)
      const last = client
      client = undefined
      listening = false
      await last?.end().catch(() => {})
    },
  }
}

/** @param {unknown} error */
function describe(error) {
  return error instanceof Error ? error.message : String(error)
}

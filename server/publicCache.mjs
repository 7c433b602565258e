// @ts-check
// The cache lookup: each public page or JSON answer is rendered once and served to everyone until content
// changes (cachePurge.mjs) or it is a minute old (then served stale while one background render replaces
// it). Its key is the canonical address (routes.mjs), so junk query parameters never make a new render.
// A render waits its turn at the render gate, and one client can add only so many new entries.
import { limitKeyOf } from './clientAddress.mjs'
import { buildEntry } from './cacheEntry.mjs'
import { purge, purgedSince, showsUncommitted } from './cachePurge.mjs'
import { BEST_BROTLI, brotliOf, isStorable } from './compression.mjs'
import { BACKGROUND } from './renderGate.mjs'
import { canonicalUrl } from './routes.mjs'
import { sendEntry, sendRendered } from './send.mjs'

/**
 * @typedef {import('./render.mjs').RenderRequest} RenderRequest
 * @typedef {import('./render.mjs').Rendered} Rendered
 * @typedef {import('./cacheEntry.mjs').Entry} Entry
 * @typedef {import('./cachePurge.mjs').PurgeTags} PurgeTags
 * @typedef {import('./cachePurge.mjs').PurgeOptions} PurgeOptions
 * @typedef {import('./renderGate.mjs').Admission} Admission
 * @typedef {{ enter: (client: string) => Promise<Admission>, idle?: () => boolean }} Gate
 * @typedef {{ retryAfterSeconds: number, busy?: boolean }} Refused
 * @typedef {import('node:http').IncomingMessage} Req @typedef {import('node:http').ServerResponse} Res
 * @typedef {{
 *   render: (r: RenderRequest) => Promise<Rendered>, gate?: Gate, onLimited?: (req: Req, res: Res, r: Refused) => void,
 *   maxEntries?: number, maxBytes?: number, freshMs?: number, clientEntries?: number, clientWindowMs?: number,
 *   rerenderPages?: number, now?: () => number,
 * }} CacheOptions rerenderPages: purged entries rendered again after a purge (most visited first, `/` always)
 */

export class PublicCache {
  /** @param {CacheOptions} options */
  constructor({
    render,
    gate,
    onLimited,
    maxEntries = 500,
    maxBytes = 64 * 1024 * 1024,
    freshMs = 60_000,
    clientEntries = Infinity,
    clientWindowMs = 10 * 60_000,
    rerenderPages = 12,
    now = Date.now,
  }) {
    this.render = render
    this.gate = gate ?? { enter: async () => ({ release: () => {} }) }
    this.onLimited =
      onLimited ??
      ((_req, res, refused) => void res.writeHead(429, { 'retry-after': String(refused.retryAfterSeconds) }).end())
    this.maxEntries = maxEntries
    this.maxBytes = maxBytes
    this.freshMs = freshMs
    this.clientEntries = clientEntries
    this.clientWindowMs = clientWindowMs
    this.rerenderPages = rerenderPages
    this.now = now
    /** Most recently used last. @type {Map<string, Entry>} */
    this.entries = new Map()
    this.bytes = 0
    /** New entries per client in the current window. @type {Map<string, { count: number, since: number }>} */
    this.added = new Map()
    /**
     * Renders under way, with the purge generation they began in.
     * @type {Map<string, { filling: Promise<Entry | Rendered>, generation: number }>}
     */
    this.inflight = new Map()
    /** Stale refreshes: under way (Infinity), or refused until then. @type {Map<string, number>} */
    this.refreshing = new Map()
    // Purge bookkeeping (cachePurge.mjs).
    this.generation = 0
    /** The latest purges, oldest first. @type {{ generation: number, tags: Set<string> | undefined }[]} */
    this.purges = []
    /** Purged entries waiting to be rendered again. @type {Map<string, { request: RenderRequest, hits: number }>} */
    this.purged = new Map()
    /** @type {Promise<void> | undefined} */
    this.rerendering = undefined
    this.rerenderAsked = false
    /** Uncommitted changes' tags ('*': all) and until when they hold. @type {Map<string, number>} */
    this.uncommitted = new Map()
    /** Entries with a quick brotli copy, given the best one while renders idle. @type {Map<string, Entry>} */
    this.unimproved = new Map()
    /** @type {Promise<void> | undefined} */
    this.improving = undefined
  }

  /** @param {PurgeTags} [tags] @param {PurgeOptions} [options] */
  purge(tags = 'all', options = {}) {
    purge(this, tags, options)
  }

  /**
   * A stored answer is sent at once, synchronously (the hot path); else the promise settles once sent.
   * @param {Req} req @param {Res} res @returns {Promise<void> | undefined}
   */
  serve(req, res) {
    const { headers } = req
    const url = canonicalUrl(req.url ?? '/')
    const host = headers.host ?? 'localhost'
    const proto = headers['x-forwarded-proto'] === 'https' ? 'https' : 'http'
    const key = `${proto}://${host}${url}`
    const entry = this.entries.get(key)
    if (entry === undefined) return this.serveMiss(req, res, key, { url, host, proto })
    let state = 'HIT'
    if (this.now() - entry.storedAt > this.freshMs) {
      state = 'STALE'
      this.refresh(key, { url, host, proto })
    }
    entry.hits++
    this.entries.delete(key)
    this.entries.set(key, entry)
    sendEntry(req, res, entry, state)
    return undefined
  }

  /** @param {Req} req @param {Res} res @param {string} key @param {RenderRequest} request */
  async serveMiss(req, res, key, request) {
    const client = String(req.headers['x-client-address'] ?? 'unknown')
    // Joining a render under way costs nothing; a new one waits for its turn at the gate.
    let filling = this.joinable(key)
    if (!filling) {
      const admission = await this.gate.enter(client)
      if (!('release' in admission)) return this.onLimited(req, res, admission)
      filling = this.fill(key, request, client)
      filling.then(admission.release, admission.release)
    }
    const filled = await filling
    if (!('etag' in filled)) return sendRendered(req, res, filled)
    sendEntry(req, res, filled, 'MISS')
  }

  /**
   * Rendered again as the server's own work (after a purge, the warm-up).
   * @param {string} key
   * @param {RenderRequest} request
   */
  async rerender(key, request) {
    // A render begun before the purge is not kept: wait it out.
    await this.inflight.get(key)?.filling.catch(() => {})
    if (this.entries.has(key)) return
    const admission = await this.gate.enter(BACKGROUND)
    if (!('release' in admission)) return
    try {
      await this.fill(key, request)
    } catch (error) {
      console.error(`Rendering ${request.url} again after a purge failed:`, error)
    } finally {
      admission.release()
    }
  }

  /** A stale entry rendered again when the gate has room. @param {string} key @param {RenderRequest} request */
  async refresh(key, request) {
    // Every visitor of a stale entry asks: one goes to the gate, the others return at once.
    if (this.inflight.has(key) || (this.refreshing.get(key) ?? 0) > this.now()) return
    this.refreshing.set(key, Infinity)
    const admission = await this.gate.enter(BACKGROUND)
    // Refused (busy): asked again in a second, not by every request meanwhile.
    if (!('release' in admission)) return void this.refreshing.set(key, this.now() + 1000)
    try {
      await this.fill(key, request)
    } catch (error) {
      console.error(`Refreshing ${request.url} failed:`, error)
    } finally {
      admission.release()
      this.refreshing.delete(key)
    }
  }

  /**
   * Renders and keeps the answer, unless a purge since may have changed what it read.
   * @param {string} key @param {RenderRequest} request @param {string} [client] a new entry counts against them
   * @returns {Promise<Entry | Rendered>}
   */
  fill(key, request, client) {
    const running = this.joinable(key)
    if (running) return running
    const generation = this.generation
    const filling = this.render(request)
      .then(async (rendered) => {
        if (!isStorable(rendered)) return rendered
        const entry = await buildEntry(rendered, this.now(), request)
        const current = !purgedSince(this, generation, entry.tags) && !showsUncommitted(this, entry.tags)
        if (current && (this.entries.has(key) || this.mayAdd(client))) {
          this.store(key, entry)
          this.improve(key, entry)
        }
        return entry
      })
      .finally(() => {
        if (this.inflight.get(key)?.filling === filling) this.inflight.delete(key)
      })
    this.inflight.set(key, { filling, generation })
    return filling
  }

  /** The render under way, unless begun before a purge or while a change is uncommitted. @param {string} key */
  joinable(key) {
    const running = this.inflight.get(key)
    if (!running || running.generation !== this.generation || showsUncommitted(this, undefined)) return undefined
    return running.filling
  }

  /**
   * Whether this client may add one more entry in the window (counted when it may).
   * @param {string | undefined} client
   */
  mayAdd(client) {
    if (client === undefined || this.clientEntries === Infinity) return true
    const now = this.now()
    const key = limitKeyOf(client)
    let added = this.added.get(key)
    if (!added || now - added.since > this.clientWindowMs) {
      if (this.added.size >= 10_000)
        for (const [k, a] of this.added) if (now - a.since > this.clientWindowMs) this.added.delete(k)
      added = { count: 0, since: now }
      this.added.set(key, added)
    }
    if (added.count >= this.clientEntries) return false
    added.count += 1
    return true
  }

  /**
   * Gives kept entries the best brotli copy (~12 % smaller), one at a time while no render runs or waits:
   * its 50-90 ms are never a visitor's wait. An entry replaced or dropped meanwhile is left alone.
   * @param {string} key @param {Entry} entry
   */
  improve(key, entry) {
    if (!entry.quick) return
    this.unimproved.set(key, entry)
    this.improving ??= (async () => {
      while (this.unimproved.size) {
        if (this.gate.idle && !this.gate.idle()) {
          await new Promise((resolve) => setTimeout(resolve, 200))
          continue
        }
        const [[next, waiting]] = this.unimproved
        this.unimproved.delete(next)
        if (this.entries.get(next) !== waiting) continue
        const br = await brotliOf(waiting.identity, BEST_BROTLI)
        if (this.entries.get(next) !== waiting || !waiting.br) continue
        this.bytes += br.length - waiting.br.length
        waiting.size += br.length - waiting.br.length
        Object.assign(waiting, { br, quick: false, lists: undefined })
      }
    })()
      .catch((error) => console.error('Compressing a kept page again failed:', error))
      .finally(() => (this.improving = undefined))
  }

  /** Keeps an entry, evicting the least recently used past the limits. @param {string} key @param {Entry} entry */
  store(key, entry) {
    const previous = this.entries.get(key)
    if (previous) {
      this.entries.delete(key)
      this.bytes -= previous.size
    }
    this.entries.set(key, entry)
    this.bytes += entry.size
    for (const [oldKey, old] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break
      this.entries.delete(oldKey)
      this.bytes -= old.size
    }
  }
}

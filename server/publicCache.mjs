// @ts-check
// The in-process cache of public pages and JSON: each response is rendered once, kept compressed,
// and served to everyone until content changes (purge) or it is a minute old (then served stale
// while one background render replaces it). Staff requests bypass it.
// Its key is the canonical address: query parameters a route does not read are dropped, so junk
// (?utm_source=<random>) is the same entry and never a new render. A render it needs waits for its
// turn at the render gate (renderGate.mjs), and one client can add only so many new entries.
import crypto from 'node:crypto'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { limitKeyOf } from './clientAddress.mjs'
import { BACKGROUND } from './renderGate.mjs'
import { canonicalUrl } from './routes.mjs'

const gzip = promisify(zlib.gzip)
const brotli = promisify(zlib.brotliCompress)

/** What a CDN and the browser are told: revalidate each visit (cheap, ETag), CDN keeps a minute. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=86400'

const REQUEST_ID = 'x-request-id'
const STORED_TYPES = /^(text\/html|application\/json|application\/xml|text\/xml|text\/plain|text\/calendar)/
const DROPPED_HEADERS = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'date',
  'content-length',
  'content-encoding',
  'cache-control',
  'etag',
  'x-nextjs-cache',
  'x-nextjs-prerender',
  'x-nextjs-stale-time',
])

/**
 * @typedef {import('./render.mjs').RenderRequest} RenderRequest
 * @typedef {import('./render.mjs').Rendered} Rendered
 * @typedef {import('./render.mjs').Encoded} Encoded
 * @typedef {{ headers: Record<string, string | string[]>, identity: Buffer, gzip?: Buffer, br?: Buffer, etag: string, storedAt: number, size: number, request?: RenderRequest, tags?: Set<string>, hits: number, lists?: Record<string, StateHeaders>, quick?: boolean }} Entry
 *   tags: what the render read (server/renderReads.mjs); none recorded: any change purges it. hits: visits, to rank re-renders after a purge.
 * @typedef {string[] | 'all'} PurgeTags what changed (src/lib/publicCache.ts): `C`, `C:id`, `global:slug`, or everything
 * @typedef {{ rerender?: boolean, uncommitted?: boolean }} PurgeOptions see PublicCache#purge
 * @typedef {import('./renderGate.mjs').Admission} Admission
 * @typedef {{ enter: (client: string) => Promise<Admission>, idle?: () => boolean }} Gate
 */

/** Whether the cache keeps this answer. @param {Pick<Rendered, 'status' | 'headers' | 'body'>} r */
export function isStorable(r) {
  const type = String(r.headers['content-type'] ?? '')
  return r.status === 200 && !r.headers['set-cookie'] && STORED_TYPES.test(type) && r.body.length <= 2 * 1024 * 1024
}

/** The encoding last picked and what it was picked for: a browser sends the same Accept-Encoding on every request. */
let lastAccept = ''
/** @type {'br' | 'gzip' | 'identity'} */
let lastEncoding = 'identity'

/** @param {string | undefined} accept */
function pickEncoding(accept) {
  if (!accept) return 'identity'
  if (accept !== lastAccept) {
    lastEncoding = /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : 'identity'
    lastAccept = accept
  }
  return lastEncoding
}

/** How long a change purged in its transaction holds back what shows it, at most (SQLite's wait for the commit: src/lib/publicCache.ts). */
const UNCOMMITTED_MS = 10_000

export class PublicCache {
  /**
   * @param {{ render: (r: RenderRequest) => Promise<Rendered>, gate?: Gate, onLimited?: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, refused: { retryAfterSeconds: number, busy?: boolean }) => void, maxEntries?: number, maxBytes?: number, freshMs?: number, clientEntries?: number, clientWindowMs?: number, rerenderPages?: number, now?: () => number }} options
   *   rerenderPages: how many purged entries (most visited first, `/` always) are rendered again at once after a purge
   */
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
    this.now = now
    /** New entries each client added in the current window. @type {Map<string, { count: number, since: number }>} */
    this.added = new Map()
    /** @type {Map<string, Entry>} */
    this.entries = new Map()
    /** Renders under way, with the purge generation they began in. @type {Map<string, { filling: Promise<Entry | Rendered>, generation: number }>} */
    this.inflight = new Map()
    /** Refreshes asked for: under way (Infinity), or refused by the gate and not to be asked again before that time. @type {Map<string, number>} */
    this.refreshing = new Map()
    this.bytes = 0
    this.generation = 0
    /** The latest purges, oldest first: a render that started before one of them is kept only if that purge spared what it read. @type {{ generation: number, tags: Set<string> | undefined }[]} */
    this.purges = []
    this.rerenderPages = rerenderPages
    /** Purged entries waiting to be rendered again, by key. @type {Map<string, { request: RenderRequest, hits: number }>} */
    this.purged = new Map()
    /** The background re-render under way, if any, and whether a purge asked for one meanwhile. @type {Promise<void> | undefined} */
    this.rerendering = undefined
    this.rerenderAsked = false
    /** Changes purged in their transaction and not committed yet, until the purge after the commit (at most UNCOMMITTED_MS): what shows them is sent but not kept meanwhile, for it may have read the old content. @type {Map<string, number>} tag ('*': everything) → until */
    this.uncommitted = new Map()
    /** Entries kept with a quick brotli copy, to be given the best one while renders are idle (improve). @type {Map<string, Entry>} */
    this.unimproved = new Map()
    /** @type {Promise<void> | undefined} */
    this.improving = undefined
  }

  /**
   * Content changed: forget the entries that show it (`tags`; everything when 'all' or none given, and
   * entries that recorded no reads always), and do not keep renders under way that may carry it. The
   * most visited of the purged entries are rendered again in the background unless `rerender` is false
   * (done by a later purge, after the commit). `uncommitted`: the change is not committed yet, so until
   * the purge that follows its commit, renders that show it are not kept (they may have read the old
   * content, and an answer already sent for the change must not be followed by it).
   * @param {PurgeTags} [tags] @param {PurgeOptions} [options]
   */
  purge(tags = 'all', { rerender = true, uncommitted = false } = {}) {
    const changed = tags === 'all' ? undefined : new Set(tags)
    const holds = changed ?? ['*']
    if (uncommitted) for (const tag of holds) this.uncommitted.set(tag, this.now() + UNCOMMITTED_MS)
    else if (changed) for (const tag of changed) this.uncommitted.delete(tag)
    else this.uncommitted.clear()
    this.generation++
    this.purges.push({ generation: this.generation, tags: changed })
    if (this.purges.length > 100) this.purges.shift()
    for (const [key, entry] of this.entries) {
      if (!shows(entry, changed)) continue
      this.entries.delete(key)
      this.bytes -= entry.size
      if (entry.request)
        this.purged.set(key, { request: entry.request, hits: entry.hits + (this.purged.get(key)?.hits ?? 0) })
    }
    if (this.purged.size > this.maxEntries) this.purged.clear()
    if (!rerender) return
    this.rerenderAsked = true
    this.rerenderPurged()
  }

  /** Whether a purge since `generation` may have changed what a render that started then read. @param {number} generation @param {Set<string> | undefined} tags */
  purgedSince(generation, tags) {
    if (generation === this.generation) return false
    // The log no longer reaches back to that render's start: assume the worst.
    if (!this.purges.length || this.purges[0].generation > generation + 1) return true
    return this.purges.some((purge) => purge.generation > generation && shows({ tags }, purge.tags))
  }

  /** Whether a render that read `tags` may show a change not committed yet. @param {Set<string> | undefined} tags */
  showsUncommitted(tags) {
    if (this.uncommitted.size === 0) return false
    const now = this.now()
    for (const [tag, until] of this.uncommitted) {
      // A rolled-back change on PostgreSQL never announces its commit: its hold lapses.
      if (until <= now) this.uncommitted.delete(tag)
      else if (tag === '*' || !tags?.size || tags.has(tag)) return true
    }
    return false
  }

  /** Renders the most visited purged entries again, one at a time through the gate, `/` first. */
  rerenderPurged() {
    if (this.rerendering || !this.rerenderAsked) return
    this.rerenderAsked = false
    const ranked = [...this.purged].sort(([, x], [, y]) => y.hits - x.hits)
    const chosen = [
      ...ranked.filter(([, p]) => isHome(p)),
      ...ranked.filter(([, p]) => !isHome(p)).slice(0, this.rerenderPages),
    ]
    this.purged.clear()
    this.rerendering = (async () => {
      for (const [key, { request, hits }] of chosen) {
        if (this.entries.has(key)) continue
        const generation = this.generation
        await this.rerender(key, request)
        const entry = this.entries.get(key)
        if (entry) entry.hits += hits
        // Purged again while rendering (not kept): it waits for that purge's re-render.
        else if (generation !== this.generation && !this.purged.has(key)) this.purged.set(key, { request, hits })
      }
    })().finally(() => {
      this.rerendering = undefined
      // Purges that came meanwhile.
      this.rerenderPurged()
    })
  }

  /**
   * A stored answer is sent at once, synchronously (the hot path: no promise, no await); otherwise
   * the returned promise settles once the answer is rendered and sent.
   * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
   * @returns {Promise<void> | undefined}
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
    // Most recently used last, so the oldest is evicted first.
    this.entries.delete(key)
    this.entries.set(key, entry)
    sendEntry(req, res, entry, state)
    return undefined
  }

  /** Not stored: rendered (or waited for), then sent. @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res @param {string} key @param {RenderRequest} request */
  async serveMiss(req, res, key, request) {
    const client = String(req.headers['x-client-address'] ?? 'unknown')
    // Waiting on a render already under way costs nothing; a new one waits for its turn at the gate.
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

  /** A purged entry rendered again, after any render of it under way (begun before the purge, so not kept). @param {string} key @param {RenderRequest} request */
  async rerender(key, request) {
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

  /** A stale entry is rendered again in the background, when the gate has room; else it stays stale a little longer. @param {string} key @param {RenderRequest} request */
  async refresh(key, request) {
    // Every visitor of a stale entry asks: one request goes to the gate, the others return at once.
    if (this.inflight.has(key) || (this.refreshing.get(key) ?? 0) > this.now()) return
    this.refreshing.set(key, Infinity)
    const admission = await this.gate.enter(BACKGROUND)
    // Refused (the gate is busy): asked again in a second, not by every request meanwhile.
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

  /** @param {string} key @param {RenderRequest} request @param {string} [client] who asked: a new entry counts against their share @returns {Promise<Entry | Rendered>} */
  fill(key, request, client) {
    const running = this.joinable(key)
    if (running) return running
    const generation = this.generation
    const filling = this.render(request)
      .then(async (rendered) => {
        if (!isStorable(rendered)) return rendered
        const entry = await buildEntry(rendered, this.now(), request)
        const current = !this.purgedSince(generation, entry.tags) && !this.showsUncommitted(entry.tags)
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

  /**
   * The render of `key` under way, if a request now may have its answer: not when it began before a
   * purge (it may show what changed since), nor while a change is not committed yet (it may have read
   * the old content, and the editor's answer may already be out).
   * @param {string} key
   */
  joinable(key) {
    const running = this.inflight.get(key)
    if (!running || running.generation !== this.generation || this.showsUncommitted(undefined)) return undefined
    return running.filling
  }

  /** Whether this client may add one more entry in the current window (counted when it may). @param {string | undefined} client */
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
   * Gives a kept entry the best brotli copy (the same page once decoded, some 12 % smaller), one entry at
   * a time while no render runs or waits: its cost (50-90 ms a page) is never a visitor's wait, nor
   * charged to a render. An entry replaced or dropped meanwhile is left alone.
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

  /** @param {string} key @param {Entry} entry */
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

/** Whether an entry shows something among `changed` (everything changed when undefined). @param {{ tags?: Set<string> }} entry @param {Set<string> | undefined} changed */
function shows({ tags }, changed) {
  if (!changed || !tags?.size) return true
  for (const tag of changed) if (tags.has(tag)) return true
  return false
}

/** The home page, rendered again after every purge that dropped it. @param {{ request: RenderRequest }} purged */
const isHome = ({ request }) => request.url === '/'

/** Brotli's quality at render (about 1 ms a page, some 12 % bigger than the best) and once renders are idle (the best: 50-90 ms a page). */
export const QUICK_BROTLI = 5
const BEST_BROTLI = 11

/** @param {Buffer} body @param {number} quality */
const brotliOf = (body, quality) =>
  brotli(body, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  })

/**
 * A kept answer's compressed bodies and ETag, worked out once per render: on the main thread for the
 * server (server/index.mjs, with the render), here for a renderer that did not. Brotli at a quick
 * quality: the cache makes the best copy later, while no render runs or waits (PublicCache#improve);
 * brotli's best took more of a render's time than Next.js's own work.
 * @param {Buffer} body @returns {Promise<Encoded>}
 */
export async function encode(body) {
  const [gzipped, brotlied] = await Promise.all([gzip(body, { level: 9 }), brotliOf(body, QUICK_BROTLI)])
  return {
    gzip: gzipped,
    br: brotlied,
    etag: `W/"${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    quick: true,
  }
}

/** The answer with its encodings when the cache would keep it. @param {Rendered} rendered @returns {Promise<Rendered>} */
export async function withEncodings(rendered) {
  return isStorable(rendered) ? { ...rendered, encoded: await encode(rendered.body) } : rendered
}

/** @param {Rendered} rendered @param {number} storedAt @param {RenderRequest} request @returns {Promise<Entry>} */
async function buildEntry(rendered, storedAt, request) {
  /** @type {Record<string, string | string[]>} */
  const headers = {}
  for (const [name, value] of Object.entries(rendered.headers)) if (!DROPPED_HEADERS.has(name)) headers[name] = value
  const vary = String(headers.vary ?? '')
  if (!/accept-encoding/i.test(vary)) headers.vary = vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding'
  const body = rendered.body
  const { gzip: gzipped, br: brotlied, etag, quick } = rendered.encoded ?? (await encode(body))
  const size = body.length + gzipped.length + brotlied.length
  const tags = rendered.tags?.length ? new Set(rendered.tags) : undefined
  return { headers, identity: body, gzip: gzipped, br: brotlied, etag, storedAt, size, request, tags, hits: 0, quick }
}

/** What the cache did for each answer (HIT, MISS, STALE, BYPASS), for the request log (server/requestLog.mjs): a property of the answer (a WeakMap costs the hot path more). */
const CACHE_STATE = Symbol('cache state')

/** @param {import('node:http').ServerResponse} res @returns {string | undefined} */
export const cacheStateOf = (res) => /** @type {{ [CACHE_STATE]?: string }} */ (res)[CACHE_STATE]

/** @param {import('node:http').ServerResponse} res @param {string} state */
function setCacheState(res, state) {
  ;/** @type {{ [CACHE_STATE]?: string }} */ (res)[CACHE_STATE] = state
}

/**
 * @typedef {{ identity: HeaderList, gzip: HeaderList, br: HeaderList, notModified: HeaderList }} StateHeaders
 * @typedef {(string | string[] | number)[]} HeaderList name, value, name, value… as writeHead takes them
 */

/**
 * Every header list an entry is sent with, built once: per cache state, one per encoding (with its
 * Content-Encoding and Content-Length) and one for 304. Each ends with the request id's name and an
 * empty value: the one header that differs per request (sendEntry fills it in).
 * @param {Pick<Entry, 'headers' | 'etag' | 'identity' | 'gzip' | 'br'>} entry
 * @returns {Record<string, StateHeaders>}
 */
export function headerListsOf(entry) {
  /** @type {Record<string, StateHeaders>} */
  const lists = {}
  for (const state of ['HIT', 'STALE', 'MISS']) {
    /** @type {HeaderList} */
    const common = []
    for (const name in entry.headers) common.push(name, entry.headers[name])
    common.push('cache-control', PUBLIC_CACHE_CONTROL, 'etag', entry.etag, 'x-cache', state)
    /** @param {Buffer} body @param {string} [encoding] */
    const sized = (body, encoding) => [
      ...common,
      ...(encoding ? ['content-encoding', encoding] : []),
      'content-length',
      body.length,
      REQUEST_ID,
      '',
    ]
    lists[state] = {
      identity: sized(entry.identity),
      gzip: entry.gzip ? sized(entry.gzip, 'gzip') : sized(entry.identity),
      br: entry.br ? sized(entry.br, 'br') : sized(entry.identity),
      notModified: [...common, REQUEST_ID, ''],
    }
  }
  return lists
}

/** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res @param {Entry} entry @param {string} state */
function sendEntry(req, res, entry, state) {
  setCacheState(res, state)
  // Built on the entry's first answer, then reused for every one.
  entry.lists ??= headerListsOf(entry)
  const lists = entry.lists[state]
  const id = req.headers[REQUEST_ID]
  const ifNoneMatch = req.headers['if-none-match']
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === entry.etag || tag.trim() === '*')) {
    res.writeHead(304, withRequestId(lists.notModified, id))
    res.end()
    return
  }
  const encoding = pickEncoding(req.headers['accept-encoding'])
  const body = (encoding === 'br' && entry.br) || (encoding === 'gzip' && entry.gzip) || entry.identity
  res.writeHead(
    200,
    withRequestId(body === entry.identity ? lists.identity : lists[encoding === 'br' ? 'br' : 'gzip'], id),
  )
  res.end(req.method === 'HEAD' ? undefined : body)
}

/**
 * The list with the request id the front door gave (server/index.mjs) as its last value. The list is
 * shared and filled in place: writeHead turns it into bytes at once, before any other request runs.
 * @param {HeaderList} list @param {unknown} id
 */
function withRequestId(list, id) {
  if (typeof id !== 'string') return list.slice(0, -2)
  list[list.length - 1] = id
  return list
}

/**
 * An answer that is not kept (one visitor's page, an error page, a redirect): passed on as it came, compressed if asked.
 * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res @param {Rendered} rendered
 */
export function sendRendered(req, res, rendered) {
  setCacheState(res, 'BYPASS')
  /** @type {Record<string, string | string[]>} */
  const headers = {}
  for (const [name, value] of Object.entries(rendered.headers))
    if (name !== 'connection' && name !== 'keep-alive' && name !== 'transfer-encoding') headers[name] = value
  const { body, encoded } = compressedForOne(req, rendered, headers)
  res.writeHead(rendered.status, {
    ...headers,
    ...encoded,
    'content-length': body.length,
    'x-cache': 'BYPASS',
    ...requestIdOf(req),
  })
  res.end(req.method === 'HEAD' ? undefined : body)
}

/**
 * A page for one visitor (an entry form, a status page, a form's result) compressed as it goes: quick
 * brotli (a 100 KB page in about 2 ms, a fifth of its bytes on a slow phone's line), or gzip.
 * @param {import('node:http').IncomingMessage} req @param {Rendered} rendered @param {Record<string, string | string[]>} headers
 * @returns {{ body: Buffer, encoded: Record<string, string | string[]> }}
 */
function compressedForOne(req, rendered, headers) {
  const plain = { body: rendered.body, encoded: {} }
  const type = String(headers['content-type'] ?? '')
  if (rendered.body.length < 1024 || headers['content-encoding'] || !STORED_TYPES.test(type)) return plain
  const encoding = pickEncoding(String(req.headers['accept-encoding'] ?? ''))
  if (encoding === 'identity') return plain
  const body =
    encoding === 'br'
      ? zlib.brotliCompressSync(rendered.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: QUICK_BROTLI } })
      : zlib.gzipSync(rendered.body, { level: 6 })
  const vary = !headers.vary
    ? 'Accept-Encoding'
    : /accept-encoding/i.test(String(headers.vary))
      ? headers.vary
      : `${headers.vary}, Accept-Encoding`
  return { body, encoded: { 'content-encoding': encoding, vary } }
}

/** The request id the front door gave this request (server/index.mjs), echoed on the answer. @param {import('node:http').IncomingMessage} req */
function requestIdOf(req) {
  const id = req.headers['x-request-id']
  return typeof id === 'string' ? { 'x-request-id': id } : {}
}

// @ts-check
// The redirect step, after the front door and before the cache (a cached `/` must not answer an old
// WordPress `/?p=123`): a fixed page's own spelling (CANONICAL_PATHS), then the editors' redirects, an
// in-memory table loaded through Payload (src/redirects/table.ts) and reloaded after any content change.

import { RESERVED_PATHS } from './routes.mjs'

/**
 * @typedef {{ from: string, location: string, status: 307 | 308 }} Redirect
 * @typedef {() => Promise<Redirect[]>} RedirectSource
 */

/**
 * A redirect source's key: the path without a trailing slash (but `/`), encoded as browsers send it, and the query.
 * @param {string} address
 */
export function lookupKey(address) {
  const url = new URL(address, 'http://site.invalid')
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') || '/' : url.pathname
  return `${path}${url.search === '?' ? '' : url.search}`
}

/**
 * The redirect for path and query, else for the path alone (then the query goes along unless the target has one).
 * @param {Map<string, Redirect>} table @param {string} url
 * @returns {{ location: string, status: 307 | 308 } | undefined}
 */
export function findRedirect(table, url) {
  if (table.size === 0) return undefined
  const key = lookupKey(url)
  const exact = table.get(key)
  if (exact) return exact
  const q = key.indexOf('?')
  if (q === -1) return undefined
  const byPath = table.get(key.slice(0, q))
  if (!byPath) return undefined
  return byPath.location.includes('?')
    ? byPath
    : { status: byPath.status, location: `${byPath.location}${key.slice(q)}` }
}

export class RedirectTable {
  /**
   * @param {{ log?: { error(message: string, error: unknown): void }, retryMs?: number, now?: () => number }} [options]
   */
  constructor({ log = { error: (m, e) => console.error(m, e) }, retryMs = 5000, now = Date.now } = {}) {
    /** @type {Map<string, Redirect>} */
    this.table = new Map()
    /** @type {RedirectSource | undefined} */
    this.source = undefined
    this.stale = true
    this.version = 0
    /** @type {Promise<void> | undefined} */
    this.loading = undefined
    this.retryAt = 0
    this.log = log
    this.retryMs = retryMs
    this.now = now
  }

  /** The app's loader (Payload's Local API), registered once Payload has started. @param {RedirectSource} source */
  setSource(source) {
    this.source = source
    this.invalidate()
  }

  /** Content changed (a redirect, or a document one points to): reload before the next lookup. */
  invalidate() {
    this.stale = true
    this.version += 1
  }

  /** Whether a lookup must wait for a reload first (only right after a change). */
  needsLoad() {
    return this.stale && this.source !== undefined && this.now() >= this.retryAt
  }

  /** Reloads once for every waiting request; a change during the load leaves the table stale. */
  load() {
    const source = this.source
    if (!source) return Promise.resolve()
    this.loading ??= (async () => {
      const version = this.version
      try {
        const redirects = await source()
        this.table = new Map(redirects.map((r) => [r.from, r]))
        if (this.version === version) this.stale = false
      } catch (error) {
        // The old table keeps answering; pages are not held up by a failing database for a while.
        this.retryAt = this.now() + this.retryMs
        this.log.error('Redirects: loading the table failed; the previous one stays in use', error)
      } finally {
        this.loading = undefined
      }
    })()
    return this.loading
  }

  /** @param {string} url */
  find(url) {
    return findRedirect(this.table, url)
  }
}

/**
 * Whether a request may be redirected: a GET or HEAD outside the admin, the APIs and Next's assets.
 * @param {string} method @param {string} url
 */
export function isRedirectable(method, url) {
  return (method === 'GET' || method === 'HEAD') && !RESERVED_PATHS.test(url)
}

/**
 * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
 * @param {{ location: string, status: 307 | 308 }} redirect
 */
export function sendRedirect(req, res, { location, status }) {
  const body = req.method === 'HEAD' ? '' : `Redirecting to ${location}\n`
  res.writeHead(status, {
    location,
    // Kept by a CDN for a minute at most, as pages are: an editor's mistake is undone within a minute.
    'cache-control': status === 308 ? 'public, max-age=0, s-maxage=60' : 'no-store',
    'content-type': 'text/plain; charset=utf-8',
    'content-length': Buffer.byteLength(`Redirecting to ${location}\n`),
  })
  res.end(body)
}

/**
 * @typedef {import('node:http').IncomingMessage} Req @typedef {import('node:http').ServerResponse} Res
 * @typedef {(req: Req, res: Res) => void} Next
 */

/**
 * Answers a GET or HEAD that is redirected; `next` serves everything else, synchronously but for the one
 * reload of the table after a content change (shared by every request waiting on it).
 * @param {Req} req @param {Res} res @param {RedirectTable} table @param {Next} next
 * @param {(req: Req, res: Res) => (error: unknown) => void} failed
 */
export function answerRedirects(req, res, table, next, failed) {
  const { method = 'GET', url = '/' } = req
  if (!isRedirectable(method, url)) return next(req, res)
  const canonical = canonicalRedirect(url)
  if (canonical) return sendRedirectWithId(req, res, canonical)
  if (table.needsLoad()) return void table.load().then(() => redirectOr(req, res, table, next), failed(req, res))
  redirectOr(req, res, table, next)
}

/** @param {Req} req @param {Res} res @param {RedirectTable} table @param {Next} next */
function redirectOr(req, res, table, next) {
  const redirect = table.find(req.url ?? '/')
  if (!redirect) return next(req, res)
  sendRedirectWithId(req, res, redirect)
}

/** @param {Req} req @param {Res} res @param {{ location: string, status: 307 | 308 }} redirect */
function sendRedirectWithId(req, res, redirect) {
  res.setHeader('x-request-id', String(req.headers['x-request-id']))
  sendRedirect(req, res, redirect)
}

// Fixed addresses the site spells, not editors: another letter case is sent (308) to the page's own.
const CANONICAL_PATHS = ['/examinations/IELTS']
const byLowerCase = new Map(CANONICAL_PATHS.map((p) => [p.toLowerCase(), p]))

/**
 * The redirect to a fixed page's own spelling, keeping the query.
 * @param {string} url
 * @returns {{ location: string, status: 308 } | undefined}
 */
export function canonicalRedirect(url) {
  const q = url.indexOf('?')
  const path = q === -1 ? url : url.slice(0, q)
  const canonical = byLowerCase.get(path.replace(/\/+$/, '').toLowerCase())
  if (!canonical || canonical === path) return undefined
  return { location: `${canonical}${q === -1 ? '' : url.slice(q)}`, status: 308 }
}

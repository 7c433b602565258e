// @ts-check
// Redirects editors manage (the `redirects` collection): answered by the server before the public
// cache and before Next.js, so a cached `/` never answers an old WordPress `/?p=123`. The table lives
// in memory (one Map lookup a request); the app loads it through Payload and registers the loader
// (src/redirects/table.ts); any content change marks it stale and the next page request reloads it.

import { RESERVED_PATHS } from './routes.mjs'

/**
 * @typedef {{ from: string, location: string, status: 307 | 308 }} Redirect
 * @typedef {() => Promise<Redirect[]>} RedirectSource
 */

/**
 * The form a redirect's source is kept and looked up in: a path with a leading slash and no trailing
 * one (but `/`), percent-encoded as a browser sends it, and the query as given (no `#fragment`).
 * @param {string} address
 */
export function lookupKey(address) {
  const url = new URL(address, 'http://site.invalid')
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') || '/' : url.pathname
  return `${path}${url.search === '?' ? '' : url.search}`
}

/**
 * The redirect for a request address: its path and query exactly, else its path alone. On a
 * path-alone match the request's query goes along unless the target has a query of its own.
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
  /** @param {{ log?: { error(message: string, error: unknown): void }, retryMs?: number, now?: () => number }} [options] */
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

// @ts-check
// What the server knows of the site's routes: which requests are pages, which answers are the same for every
// visitor, and the query parameters each route reads (a cache key keeps only those). A route states the last
// two in the `cache.mjs` beside it; `npm run generate:routes` gathers them into routes.manifest.mjs.
import { ROUTES } from './routes.manifest.mjs'

/** The site's own addresses (the admin, the APIs, Next's assets): never a page, never redirected. */
export const RESERVED_PATHS = /^\/(admin|api|_next)(\/|\?|$)/
// A file name ends the path (`/og-image.jpg`); the sitemap, robots.txt and the .ics feeds are rendered.
const FILE_NAME = /\/[^/]+\.[a-z0-9]+$/i
const FEED = /\/[^/]+\.(xml|txt|ics)$/i
const FORM_RESULT = /[?&]form-result=/
const STAFF_COOKIE = /(^|;\s*)payload-token=/

/** One of the site's pages: not the admin, an API, Next's assets, a feed or a file. @param {string} pathname */
export const isPagePath = (pathname) => !RESERVED_PATHS.test(pathname) && !hasFileName(pathname)

/** Most paths have no dot and skip the pattern. @param {string} path */
const hasFileName = (path) => path.lastIndexOf('.') > path.lastIndexOf('/') && FILE_NAME.test(path)
/** A file the app serves as it is (not rendered). @param {string} path */
const isFile = (path) => hasFileName(path) && !FEED.test(path)

/** @typedef {import('./routes.manifest.mjs').Route} Route */

// Routes by path; those with [dynamic] segments by their first segment, the most specific first (as Next matches).
const STATIC = new Map(ROUTES.filter((r) => !r.path.includes('[')).map((r) => [r.path, r]))
/** @type {Map<string, { pattern: RegExp, route: Route }[]>} */
const DYNAMIC = new Map()
for (const route of ROUTES.filter((r) => r.path.includes('[')).sort(bySpecificity)) {
  const first = route.path.split('/')[1]
  const key = first.startsWith('[') ? '' : first
  DYNAMIC.set(key, [...(DYNAMIC.get(key) ?? []), { pattern: patternOf(route.path), route }])
}

/** The route a path names, if the site has one. @param {string} path @returns {Route | undefined} */
export function routeOf(path) {
  const known = STATIC.get(path)
  if (known) return known
  const end = path.indexOf('/', 1)
  const under = DYNAMIC.get(path.slice(1, end === -1 ? undefined : end))
  return (under?.find((c) => c.pattern.test(path)) ?? DYNAMIC.get('')?.find((c) => c.pattern.test(path)))?.route
}

/** @param {string} path */
function patternOf(path) {
  const parts = path
    .split('/')
    .slice(1)
    .map((s) =>
      s.startsWith('[[...')
        ? '(?:/.*)?'
        : s.startsWith('[...')
          ? '/.+'
          : s.startsWith('[')
            ? '/[^/]+'
            : `/${escape(s)}`,
    )
  return new RegExp(`^${parts.join('')}$`)
}

/** @param {string} text */
function escape(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** Static segments before dynamic ones before catch-alls, segment by segment. @param {Route} a @param {Route} b */
function bySpecificity(a, b) {
  const rank = (/** @type {string} */ s) =>
    s.startsWith('[[') ? 3 : s.startsWith('[...') ? 2 : s.startsWith('[') ? 1 : 0
  const [x, y] = [a.path.split('/'), b.path.split('/')]
  for (let i = 0; i < Math.min(x.length, y.length); i++) if (rank(x[i]) !== rank(y[i])) return rank(x[i]) - rank(y[i])
  return y.length - x.length
}

/**
 * The address a cached answer is kept and rendered under: the path, and only the query parameters the
 * route reads, in one order (empty ones dropped, but in API calls). A request without a query costs nothing here.
 * @param {string} url
 */
export function canonicalUrl(url) {
  const q = url.indexOf('?')
  if (q === -1) return url
  const path = url.slice(0, q)
  const names = routeOf(path)?.query
  if (!names?.length) return path
  const given = new URLSearchParams(url.slice(q + 1))
  const kept = new URLSearchParams()
  // An API call keeps an empty or repeated parameter as given, so it answers the 400 docs/api.md promises.
  const verbatim = path.startsWith('/api/')
  for (const name of names) {
    const values = given.getAll(name)
    if (verbatim && (values.length > 1 || values[0] === '')) for (const value of values) kept.append(name, value)
    else if (values[0]) kept.set(name, values[0])
  }
  const query = kept.toString()
  return query ? `${path}?${query}` : path
}

/**
 * A GET or HEAD that is not one of Next's client-runtime requests (RSC payloads, server actions):
 * nothing on the site sends those.
 * @param {string} method @param {import('node:http').IncomingHttpHeaders} headers
 */
function isPlainGet(method, headers) {
  if (method !== 'GET' && method !== 'HEAD') return false
  return !(
    headers.rsc ||
    headers['next-action'] ||
    headers['next-router-prefetch'] ||
    headers['next-router-state-tree']
  )
}

/**
 * A page or a feed: what the app renders (through the render gate), cached or not.
 * @param {string} method @param {string} url @param {import('node:http').IncomingHttpHeaders} headers
 */
export function isPageRequest(method, url, headers) {
  const path = pathOf(url)
  return isPlainGet(method, headers) && !RESERVED_PATHS.test(path) && !isFile(path)
}

/** The path of a request's address, without its query. @param {string} url */
const pathOf = (url) => {
  const q = url.indexOf('?')
  return q === -1 ? url : url.slice(0, q)
}

/**
 * A request whose answer is the same for every visitor: a route declared `cached` (pages are, unless they
 * say otherwise), or an address no route names outside the reserved ones (a 404 page).
 * @param {string} method @param {string} url @param {import('node:http').IncomingHttpHeaders} headers
 */
export function isCacheableRequest(method, url, headers) {
  const path = pathOf(url)
  if (!isPlainGet(method, headers) || isFile(path)) return false
  const route = routeOf(path)
  if (route ? !route.cached : RESERVED_PATHS.test(path)) return false
  // A form's result (?form-result=…) belongs to one visitor, and so does whatever staff see.
  if (path !== url && FORM_RESULT.test(url)) return false
  return !(headers.authorization || (headers.cookie !== undefined && STAFF_COOKIE.test(headers.cookie)))
}

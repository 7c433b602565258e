// @ts-check
// What the server knows of the site's routes: which requests are pages, which answers are the same for
// every visitor, and the query parameters each route reads (a cache key keeps only those).

// The public JSON API's GET endpoints (docs/api.md); Payload's own REST answers depend on who asks and are never cached.
const PUBLIC_API = /^\/api\/(get-[a-z-]+|frontend-slider|notifications-read)(\/|$)/
// The query parameters each route reads (docs/api.md, the /blogs and /gallery pages); all others are dropped.
const ROUTE_PARAMS = new Map([
  ['/blogs', ['page']],
  ['/gallery', ['page']],
  ['/api/get-all-blogs', ['page', 'limit']],
  ['/api/get-all-events', ['page', 'limit']],
  ['/exam-calendar', ['exam']],
  ['/api/get-exam-calendar', ['exam']],
  ['/search', ['q', 'page']],
])
const NOT_PAGES = /^\/(admin|_next|api)(\/|$)/
// Pages for one visitor, opened by a link with its token: an entry's status, one's exam reminders.
const PER_VISITOR = /^\/(entries|reminders)\//
// Sitemaps, robots.txt and the exam calendar feeds (.ics) are rendered content, not files.
const FILE = /\/[^/]+\.(?!xml$|txt$|ics$)[a-z0-9]+$/i
const FORM_RESULT = /[?&]form-result=/
const STAFF_COOKIE = /(^|;\s*)payload-token=/

/**
 * The address a cached answer is kept and rendered under: the path, and only the query parameters the
 * route reads, in one order (empty ones dropped, but in API calls). A request without a query costs nothing here.
 * @param {string} url
 */
export function canonicalUrl(url) {
  const q = url.indexOf('?')
  if (q === -1) return url
  const path = url.slice(0, q)
  const names = ROUTE_PARAMS.get(path)
  if (!names) return path
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
 * A page: not the admin, an API, an asset or a file.
 * @param {string} method @param {string} url @param {import('node:http').IncomingHttpHeaders} headers
 */
export function isPageRequest(method, url, headers) {
  const path = pathOf(url)
  return isPlainGet(method, headers) && !NOT_PAGES.test(path) && !isFile(path)
}

/** The path of a request's address, without its query. @param {string} url */
const pathOf = (url) => {
  const q = url.indexOf('?')
  return q === -1 ? url : url.slice(0, q)
}

/** A file's address (an extension after the last slash), but for the rendered ones FILE spares; most paths have no dot and skip the pattern. @param {string} path */
const isFile = (path) => path.lastIndexOf('.') > path.lastIndexOf('/') && FILE.test(path)

/**
 * A page or a public JSON answer that is the same for every visitor.
 * @param {string} method @param {string} url @param {import('node:http').IncomingHttpHeaders} headers
 */
export function isCacheableRequest(method, url, headers) {
  const path = pathOf(url)
  if (!isPlainGet(method, headers) || isFile(path)) return false
  if (NOT_PAGES.test(path) && !PUBLIC_API.test(path)) return false
  if (PER_VISITOR.test(path)) return false
  // A form's result (?form-result=…) belongs to one visitor, and so does whatever staff see.
  if (path !== url && FORM_RESULT.test(url)) return false
  return !(headers.authorization || (headers.cookie !== undefined && STAFF_COOKIE.test(headers.cookie)))
}

// @ts-check
// The warm-up after a start: the sitemap's pages are rendered in the background, in its order (home
// and the main pages first, then posts, galleries and exams), one at a time through the render gate as
// the server's own work, so the first visitors after a deploy find them cached. A visitor's render takes
// turns with it at the gate, and one already cached or under way is not rendered twice.
import { canonicalUrl } from './routes.mjs'

/**
 * @typedef {import('./render.mjs').RenderRequest} RenderRequest
 * @typedef {{ rerender: (key: string, request: RenderRequest) => Promise<void>, entries: Map<string, { identity: Buffer }> }} WarmedCache
 */

/** The key the cache keeps a request's answer under (PublicCache#serve). @param {RenderRequest} request */
export const cacheKeyOf = ({ url, host, proto }) => `${proto}://${host}${canonicalUrl(url)}`

/** The sitemap's addresses as paths (with their query), in its order. @param {string} xml */
export function sitemapPaths(xml) {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].flatMap((m) => {
    try {
      const url = new URL(m[1].replaceAll('&amp;', '&'))
      return [url.pathname + url.search]
    } catch {
      return []
    }
  })
}

/**
 * The pages to warm, in order: `/`, then the first `pages` of the sitemap (rendered through the cache
 * first, so it is kept too).
 * @param {{ cache: WarmedCache, host: string, proto: string, pages: number }} options
 */
export async function pagesToWarm({ cache, host, proto, pages }) {
  if (pages === 0) return []
  const sitemap = await warm(cache, { url: '/sitemap.xml', host, proto })
  if (!sitemap) return []
  return ['/', ...sitemapPaths(sitemap.identity.toString('utf8')).filter((p) => p !== '/')].slice(0, pages)
}

/**
 * The first page of each kind (`/blog/…`, `/gallery/…`, each static page): rendered before the site
 * opens, they load every route's code, which makes a route's first render take seconds on a busy machine.
 * @param {string[]} paths
 */
export function oneOfEachKind(paths) {
  const kinds = new Map()
  for (const path of paths) {
    const kind = path.split('/').length > 2 ? path.replace(/[^/]+$/, '*') : path
    if (!kinds.has(kind)) kinds.set(kind, path)
  }
  return [...kinds.values()]
}

/**
 * Renders these pages one after another (what is cached or under way is not rendered twice), until
 * `until` (a performance.now() time) or until `stopped()` (a shutdown). Resolves with how many are kept.
 * @param {{ cache: WarmedCache, host: string, proto: string, paths: string[], until?: number, stopped?: () => boolean }} options
 */
export async function warmPages({ cache, host, proto, paths, until = Infinity, stopped = () => false }) {
  let warmed = 0
  for (const url of paths) {
    if (performance.now() > until || stopped()) break
    if (await warm(cache, { url, host, proto })) warmed++
  }
  return warmed
}

/** @param {WarmedCache} cache @param {RenderRequest} request */
async function warm(cache, request) {
  await cache.rerender(cacheKeyOf(request), request)
  return cache.entries.get(cacheKeyOf(request))
}

// @ts-check
// The warm-up after a start: the sitemap's pages are rendered in the background, in its order (home
// and the main pages first, then posts, galleries and exams), one at a time through the render gate as
// the server's own work, so the first visitors after a deploy find them cached. A visitor's render takes
// turns with it at the gate, and one already cached or under way is not rendered twice.
import { canonicalUrl } from './publicCache.mjs'

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
 * Renders `/` and the first `pages` of the sitemap for the public address (`host`, `proto`: what
 * visitors' requests are keyed by). Resolves with how many were rendered or already cached.
 * @param {{ cache: WarmedCache, host: string, proto: string, pages: number }} options
 */
export async function warmUp({ cache, host, proto, pages }) {
  if (pages === 0) return 0
  /** @param {string} url */
  const warm = async (url) => {
    const request = { url, host, proto }
    await cache.rerender(cacheKeyOf(request), request)
    return cache.entries.get(cacheKeyOf(request))
  }
  const sitemap = await warm('/sitemap.xml')
  if (!sitemap) return 0
  const paths = ['/', ...sitemapPaths(sitemap.identity.toString('utf8')).filter((p) => p !== '/')].slice(0, pages)
  let warmed = 0
  for (const path of paths) if (await warm(path)) warmed++
  return warmed
}

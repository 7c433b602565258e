// @ts-check
// The warm-up after a start: the sitemap's pages rendered in its order, one at a time as the server's own
// work at the render gate, so the first visitors after a deploy find them cached.
import { canonicalUrl } from './routes.mjs'

/**
 * @typedef {import('./render.mjs').RenderRequest} RenderRequest
 * @typedef {{ rerender: (key: string, request: RenderRequest) => Promise<void>, entries: Map<string, { identity: Buffer
 *   }> }} WarmedCache
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
 * `/`, then the first `pages` of the sitemap (itself rendered through the cache).
 * @param {{ cache: WarmedCache, host: string, proto: string, pages: number }} options
 */
export async function pagesToWarm({ cache, host, proto, pages }) {
  if (pages === 0) return []
  const sitemap = await warm(cache, { url: '/sitemap.xml', host, proto })
  if (!sitemap) return []
  return ['/', ...sitemapPaths(sitemap.identity.toString('utf8')).filter((p) => p !== '/')].slice(0, pages)
}

/**
 * The first page of each kind: rendered before opening, they load every route's code (seconds on a busy machine).
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
 * Renders these pages one by one until `until` (performance.now()) or `stopped()`; resolves with how many are kept.
 * @param {{ cache: WarmedCache, host: string, proto: string, paths: string[], until?: number, stopped?: () => boolean
 *   }} options
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

/** The longest a start waits for its first renders before the site opens (then they go on in the background). */
const WARM_BEFORE_OPEN_MS = 10_000

/**
 * Opens the site after one page of each kind (at most WARM_BEFORE_OPEN_MS), then warms the rest of the sitemap,
 * keyed as visitors' requests are (SERVER_URL's host; https only through a trusted proxy).
 * @param {{ cache: WarmedCache | undefined, settings: import('./settings.mjs').Settings, port: number,
 *   listen: () => void, stopped: () => boolean, warmed: () => void }} options
 *   stopped: a shutdown began (its renders would keep the loopback listener busy); warmed: the admin may warm
 */
export async function warmAndOpen({ cache, settings, port, listen, stopped, warmed }) {
  const site = new URL(process.env.SERVER_URL || `http://localhost:${port}`)
  const where = { host: site.host, proto: settings.TRUST_PROXY > 0 && site.protocol === 'https:' ? 'https' : 'http' }
  const started = performance.now()
  /** @type {string[]} */
  let paths = []
  try {
    if (cache) {
      paths = await pagesToWarm({ cache, ...where, pages: settings.WARM_PAGES })
      await warmPages({ cache, ...where, paths: oneOfEachKind(paths), until: started + WARM_BEFORE_OPEN_MS, stopped })
    }
  } catch (error) {
    console.error('Warming the cache before opening failed:', error)
  }
  listen()
  try {
    if (!cache || paths.length === 0) return
    const count = await warmPages({ cache, ...where, paths, stopped })
    console.log(`> Warmed ${count} pages of the sitemap in ${((performance.now() - started) / 1000).toFixed(1)} s`)
  } catch (error) {
    console.error('Warming the cache from the sitemap failed:', error)
  } finally {
    warmed()
  }
}

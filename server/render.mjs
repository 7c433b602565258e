// @ts-check
// The render, on the main thread for the front thread's `render` calls: a request to Next.js on the
// loopback listener, then reworked: no framework runtime (lightPages.mjs), critical CSS (criticalCss.mjs),
// the site's not-found page for an empty shell. Kept off the front thread: beasties held every answer there.
import http from 'node:http'
import path from 'node:path'
import { createCriticalCss } from './criticalCss.mjs'
import { isErrorShell, lightenPage } from './lightPages.mjs'
import { READS_HEADER, newReadsId, takeReads } from './renderReads.mjs'
import { RENDER_HEADER } from './appProxy.mjs'

/** Next.js's own route for unknown paths: src/app/global-not-found.tsx renders it in full. */
export const NOT_FOUND_PATH = '/_not-found'

// The visitor's connection's own headers (a Content-Length passed on would stall a bodiless render).
const NOT_FORWARDED = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'expect',
  'te',
  'trailer',
  'upgrade',
  'proxy-connection',
  'proxy-authorization',
  'accept-encoding',
  'host',
  RENDER_HEADER,
  READS_HEADER,
])

/**
 * @typedef {{ url: string, host: string, proto: string, headers?: import('node:http').IncomingHttpHeaders }}
 *   RenderRequest
 * @typedef {{
 *   status: number, headers: Record<string, string | string[]>, body: Buffer, tags?: string[], encoded?: Encoded,
 * }} Rendered tags: what it read (renderReads.mjs); encoded: when the cache will keep it (compression.mjs)
 * @typedef {{ gzip: Buffer, br: Buffer, etag: string, quick?: boolean }} Encoded quick: brotli's best comes later
 */

/** @param {{ port: number, token: string }} options the loopback listener's port and secret */
export function createRenderer({ port, token }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 16, timeout: 60_000 })
  // Development changes its stylesheets at every edit: pages link them as they are.
  const criticalCss =
    process.env.NODE_ENV === 'production'
      ? createCriticalCss({
          staticDir: path.resolve(path.dirname(new URL(import.meta.url).pathname), '../.next/static'),
        })
      : async (/** @type {string} */ html) => html

  /** @param {RenderRequest} request @returns {Promise<Rendered>} */
  const fetchFromNext = (request) =>
    new Promise((resolve, reject) => {
      /** @type {import('node:http').OutgoingHttpHeaders} */
      const headers = { accept: 'text/html,application/json;q=0.9,*/*;q=0.8' }
      for (const [name, value] of Object.entries(request.headers ?? {}))
        if (!NOT_FORWARDED.has(name) && value !== undefined) headers[name] = value
      const readsId = newReadsId()
      Object.assign(headers, {
        [READS_HEADER]: readsId,
        host: request.host,
        'x-forwarded-proto': request.proto,
        [RENDER_HEADER]: token,
        'accept-encoding': 'identity',
      })
      const req = http.request({ host: '127.0.0.1', port, path: request.url, agent, headers }, (res) => {
        const chunks = /** @type {Buffer[]} */ ([])
        res.on('data', (chunk) => chunks.push(chunk))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 500,
            headers: /** @type {Record<string, string | string[]>} */ (res.headers),
            body: Buffer.concat(chunks),
            tags: takeReads(readsId),
          }),
        )
        // A failed render's reads are dropped all the same.
        res.on('error', (error) => (takeReads(readsId), reject(error)))
      })
      req.on('error', (error) => (takeReads(readsId), reject(error)))
      req.end()
    })

  /** @param {RenderRequest} request @returns {Promise<Rendered>} */
  async function render(request) {
    let rendered = await fetchFromNext(request)
    if (!String(rendered.headers['content-type'] ?? '').startsWith('text/html')) return rendered
    let html = rendered.body.toString('utf8')
    if (rendered.status === 404 && isErrorShell(html)) {
      rendered = {
        ...(await fetchFromNext({ url: NOT_FOUND_PATH, host: request.host, proto: request.proto })),
        status: 404,
      }
      html = rendered.body.toString('utf8')
    }
    const light = lightenPage(html)
    const painted = await criticalCss(light)
    if (painted === light) return { ...rendered, body: Buffer.from(light) }
    // Next.js also preloads the stylesheet in a Link header: that would fetch it first, at high priority.
    return { ...rendered, headers: withoutStylePreloads(rendered.headers), body: Buffer.from(painted) }
  }

  return { render, close: () => agent.destroy() }
}

/**
 * Without Link preloads of a stylesheet: the page carries its critical CSS.
 * @param {Record<string, string | string[]>} headers
 */
export function withoutStylePreloads(headers) {
  const link = headers.link
  if (!link) return headers
  const kept = (Array.isArray(link) ? link.join(', ') : link)
    .split(/,\s*(?=<)/)
    .filter((entry) => !/;\s*rel="?preload"?/.test(entry) || !/;\s*as="?style"?/.test(entry))
  const { link: _dropped, ...rest } = headers
  return kept.length ? { ...rest, link: kept.join(', ') } : rest
}

// @ts-check
// The server for production and development alike (`npm start`, `npm run dev`): Next.js (with
// Payload) behind the public cache, every page sent without the framework runtime. Development
// differs only in what it must: Next.js compiles on demand, the cache is off, pages reload on change.
import crypto from 'node:crypto'
import http from 'node:http'
import path from 'node:path'
import next from 'next'
import { PublicCache, isCacheableRequest, isPageRequest, sendRendered } from './publicCache.mjs'
import { RENDER_HEADER, createRenderer } from './render.mjs'
import { createStaticBrotli } from './staticBrotli.mjs'
import { createDevReload } from './devReload.mjs'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const dev = process.env.NODE_ENV === 'development'
const port = Number(process.env.PORT || 3000)
const app = next({ dev, dir: root, port })
const handle = app.getRequestHandler()

// Renders come back through this same server, marked with a secret it alone knows.
const renderToken = crypto.randomBytes(16).toString('hex')
const renderer = createRenderer({ port, token: renderToken })
const cache = dev ? undefined : new PublicCache({ render: renderer.render })
const staticBrotli = dev ? () => false : createStaticBrotli(path.join(root, '.next', 'static'))
const devReload = dev ? createDevReload(root) : undefined
// Payload's change hooks (src/lib/publicCache.ts) find the cache here: same process, separate bundles.
if (cache) Object.assign(globalThis, { [Symbol.for('lyceum.publicCache')]: cache })

await app.prepare()

/**
 * A page for one visitor (staff, a form's result, development): rendered for this request only.
 * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
 */
async function servePage(req, res) {
  const { url = '/', headers } = req
  const proto = headers['x-forwarded-proto'] === 'https' ? 'https' : 'http'
  sendRendered(req, res, await renderer.render({ url, host: headers.host ?? 'localhost', proto, headers }))
}

/** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res */
const failed = (req, res) => (/** @type {unknown} */ error) => {
  console.error(`Serving ${req.method} ${req.url} failed:`, error)
  if (!res.headersSent) handle(req, res)
  else res.destroy()
}

// Kept synchronous up to the cache: a cached answer is the hot path.
const server = http.createServer((req, res) => {
  if (req.headers[RENDER_HEADER] === renderToken) {
    delete req.headers[RENDER_HEADER]
    return handle(req, res)
  }
  delete req.headers[RENDER_HEADER]
  if (devReload?.serve(req, res) || staticBrotli(req, res)) return
  const { method = 'GET', url = '/', headers } = req
  if (cache && isCacheableRequest(method, url, headers)) return void cache.serve(req, res).catch(failed(req, res))
  if (isPageRequest(method, url, headers)) return void servePage(req, res).catch(failed(req, res))
  handle(req, res)
})
server.keepAliveTimeout = 65_000
server.listen(port, () => console.log(`> Ready on http://localhost:${port}${dev ? ' (development)' : ''}`))

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    server.close()
    renderer.close()
    devReload?.close()
    process.exit(0)
  })
}

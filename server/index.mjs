// @ts-check
// The production server: Next.js (with Payload) behind the public cache. `npm start` runs it.
import crypto from 'node:crypto'
import http from 'node:http'
import path from 'node:path'
import next from 'next'
import { PublicCache, isCacheableRequest } from './publicCache.mjs'
import { lightenPage } from './lightPages.mjs'
import { createStaticBrotli } from './staticBrotli.mjs'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const port = Number(process.env.PORT || 3000)
const app = next({ dev: false, dir: root, port })
const handle = app.getRequestHandler()

// Renders on a cache miss come back through this same server, marked with a secret it alone knows.
const renderToken = crypto.randomBytes(16).toString('hex')
const agent = new http.Agent({ keepAlive: true, maxSockets: 16 })

/** @param {import('./publicCache.mjs').RenderRequest} request @returns {Promise<import('./publicCache.mjs').Rendered>} */
function render(request) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: request.url,
        agent,
        headers: {
          host: request.host,
          'x-forwarded-proto': request.proto,
          'x-public-render': renderToken,
          'accept-encoding': 'identity',
          accept: 'text/html,application/json;q=0.9,*/*;q=0.8',
        },
      },
      (res) => {
        const chunks = /** @type {Buffer[]} */ ([])
        res.on('data', (chunk) => chunks.push(chunk))
        res.on('end', () => {
          let body = Buffer.concat(chunks)
          if (String(res.headers['content-type'] ?? '').startsWith('text/html')) body = Buffer.from(lightenPage(body.toString('utf8')))
          resolve({ status: res.statusCode ?? 500, headers: /** @type {Record<string, string | string[]>} */ (res.headers), body })
        })
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end()
  })
}

const cache = new PublicCache({ render })
const staticBrotli = createStaticBrotli(path.join(root, '.next', 'static'))
// Payload's change hooks (src/lib/publicCache.ts) find the cache here: same process, separate bundles.
Object.assign(globalThis, { [Symbol.for('lyceum.publicCache')]: cache })

await app.prepare()

const server = http.createServer((req, res) => {
  if (req.headers['x-public-render'] === renderToken) {
    delete req.headers['x-public-render']
    return handle(req, res)
  }
  delete req.headers['x-public-render']
  if (staticBrotli(req, res)) return
  if (!isCacheableRequest(req.method ?? 'GET', req.url ?? '/', req.headers)) return handle(req, res)
  cache.serve(req, res).catch((error) => {
    console.error(`Public cache failed on ${req.url}; serving it uncached:`, error)
    if (!res.headersSent) handle(req, res)
    else res.destroy()
  })
})
server.keepAliveTimeout = 65_000
server.listen(port, () => console.log(`> Ready on http://localhost:${port}`))

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    server.close()
    agent.destroy()
    process.exit(0)
  })
}

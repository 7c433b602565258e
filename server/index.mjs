// @ts-check
// The server (`npm start`, `npm run dev`), main thread (decision 042): Next.js and Payload on a loopback
// listener, every render's work (render.mjs) and the signals (shutdown.mjs). The public listener and its
// steps run on the front thread (front.mjs), which never loads Next.js; they talk by threadChannel.mjs.
import { survivesClosedLogs } from './closedLogs.mjs'
import { dev, root } from './startMode.mjs'
import crypto from 'node:crypto'
import http from 'node:http'
import { Worker } from 'node:worker_threads'
import next from 'next'
import { RENDER_HEADER } from './appProxy.mjs'
import { createRenderer } from './render.mjs'
import { withEncodings } from './compression.mjs'
import { READS_HEADER, collectReads } from './renderReads.mjs'
import { readSettings } from './settings.mjs'
import { markSiteWarm, setFrontThread } from './shared.mjs'
import { createServerLog } from './requestLog.mjs'
import { createShutdown } from './shutdown.mjs'
import { createThreadChannel } from './threadChannel.mjs'

survivesClosedLogs()

/** @type {import('./settings.mjs').Settings} */
let settings
try {
  settings = readSettings(process.env)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
const port = Number(process.env.PORT || 3000)
const app = next({ dev, dir: root, port })
const handle = app.getRequestHandler()
const log = createServerLog(settings.LOG_LEVEL)

// Renders and everything the front thread passes on come to Next.js through this loopback listener,
// marked with a secret only this process knows: it keeps serving while the public listener drains.
const token = crypto.randomBytes(16).toString('hex')
const internal = http.createServer({ joinDuplicateHeaders: true, connectionsCheckingInterval: 2000 }, (req, res) => {
  if (req.headers[RENDER_HEADER] !== token) return void res.writeHead(403, { 'content-length': 0 }).end()
  delete req.headers[RENDER_HEADER]
  // What a render reads is recorded for its cache entry (server/renderReads.mjs).
  collectReads(req.headers[READS_HEADER], () => handle(req, res))
})
internal.keepAliveTimeout = 65_000
// The front thread holds the visitor to its time limits; an upload passed on streams as long as it takes.
internal.requestTimeout = 0
await new Promise((resolve) => internal.listen(0, '127.0.0.1', () => resolve(undefined)))
const appPort = /** @type {import('node:net').AddressInfo} */ (internal.address()).port

const front = new Worker(new URL('./front.mjs', import.meta.url), { workerData: { root, dev, port, appPort, token } })
let exiting = false
// The front thread is the site: if it fails, the process ends (a supervisor starts it again).
front.on('error', (error) => {
  console.error('The front thread failed:', error)
  process.exit(1)
})
front.on('exit', (code) => {
  if (exiting) return
  console.error(`The front thread ended (${code}): exiting`)
  process.exit(1)
})
/** @type {() => Redirect[] | Promise<Redirect[]>} @typedef {import('./redirects.mjs').Redirect} Redirect */
let loadRedirects = () => []
// Renders for the front thread: fetched from the loopback listener, reworked and compressed here, so
// its event loop only ever answers (decision 042).
const renderer = createRenderer({ port: appPort, token })
const channel = createThreadChannel(front, {
  loadRedirects: () => loadRedirects(),
  siteWarm: () => markSiteWarm(),
  render: async (/** @type {import('./render.mjs').RenderRequest} */ request) =>
    withEncodings(await renderer.render(request)),
})
// Payload's change hooks (src/lib/publicCache.ts) and the redirect table's loader (src/redirects/table.ts)
// reach the front thread through server/shared.mjs.
setFrontThread({
  purge: (tags, options) => channel.notify('purge', tags, options),
  setRedirectSource: (source) => {
    loadRedirects = source
    channel.notify('redirectsReady')
  },
})

await app.prepare()
// Development compiles each route on its first request: it opens at once, as Next.js's own server does.
if (!dev) await startPayload()
channel.notify('listen')

/**
 * Payload starts on its first request (migrations, the first admin, the demo content: seconds). That
 * request is made here, before the site opens, so no visitor waits for it and the render budget
 * (server/renderGate.mjs) is not charged for it. The site opens whatever the answer (a 503 says why).
 */
function startPayload() {
  return new Promise((resolve) => {
    const req = http.get(
      { host: '127.0.0.1', port: appPort, path: '/api/health', headers: { [RENDER_HEADER]: token }, timeout: 120_000 },
      (res) => res.resume().on('end', resolve).on('error', resolve),
    )
    req.on('timeout', () => req.destroy(new Error('no answer within 120 s')))
    req.on(
      'error',
      (error) => (console.error('Starting Payload before the site opens failed:', error), resolve(undefined)),
    )
  })
}

const shutdown = createShutdown({
  drainPublic: () => channel.call('drain'),
  internal,
  timeoutMs: settings.SHUTDOWN_TIMEOUT_SECONDS * 1000,
  logger: log.logger,
  exit: (code) => {
    exiting = true
    log.flush()
    process.exit(code)
  },
})
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => void shutdown.begin(signal))

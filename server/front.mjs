// @ts-check
// The front thread (a worker of server/index.mjs): the public listener, the front door, editors'
// redirects and the public cache, on a thread that never loads Next.js, so a cached answer costs what
// it would on a bare Node server (decision 042). Renders are the main thread's work (a call to it:
// server/render.mjs runs there); everything else it does not answer itself goes to Next.js through the
// main thread's loopback listener (server/appProxy.mjs).
// Every request gets its client's address and a request id, and malformed ones (method, path
// encoding, body size) are refused before any route code runs. Each request is logged once
// (server/requestLog.mjs); a drain (server/shutdown.mjs) closes the listener when the main thread says.
import path from 'node:path'
import http from 'node:http'
import { performance } from 'node:perf_hooks'
import { parentPort, workerData } from 'node:worker_threads'
import { PublicCache, sendRendered } from './publicCache.mjs'
import { isCacheableRequest, isPageRequest } from './routes.mjs'
import { ImageCache, isImageRequest } from './imageCache.mjs'
import { READS_HEADER } from './renderReads.mjs'
import { createStaticBrotli } from './staticBrotli.mjs'
import { createReleaseAssets, releasesFolder } from './releaseAssets.mjs'
import { createDevReload } from './devReload.mjs'
import { clientAddressOf, normalizeAddress } from './clientAddress.mjs'
import { ALLOWED_METHODS, originFormOf, refusalOf, sendShortAnswer, tooManyRenders } from './frontDoor.mjs'
import { RenderGate } from './renderGate.mjs'
import { logSecurityEvent } from './securityLog.mjs'
import { readSettings } from './settings.mjs'
import { RedirectTable, isRedirectable, sendRedirect } from './redirects.mjs'
import { canonicalRedirect } from './canonicalPaths.mjs'
import { isPostgresUrl, startCacheBus } from './cacheBus.mjs'
import { createServerLog, requestIdFor } from './requestLog.mjs'
import { createDrain } from './shutdown.mjs'
import { RENDER_HEADER, createAppProxy } from './appProxy.mjs'
import { createThreadChannel } from './threadChannel.mjs'
import { oneOfEachKind, pagesToWarm, warmPages } from './warmUp.mjs'

// The same names as src/lib/clientAddress.ts (the app reads them there).
const CLIENT_ADDRESS = 'x-client-address'
const REQUEST_ID = 'x-request-id'
const MB = 1024 * 1024

/** @type {{ root: string, dev: boolean, port: number, appPort: number, token: string }} */
const { root, dev, port, appPort, token } = workerData
if (!parentPort) throw new Error('server/front.mjs runs as the worker of server/index.mjs')
// The main thread checked them before starting this thread.
const settings = readSettings(process.env)
// As Next.js does on the main thread: a stray error is logged once and the site keeps answering (a crash
// would drop every request in flight).
process.on('unhandledRejection', (reason) => console.error('Unhandled rejection on the front thread:', reason))
process.on('uncaughtException', (error) => console.error('Uncaught exception on the front thread:', error))
const log = createServerLog(settings.LOG_LEVEL)

const app = createAppProxy({ port: appPort, token, tokenHeader: RENDER_HEADER })
/**
 * A render, done on the main thread (server/index.mjs): its buffers arrive as plain byte arrays.
 * @param {import('./render.mjs').RenderRequest} request @returns {Promise<import('./render.mjs').Rendered>}
 */
async function render(request) {
  const rendered = await channel.call('render', request)
  const { encoded } = rendered
  return {
    ...rendered,
    body: asBuffer(rendered.body),
    encoded: encoded && {
      gzip: asBuffer(encoded.gzip),
      br: asBuffer(encoded.br),
      etag: encoded.etag,
      quick: encoded.quick,
    },
  }
}
/** @param {Uint8Array} bytes */
const asBuffer = (bytes) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
const gate = new RenderGate({
  concurrency: settings.RENDER_CONCURRENCY,
  queue: settings.RENDER_QUEUE,
  waitMs: settings.RENDER_WAIT_SECONDS * 1000,
  clientConcurrency: settings.RENDER_CLIENT_CONCURRENCY,
  clientPerMinute: settings.RENDER_CLIENT_PER_MINUTE,
  // Development compiles each page on its first visit (seconds): one developer gets no time budget.
  share: dev ? 1 : settings.RENDER_SHARE_PERCENT / 100,
  burstMs: settings.RENDER_BURST_SECONDS * 1000,
  clientShare: dev ? 1 : settings.RENDER_CLIENT_SHARE_PERCENT / 100,
  clientBurstMs: settings.RENDER_CLIENT_BURST_SECONDS * 1000,
  // Renders are charged the process's CPU time, not the clock's: on a busy machine a render that waits
  // for the CPU costs the site nothing, and would otherwise be refused for the neighbours' load.
  cost: () => {
    const { user, system } = process.cpuUsage()
    return (user + system) / 1000
  },
})
const bodyLimits = { maxBodyBytes: settings.MAX_BODY_MB * MB, maxUploadBytes: settings.MAX_UPLOAD_MB * MB }
const cache = dev
  ? undefined
  : new PublicCache({
      render,
      gate,
      onLimited: refuseRender,
      clientEntries: settings.CACHE_CLIENT_ENTRIES,
      rerenderPages: settings.PURGE_RERENDER_PAGES,
    })
// Next's optimised images, once it has answered them (development has no cache).
const images = dev ? undefined : new ImageCache()
const staticBrotli = dev
  ? () => false
  : createStaticBrotli(path.join(root, '.next', 'static'), path.join(root, 'public', 'assets'))
// During a rollout, the hashed files of the release folders beside this one (server/releaseAssets.mjs).
const otherReleases = dev ? () => false : createReleaseAssets(root, releasesFolder(root, process.env.RELEASES_DIR))
const devReload = dev ? createDevReload(root) : undefined
// Editors' redirects, answered before the cache; the app loads them through Payload (src/redirects/table.ts).
const redirects = new RedirectTable()
// A content change purges the cache (what shows it: decision 041) and reloads the redirect table (development has no cache, but redirects).
const contentChanges = {
  /** @param {import('./publicCache.mjs').PurgeTags} [tags] @param {import('./publicCache.mjs').PurgeOptions} [options] */
  purge: (tags, options) => (cache?.purge(tags, options), images?.purge(tags), redirects.invalidate()),
  get freshMs() {
    return cache?.freshMs ?? 0
  },
  set freshMs(ms) {
    if (cache) cache.freshMs = ms
  },
}
// On PostgreSQL, every instance's content changes purge this cache too (server/cacheBus.mjs).
const cacheBus =
  cache && isPostgresUrl(process.env.DATABASE_URL)
    ? startCacheBus({ url: String(process.env.DATABASE_URL), cache: contentChanges })
    : undefined

/**
 * A page for one visitor (staff, a form's result, development): rendered for this request only.
 * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
 */
async function servePage(req, res) {
  const { url = '/', headers } = req
  const admission = await gate.enter(String(headers[CLIENT_ADDRESS]))
  if (!('release' in admission)) return refuseRender(req, res, admission)
  try {
    const proto = headers['x-forwarded-proto'] === 'https' ? 'https' : 'http'
    sendRendered(req, res, await render({ url, host: headers.host ?? 'localhost', proto, headers }))
  } finally {
    admission.release()
  }
}

/** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res @param {{ retryAfterSeconds: number, busy?: boolean }} refused */
function refuseRender(req, res, { retryAfterSeconds, busy }) {
  logSecurityEvent('rate-limited', { scope: busy ? 'renders-busy' : 'renders', ...about(req) })
  sendShortAnswer(req, res, tooManyRenders(retryAfterSeconds, busy))
}

/** What the log says about a request: never a body, a header's content or a query. @param {import('node:http').IncomingMessage} req */
function about(req) {
  return {
    client: String(req.headers[CLIENT_ADDRESS]),
    method: req.method?.slice(0, 20),
    path: (req.url ?? '/').split('?')[0].slice(0, 200),
    requestId: String(req.headers[REQUEST_ID]),
  }
}

/**
 * Logged once with the request id, so the visitor's report finds it; the visitor never sees the error
 * (Next.js answers with its error page).
 * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
 */
const failed = (req, res) => (/** @type {unknown} */ error) => {
  console.error(`Serving ${req.method} ${about(req).path} failed (request ${req.headers[REQUEST_ID]}):`, error)
  if (res.headersSent) return void res.destroy()
  res.setHeader(REQUEST_ID, String(req.headers[REQUEST_ID]))
  app.pass(req, res)
}

/**
 * A body that stops arriving is answered 408 and its connection closed (a Content-Length that lies
 * must not hold anything); once the body is in, the answer may take as long as it needs.
 * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
 */
function watchBody(req, res) {
  req.setTimeout(settings.BODY_IDLE_TIMEOUT_SECONDS * 1000, () => {
    logSecurityEvent('request-refused', { reason: 'body-stalled', status: 408, ...about(req) })
    if (!res.headersSent)
      sendShortAnswer(req, res, { status: 408, message: 'The request body stopped arriving; send it again.' })
    req.socket.destroySoon()
  })
  res.on('timeout', () => {})
}

// Kept synchronous up to the cache: a cached answer is the hot path.
// Repeated headers are joined rather than dropped, so the front door sees a second Host.
// Timeouts are checked every 2 s (Node's default, 30 s, would let a stalled request live 50 s).
const server = http.createServer({ joinDuplicateHeaders: true, connectionsCheckingInterval: 2000 }, (req, res) => {
  const startedAt = performance.now()
  if (drain.draining) res.shouldKeepAlive = false
  try {
    handle(req, res)
  } catch (error) {
    failed(req, res)(error)
  }
  // An answer sent at once (cached, refused, redirected) is logged now: a listener and the drain's
  // bookkeeping per answer cost a small cached one 3-4 % of its speed. One under way is followed.
  if (res.writableEnded) {
    if (log.enabled) log.request(req, res, startedAt, true)
    return
  }
  drain.track(res)
  res.on('close', () => {
    drain.done(res)
    if (log.enabled) log.request(req, res, startedAt)
  })
})

/** Everything up to the answer, synchronous up to the cache. @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res */
function handle(req, res) {
  const { headers } = req
  // Renders reach Next.js only with this process's secret, and name their reads only from here.
  if (headers[RENDER_HEADER] !== undefined) delete headers[RENDER_HEADER]
  if (headers[READS_HEADER] !== undefined) delete headers[READS_HEADER]
  // Whatever a client sent under these names is replaced; a trusted proxy's request id is kept.
  headers[REQUEST_ID] = requestIdFor(headers[REQUEST_ID], settings.TRUST_PROXY)
  headers[CLIENT_ADDRESS] = clientAddressOf(req.socket.remoteAddress, headers['x-forwarded-for'], settings.TRUST_PROXY)
  // Whether the visitor came over https is, like the address, only a trusted proxy's word.
  if (settings.TRUST_PROXY === 0 && headers['x-forwarded-proto'] !== undefined) delete headers['x-forwarded-proto']
  const { method = 'GET' } = req
  // Not a path (`*`, `http://host/…`, `host:80`): put as one, answered (OPTIONS *) or refused.
  if (req.url?.charCodeAt(0) !== 47) {
    const target = originFormOf(method, req.url ?? '')
    if ('status' in target) {
      if (target.status !== 204)
        logSecurityEvent('request-refused', { reason: target.reason, status: target.status, ...about(req) })
      return sendShortAnswer(req, res, target)
    }
    req.url = target.url
    headers.host = target.host
  }
  const { url = '/' } = req
  const refusal = refusalOf(method, url, headers, bodyLimits)
  if (refusal) {
    logSecurityEvent('request-refused', { reason: refusal.reason, status: refusal.status, ...about(req) })
    return sendShortAnswer(req, res, refusal)
  }
  if (headers['content-length'] !== undefined || headers['transfer-encoding'] !== undefined) watchBody(req, res)
  if (!isRedirectable(method, url)) return serve(req, res, method, url)
  const canonical = canonicalRedirect(url)
  if (canonical) {
    res.setHeader(REQUEST_ID, String(headers[REQUEST_ID]))
    return sendRedirect(req, res, canonical)
  }
  // Right after a content change the table reloads first (once, for every request waiting on it).
  if (redirects.needsLoad())
    return void redirects.load().then(() => redirectOrServe(req, res, method, url), failed(req, res))
  redirectOrServe(req, res, method, url)
}

/** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res @param {string} method @param {string} url */
function redirectOrServe(req, res, method, url) {
  const redirect = redirects.find(url)
  if (!redirect) return serve(req, res, method, url)
  res.setHeader(REQUEST_ID, String(req.headers[REQUEST_ID]))
  sendRedirect(req, res, redirect)
}

/**
 * Past the front door and the redirects: Next's assets, the cache, a page for one visitor, or Next.js.
 * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res @param {string} method @param {string} url
 */
function serve(req, res, method, url) {
  const { headers } = req
  const cacheable = cache !== undefined && isCacheableRequest(method, url, headers)
  // The cache writes the id with its own headers (one writeHead, the hot path); everything else gets it here.
  if (!cacheable) res.setHeader(REQUEST_ID, String(headers[REQUEST_ID]))
  const hashed = url.startsWith('/_next/static/') || url.startsWith('/assets/')
  if (devReload?.serve(req, res) || (hashed && (staticBrotli(req, res) || otherReleases(req, res)))) return
  if (cacheable) {
    // A stored answer is sent synchronously; only a render comes back as a promise.
    return void cache.serve(req, res)?.catch(failed(req, res))
  }
  if (isPageRequest(method, url, headers)) return void servePage(req, res).catch(failed(req, res))
  if (images && isImageRequest(method, url))
    return void (images.serve(req, res) || app.pass(req, res, images.collector(req)))
  app.pass(req, res)
}
server.keepAliveTimeout = 65_000
// Slow clients hold nothing for long: headers within 20 s, a whole request within REQUEST_TIMEOUT_SECONDS.
server.headersTimeout = 20_000
server.requestTimeout = settings.REQUEST_TIMEOUT_SECONDS * 1000

// What Node's parser refuses before a request exists: a method it does not know (TRACK), broken
// syntax, headers too large. Answered as Node would, with 405 for a method, and logged.
server.on('clientError', (/** @type {NodeJS.ErrnoException} */ error, socket) => {
  if (error.code === 'ECONNRESET' || !socket.writable) return void socket.destroy()
  const status =
    error.code === 'HPE_INVALID_METHOD'
      ? 405
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? 431
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? 408
          : 400
  logSecurityEvent('request-refused', {
    reason: String(error.code ?? 'parse'),
    status,
    client: normalizeAddress(/** @type {import('node:net').Socket} */ (socket).remoteAddress),
  })
  const allow = status === 405 ? `Allow: ${ALLOWED_METHODS.join(', ')}\r\n` : ''
  socket.end(
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n${allow}Connection: close\r\nContent-Length: 0\r\n\r\n`,
  )
})
// CONNECT asks the server to be a proxy: it is not one.
server.on('connect', (req, socket) => {
  logSecurityEvent('request-refused', {
    reason: 'method',
    status: 405,
    method: 'CONNECT',
    client: clientAddressOf(req.socket.remoteAddress, req.headers['x-forwarded-for'], settings.TRUST_PROXY),
  })
  socket.end(
    `HTTP/1.1 405 Method Not Allowed\r\nAllow: ${ALLOWED_METHODS.join(', ')}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`,
  )
})
// Development's reload streams stay open for good: they end first.
const drain = createDrain({ server, beforeClose: () => devReload?.close() })

/**
 * Opens the site. In production, first renders one page of each kind from the sitemap (each route's code
 * loads on its first render), for at most `WARM_BEFORE_OPEN_MS`; once open, the rest of the sitemap's pages
 * in the background (server/warmUp.mjs), under the address visitors' requests are keyed by: SERVER_URL's
 * host, https only through a trusted proxy.
 */
async function open() {
  const site = new URL(process.env.SERVER_URL || `http://localhost:${port}`)
  const where = { host: site.host, proto: settings.TRUST_PROXY > 0 && site.protocol === 'https:' ? 'https' : 'http' }
  const started = performance.now()
  // A shutdown stops the warm-up: its renders would keep the loopback listener busy.
  const stopped = () => drain.draining
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
  server.listen(port, settings.HOST, () =>
    console.log(`> Ready on http://${settings.HOST ?? 'localhost'}:${port}${dev ? ' (development)' : ''}`),
  )
  try {
    if (!cache || paths.length === 0) return
    const warmed = await warmPages({ cache, ...where, paths, stopped })
    console.log(`> Warmed ${warmed} pages of the sitemap in ${((performance.now() - started) / 1000).toFixed(1)} s`)
  } catch (error) {
    console.error('Warming the cache from the sitemap failed:', error)
  } finally {
    // The admin's warm-up (seconds of the main thread's CPU) waits until then: visitors first.
    channel.notify('siteWarm')
  }
}
/** The longest a start waits for its first renders before the site opens (then they go on in the background). */
const WARM_BEFORE_OPEN_MS = 10_000

const channel = createThreadChannel(parentPort, {
  /** The app's content-change hooks (src/lib/publicCache.ts), relayed by the main thread. */
  purge: contentChanges.purge,
  /** Payload has started: the redirect table can be loaded through it. */
  redirectsReady: () => redirects.setSource(() => channel.call('loadRedirects')),
  /** Next.js is ready: the site opens. */
  listen: () => void open(),
  /** Shutting down: resolves once the listener is closed and every answer is sent. */
  drain: async () => {
    await drain.drain()
    await cacheBus?.close()
    log.flush()
  },
})

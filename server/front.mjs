// @ts-check
// The front thread, a worker of server/index.mjs that never loads Next.js, so a cached answer costs what
// it would on a bare Node server (decision 042). Every request takes the same steps, each its own file:
//   front door (frontDoor.mjs) → redirects (redirects.mjs) → one answerer:
//   built files (staticBrotli.mjs, releaseAssets.mjs) | the public cache (publicCache.mjs, a miss renders:
//   renderCall.mjs) | a page for one visitor (renderCall.mjs) | images (imageCache.mjs) | Next.js (appProxy.mjs)
// A content change arrives as a `purge` message (or from cacheBus.mjs) and reaches cachePurge.mjs.
import path from 'node:path'
import http from 'node:http'
import { performance } from 'node:perf_hooks'
import { parentPort, workerData } from 'node:worker_threads'
import { RENDER_HEADER, createAppProxy } from './appProxy.mjs'
import { isPostgresUrl, startCacheBus } from './cacheBus.mjs'
import { createDevReload } from './devReload.mjs'
import { createFrontDoor } from './frontDoor.mjs'
import { ImageCache, isImageRequest } from './imageCache.mjs'
import { PublicCache } from './publicCache.mjs'
import { RedirectTable, answerRedirects } from './redirects.mjs'
import { createReleaseAssets, releasesFolder } from './releaseAssets.mjs'
import { createPageForOne, refuseRender, renderOnMainThread } from './renderCall.mjs'
import { createRenderGate } from './renderGate.mjs'
import { createServerLog } from './requestLog.mjs'
import { isCacheableRequest, isPageRequest } from './routes.mjs'
import { readSettings } from './settings.mjs'
import { createDrain } from './shutdown.mjs'
import { createStaticBrotli } from './staticBrotli.mjs'
import { createThreadChannel } from './threadChannel.mjs'
import { warmAndOpen } from './warmUp.mjs'

const REQUEST_ID = 'x-request-id'

/** @type {{ root: string, dev: boolean, port: number, appPort: number, token: string }} */
const { root, dev, port, appPort, token } = workerData
if (!parentPort) throw new Error('server/front.mjs runs as the worker of server/index.mjs')
// The main thread checked the settings before starting this thread.
const settings = readSettings(process.env)
// As Next.js does: a stray error is logged and the site keeps answering (a crash drops every request).
process.on('unhandledRejection', (reason) => console.error('Unhandled rejection on the front thread:', reason))
process.on('uncaughtException', (error) => console.error('Uncaught exception on the front thread:', error))
const log = createServerLog(settings.LOG_LEVEL)

const channel = createThreadChannel(parentPort, {
  /** The app's content-change hooks (src/lib/publicCache.ts), relayed by the main thread. */
  purge: (tags, options) => contentChanges.purge(tags, options),
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

const door = createFrontDoor(settings)
const redirects = new RedirectTable()
const app = createAppProxy({ port: appPort, token, tokenHeader: RENDER_HEADER })
const gate = createRenderGate(settings, dev)
const render = renderOnMainThread(channel)
const servePage = createPageForOne({ gate, render })
// Development has no caches: Next.js compiles and answers each request.
const cache = dev
  ? undefined
  : new PublicCache({
      render,
      gate,
      onLimited: refuseRender,
      clientEntries: settings.CACHE_CLIENT_ENTRIES,
      rerenderPages: settings.PURGE_RERENDER_PAGES,
    })
const images = dev ? undefined : new ImageCache()
const staticBrotli = dev
  ? () => false
  : createStaticBrotli(path.join(root, '.next', 'static'), path.join(root, 'public', 'assets'))
// During a rollout, the hashed files of the release folders beside this one.
const otherReleases = dev ? () => false : createReleaseAssets(root, releasesFolder(root, process.env.RELEASES_DIR))
const devReload = dev ? createDevReload(root) : undefined

// A content change purges what shows it and reloads the redirect table.
const contentChanges = {
  /** @param {import('./cachePurge.mjs').PurgeTags} [tags] @param {import('./cachePurge.mjs').PurgeOptions} [options] */
  purge: (tags, options) => (cache?.purge(tags, options), images?.purge(tags), redirects.invalidate()),
  get freshMs() {
    return cache?.freshMs ?? 0
  },
  set freshMs(ms) {
    if (cache) cache.freshMs = ms
  },
}
// On PostgreSQL every instance's changes purge this cache too.
const cacheBus =
  cache && isPostgresUrl(process.env.DATABASE_URL)
    ? startCacheBus({ url: String(process.env.DATABASE_URL), cache: contentChanges })
    : undefined

// Repeated headers are joined, so the front door sees a second Host; timeouts checked every 2 s, not 30.
const server = http.createServer({ joinDuplicateHeaders: true, connectionsCheckingInterval: 2000 }, (req, res) => {
  const startedAt = performance.now()
  if (drain.draining) res.shouldKeepAlive = false
  try {
    handle(req, res)
  } catch (error) {
    failed(req, res)(error)
  }
  // An answer sent at once is logged now: following it would cost a small cached answer 3-4 %.
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
server.keepAliveTimeout = 65_000
// Slow clients hold nothing for long: headers within 20 s, a whole request within REQUEST_TIMEOUT_SECONDS.
server.headersTimeout = 20_000
server.requestTimeout = settings.REQUEST_TIMEOUT_SECONDS * 1000
server.on('clientError', door.refuseUnparsed)
server.on('connect', door.refuseConnect)
// Development's reload streams stay open for good: they end first.
const drain = createDrain({ server, beforeClose: () => devReload?.close() })

/**
 * The request's steps, synchronous up to the cache (a cached answer is the hot path).
 * @param {Req} req
 * @param {Res} res
 */
function handle(req, res) {
  if (door.admit(req, res)) return
  answerRedirects(req, res, redirects, serve, failed)
}

/** The answerer for a request past the door and the redirects. @param {Req} req @param {Res} res */
function serve(req, res) {
  const { headers, method = 'GET', url = '/' } = req
  const cacheable = cache !== undefined && isCacheableRequest(method, url, headers)
  // The cache writes the id with its own headers (one writeHead); everything else gets it here.
  if (!cacheable) res.setHeader(REQUEST_ID, String(headers[REQUEST_ID]))
  const hashed = url.startsWith('/_next/static/') || url.startsWith('/assets/')
  if (devReload?.serve(req, res) || (hashed && (staticBrotli(req, res) || otherReleases(req, res)))) return
  if (cacheable) return void cache.serve(req, res)?.catch(failed(req, res))
  if (isPageRequest(method, url, headers)) return void servePage(req, res).catch(failed(req, res))
  if (images && isImageRequest(method, url))
    return void (images.serve(req, res) || app.pass(req, res, images.collector(req)))
  app.pass(req, res)
}

/**
 * Logged once with the request id; the visitor gets Next.js's error page, never the error.
 * @param {Req} req @param {Res} res
 */
const failed = (req, res) => (/** @type {unknown} */ error) => {
  const where = (req.url ?? '/').split('?')[0].slice(0, 200)
  console.error(`Serving ${req.method} ${where} failed (request ${req.headers[REQUEST_ID]}):`, error)
  if (res.headersSent) return void res.destroy()
  res.setHeader(REQUEST_ID, String(req.headers[REQUEST_ID]))
  app.pass(req, res)
}

function open() {
  return warmAndOpen({
    cache,
    settings,
    port,
    stopped: () => drain.draining,
    listen: () =>
      server.listen(port, settings.HOST, () =>
        console.log(`> Ready on http://${settings.HOST ?? 'localhost'}:${port}${dev ? ' (development)' : ''}`),
      ),
    // The admin's warm-up (seconds of the main thread's CPU) waits until then: visitors first.
    warmed: () => channel.notify('siteWarm'),
  })
}

/** @typedef {import('node:http').IncomingMessage} Req @typedef {import('node:http').ServerResponse} Res */

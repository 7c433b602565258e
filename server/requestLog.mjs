// @ts-check
// The request log: one JSON line per request through pino (Payload's logger; the same shape), at
// `info`, so LOG_LEVEL=silent or warn turns it off. Lines go through pino's asynchronous destination
// (the cached page is the hot path) and are flushed at shutdown. A line never holds a body, a
// header's content or a query string: those may carry what a visitor typed.
import crypto from 'node:crypto'
import { performance } from 'node:perf_hooks'
import pino from 'pino'
import { cacheStateOf } from './publicCache.mjs'

/** A request id a trusted proxy may hand on: a plain token (no spaces, no commas: one id). */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/

/**
 * The id this request is known by: the trusted proxy's X-Request-Id when there is one (TRUST_PROXY > 0)
 * and it is a plain token, else a fresh one. A client cannot choose the id the log shows otherwise.
 * @param {string | string[] | undefined} given @param {number} trustProxy
 */
export function requestIdFor(given, trustProxy) {
  return trustProxy > 0 && typeof given === 'string' && SANE_REQUEST_ID.test(given) ? given : crypto.randomUUID()
}

/** @param {import('pino').LevelWithSilent} level @param {import('pino').DestinationStream} [destination] stdout by default */
export function createServerLog(level, destination) {
  const out = destination ?? pino.destination({ dest: 1, sync: false })
  const logger = pino({ level, name: 'server' }, out)
  const enabled = logger.isLevelEnabled('info')

  /**
   * Called when the answer is done (or the connection dropped): method, path, status, duration, cache state.
   * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res @param {number} startedAt performance.now() at arrival
   */
  function request(req, res, startedAt) {
    const url = req.url ?? '/'
    const q = url.indexOf('?')
    logger.info(
      {
        method: req.method,
        path: (q === -1 ? url : url.slice(0, q)).slice(0, 500),
        status: res.statusCode,
        ms: Math.round((performance.now() - startedAt) * 10) / 10,
        cache: cacheStateOf(res),
        requestId: req.headers['x-request-id'],
        client: req.headers['x-client-address'],
        ...(res.writableFinished ? {} : { aborted: true }),
      },
      'request',
    )
  }

  /** Writes what is still buffered; at exit, before the process ends. */
  function flush() {
    try {
      if ('flushSync' in out && typeof out.flushSync === 'function') out.flushSync()
    } catch {
      // Nothing more can be done with a log that cannot be written.
    }
  }

  return { logger, enabled, request, flush }
}

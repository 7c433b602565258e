// @ts-check
// The request log: one JSON line per request in pino's shape (level, time, pid, hostname, name, the
// fields, msg), at `info`, so LOG_LEVEL=silent or warn turns it off. Other server messages go through
// pino itself (Payload's logger). A request line is written by hand into a 64 KB buffer, and the
// buffer goes out through pino's asynchronous destination once full, or within a quarter second, so a
// quiet server's lines still appear at once; what is left is written at shutdown (flush). Lines kept
// as one growing string cost a small cached answer a quarter of its speed (long-lived strings that
// the collector moves, then flattens at each write); in the buffer a line costs about a microsecond.
// A line never holds a body, a header's content or a query string: those may carry what a visitor typed.
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import { performance } from 'node:perf_hooks'
import pino from 'pino'
import { cacheStateOf } from './publicCache.mjs'

// Node's own: Next.js wraps crypto.randomUUID once the app starts (it tracks random values in its
// prerenders; a request id is not one of them, and the wrapper costs the hot path).
const { randomUUID } = crypto

/** Lines are handed to the destination once this many bytes wait, or after BATCH_MS. */
const BATCH_BYTES = 65536
const BATCH_MS = 250
// What pino writes before and after a line's own fields: its `info` level, then the time, then its bindings.
const HEAD = '{"level":30,"time":'
const BINDINGS = `,"pid":${process.pid},"hostname":${JSON.stringify(os.hostname())},"name":"server"`

/** A request id a trusted proxy may hand on: a plain token (no spaces, no commas: one id). */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/

/**
 * The id this request is known by: the trusted proxy's X-Request-Id when there is one (TRUST_PROXY > 0)
 * and it is a plain token, else a fresh one. A client cannot choose the id the log shows otherwise.
 * @param {string | string[] | undefined} given @param {number} trustProxy
 */
export function requestIdFor(given, trustProxy) {
  return trustProxy > 0 && typeof given === 'string' && SANE_REQUEST_ID.test(given) ? given : randomUUID()
}

/** @param {import('pino').LevelWithSilent} level @param {import('pino').DestinationStream} [destination] stdout by default */
export function createServerLog(level, destination) {
  const out = destination ?? pino.destination({ dest: 1, sync: false })
  // Request lines go to stdout as bytes, through a destination of their own: as text, each batch
  // would be decoded, measured and encoded again (a fifth of what a line costs).
  const lineOut = destination ?? pino.destination({ dest: 1, sync: false, contentMode: 'buffer' })
  const logger = pino({ level, name: 'server' }, out)
  const enabled = logger.isLevelEnabled('info')
  const batch = Buffer.allocUnsafe(BATCH_BYTES)
  let used = 0

  /** Hands the waiting lines to the destination (a copy: the batch is filled again at once). */
  const send = () => {
    if (used === 0) return
    lineOut.write(Buffer.from(batch.subarray(0, used)))
    used = 0
  }
  const timer = setInterval(send, BATCH_MS)
  timer.unref()
  // A crash still writes the waiting lines (before pino's own exit handler closes stdout's destination).
  if (!destination) process.prependOnceListener('exit', () => flush())

  /**
   * Called when the answer is done (or the connection dropped): method, path, status, duration, cache state.
   * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res @param {number} startedAt performance.now() at arrival
   * @param {boolean} [sent] the whole answer was handed to the connection in the request's own handler (never aborted)
   */
  function request(req, res, startedAt, sent = false) {
    const line = requestLine(req, res, startedAt, sent)
    // A character takes 3 bytes at most: a line that might not fit goes after the waiting ones.
    if (used + line.length * 3 > BATCH_BYTES) {
      send()
      if (line.length * 3 > BATCH_BYTES) return void lineOut.write(Buffer.from(line))
    }
    used += batch.utf8Write(line, used)
  }

  /**
   * Writes what is still buffered; at exit, before the process ends. The waiting lines go to stdout
   * directly: when it is gone (EPIPE), pino's flushSync would retry for ever, so it is skipped.
   */
  function flush() {
    clearInterval(timer)
    try {
      if (destination) send()
      else if (used !== 0) {
        fs.writeSync(1, batch, 0, used)
        used = 0
      }
      for (const stream of new Set([lineOut, out])) if ('flushSync' in stream && typeof stream.flushSync === 'function') stream.flushSync()
    } catch {
      // stdout is gone (EPIPE from the direct write, so flushSync is not tried): nothing more can be done.
    }
  }

  return { logger, enabled, request, flush }
}

/** What JSON must escape in a string: quotes, backslashes, control characters, lone surrogates. */
const NEEDS_ESCAPE = /["\\\u0000-\u001f\ud800-\udfff]/

/**
 * The time field (Date.now()'s value) from the performance.now() a line takes anyway: the wall clock's
 * offset from it is read again every BATCH_MS, so a clock set meanwhile shows within a quarter second.
 */
let clockOffset = Date.now() - performance.now()
setInterval(() => (clockOffset = Date.now() - performance.now()), BATCH_MS).unref()
/** Its text, kept for the millisecond it names: under load many lines share one. */
let lastTime = 0
let lastTimeText = '0'
/** @param {number} now performance.now() */
const timeText = (now) => {
  const time = Math.floor(clockOffset + now)
  if (time !== lastTime) {
    lastTime = time
    lastTimeText = String(time)
  }
  return lastTimeText
}

/**
 * Milliseconds to a tenth, as JSON writes Math.round(ms * 10) / 10 (`3`, `0.4`, `12.5`), from whole
 * numbers: formatting the fraction as a double costs more than the rest of the line.
 * @param {number} ms
 */
export function tenthsText(ms) {
  const tenths = Math.round(ms * 10)
  if (!(tenths >= 0 && tenths < 1e15)) return String(Math.round(ms * 10) / 10)
  const whole = Math.floor(tenths / 10)
  const tenth = tenths - whole * 10
  return tenth === 0 ? String(whole) : `${whole}.${tenth}`
}

/** A string as JSON writes it; most (a path, an id, an address) need no escaping, and skip the call. @param {string} text */
const jsonString = (text) => (NEEDS_ESCAPE.test(text) ? JSON.stringify(text) : `"${text}"`)

/**
 * One request's line, as pino would write `logger.info({ method, path, status, ms, cache, requestId, client, aborted }, 'request')`
 * (a field that is undefined is left out).
 * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res @param {number} startedAt performance.now() at arrival
 * @param {boolean} [sent] handed over whole at once, so not aborted whatever the socket does next
 */
export function requestLine(req, res, startedAt, sent = false) {
  const url = req.url ?? '/'
  const q = url.indexOf('?')
  const path = (q === -1 ? url : url.slice(0, q)).slice(0, 500)
  const cache = cacheStateOf(res)
  const requestId = req.headers['x-request-id']
  const client = req.headers['x-client-address']
  const now = performance.now()
  // The method is a token (Node's parser takes nothing else) and the cache state one of the cache's names: no escaping.
  return (
    `${HEAD}${timeText(now)}${BINDINGS}` +
    (req.method === undefined ? '' : `,"method":"${req.method}"`) +
    `,"path":${jsonString(path)},"status":${res.statusCode},"ms":${tenthsText(now - startedAt)}` +
    (cache === undefined ? '' : `,"cache":"${cache}"`) +
    (typeof requestId !== 'string' ? '' : `,"requestId":${jsonString(requestId)}`) +
    (typeof client !== 'string' ? '' : `,"client":${jsonString(client)}`) +
    (sent || res.writableFinished ? '' : ',"aborted":true') +
    ',"msg":"request"}\n'
  )
}

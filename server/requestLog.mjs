// @ts-check
// The request log: one JSON line per request in pino's shape, at `info`. Lines are written by hand and
// batched (64 KB or 250 ms): pino's call and a write per line cost a cached answer a quarter of its speed.
// A line never holds a body, a header's content or a query: those may carry what a visitor typed.
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import { performance } from 'node:perf_hooks'
import pino from 'pino'
import { cacheStateOf } from './send.mjs'

// Node's own: Next.js wraps crypto.randomUUID once the app starts, and the wrapper costs the hot path.
const { randomUUID } = crypto

/** Lines are handed to the destination once this many characters wait, or after BATCH_MS. */
const BATCH_CHARS = 65536
const BATCH_MS = 250
// What pino writes before and after a line's own fields: its `info` level, then the time, then its bindings.
const HEAD = '{"level":30,"time":'
const BINDINGS = `,"pid":${process.pid},"hostname":${JSON.stringify(os.hostname())},"name":"server"`

/** A request id a trusted proxy may hand on: a plain token (no spaces, no commas: one id). */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/

/**
 * The request's id: a trusted proxy's plain-token X-Request-Id, else a fresh one (never the client's).
 * @param {string | string[] | undefined} given @param {number} trustProxy
 */
export function requestIdFor(given, trustProxy) {
  return trustProxy > 0 && typeof given === 'string' && SANE_REQUEST_ID.test(given) ? given : randomUUID()
}

/**
 * @param {import('pino').LevelWithSilent} level
 * @param {import('pino').DestinationStream} [destination] stdout by default
 */
export function createServerLog(level, destination) {
  const out = destination ?? pino.destination({ dest: 1, sync: false })
  const logger = pino({ level, name: 'server' }, out)
  const enabled = logger.isLevelEnabled('info')
  let pending = ''

  /** Hands the waiting lines to the destination. */
  const send = () => {
    if (pending === '') return
    const lines = pending
    pending = ''
    out.write(lines)
  }
  const timer = setInterval(send, BATCH_MS)
  timer.unref()
  // A crash still writes the waiting lines (before pino's own exit handler closes stdout's destination).
  if (!destination) process.prependOnceListener('exit', () => flush())

  /**
   * Called when the answer is done or the connection dropped.
   * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
   * @param {number} startedAt performance.now() at arrival @param {boolean} [sent] handed over whole at once
   */
  function request(req, res, startedAt, sent = false) {
    pending += requestLine(req, res, startedAt, sent)
    if (pending.length >= BATCH_CHARS) send()
  }

  /** Writes what is buffered, at exit: to stdout directly (on EPIPE pino's flushSync would retry for ever). */
  function flush() {
    clearInterval(timer)
    try {
      if (destination) send()
      else if (pending !== '') {
        const lines = pending
        pending = ''
        fs.writeSync(1, lines)
      }
      if ('flushSync' in out && typeof out.flushSync === 'function') out.flushSync()
    } catch {
      // stdout is gone (EPIPE from the direct write, so flushSync is not tried): nothing more can be done.
    }
  }

  return { logger, enabled, request, flush }
}

/** What JSON must escape in a string: quotes, backslashes, control characters, lone surrogates. */
const NEEDS_ESCAPE = /["\\\u0000-\u001f\ud800-\udfff]/

/**
 * A string as JSON writes it; most (a path, an id, an address) need no escaping, and skip the call.
 * @param {string} text
 */
const jsonString = (text) => (NEEDS_ESCAPE.test(text) ? JSON.stringify(text) : `"${text}"`)

// An entry's status link (/entries/<token>) is the key to a family's entry: logged as /entries/:token.
const ENTRY_TOKEN = /^\/entries\/(?!(?:return|cancelled)(?:\/|$))[^/]+/

/** The path as the log shows it: no query, no status token, at most 500 characters. @param {string} url */
export function loggedPath(url) {
  const q = url.indexOf('?')
  const path = q === -1 ? url : url.slice(0, q)
  return path.replace(ENTRY_TOKEN, '/entries/:token').slice(0, 500)
}

/**
 * One request's line, as pino would write `logger.info({ method, path, status, ms, cache, … }, 'request')`.
 * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
 * @param {number} startedAt performance.now() at arrival @param {boolean} [sent] handed over whole at once
 */
export function requestLine(req, res, startedAt, sent = false) {
  const path = loggedPath(req.url ?? '/')
  const cache = cacheStateOf(res)
  const requestId = req.headers['x-request-id']
  const client = req.headers['x-client-address']
  return (
    `${HEAD}${Date.now()}${BINDINGS}` +
    (req.method === undefined ? '' : `,"method":${jsonString(req.method)}`) +
    `,"path":${jsonString(path)},"status":${res.statusCode}` +
    `,"ms":${Math.round((performance.now() - startedAt) * 10) / 10}` +
    (cache === undefined ? '' : `,"cache":${jsonString(cache)}`) +
    (typeof requestId !== 'string' ? '' : `,"requestId":${jsonString(requestId)}`) +
    (typeof client !== 'string' ? '' : `,"client":${jsonString(client)}`) +
    (sent || res.writableFinished ? '' : ',"aborted":true') +
    ',"msg":"request"}\n'
  )
}

import type { OutgoingHttpHeaders } from 'node:http'
import { sendHttp, sendRaw, type Outcome, type Target } from './send'

// What every class of hostile case is made of: the case itself, the suite's time limits, the statuses
// named often, and the ways a case sends its request.

export type HostileCase = {
  /** The class in the closing table (one Playwright test each). */
  kind: string
  name: string
  send: (target: Target) => Promise<Outcome>
  /** Statuses that are right; empty: any answer below 500. */
  expect: number[]
  /** A closed connection is a correct answer (the server refused what it could not parse, or stopped reading). */
  closeIsAnswer?: boolean
  /** How long the answer may take; the default is the suite's 2 s. */
  maxMs?: number
}

export const MAX_MS = 2_000
/** A request whose body or headers never finish is answered or closed within the server's timeouts. */
export const SLOW_REQUEST_MS = Number(process.env.HOSTILE_SLOW_REQUEST_MS ?? 30_000)

export const NOT_FOUND = [400, 404]
export const CLIENT_ERROR = Array.from({ length: 100 }, (_, i) => 400 + i)

export const get = (path: string, headers?: OutgoingHttpHeaders) => (t: Target) =>
  sendHttp(t, { method: 'GET', path, headers })
export const send =
  (method: string, path: string, body?: string | Buffer, headers?: OutgoingHttpHeaders) => (t: Target) =>
    sendHttp(t, {
      method,
      path,
      headers: { ...(body !== undefined ? { 'content-length': Buffer.byteLength(body) } : {}), ...headers },
      body,
    })
export const raw = (bytes: string | Buffer, timeoutMs?: number) => (t: Target) => sendRaw(t, bytes, timeoutMs)
export const rawGet = (path: string, extra = '') =>
  raw(`GET ${path} HTTP/1.1\r\nHost: localhost\r\n${extra}Connection: close\r\n\r\n`)

// @ts-check
// The front door, the first step of every request: it names the client and the request (address, id), puts
// a target in origin form, and refuses what no route should meet (a method the site does not speak, two
// Hosts, broken percent-encoding, a body over its limit, a body that stalls) with a short 4xx.
import http from 'node:http'
import { RENDER_HEADER } from './appProxy.mjs'
import { clientAddressOf, normalizeAddress } from './clientAddress.mjs'
import { READS_HEADER } from './renderReads.mjs'
import { requestIdFor } from './requestLog.mjs'
import { logSecurityEvent } from './shared.mjs'

// The same names as src/lib/clientAddress.ts (the app reads them there).
const CLIENT_ADDRESS = 'x-client-address'
const REQUEST_ID = 'x-request-id'

export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']
const ALLOWED = new Set(ALLOWED_METHODS)
// Payload's upload collections: the only places a large body belongs.
const UPLOADS = /^\/api\/(media|downloads|entry-files|entry-slip|entry-document)(\/|$)/
const MB = 1024 * 1024

/**
 * @typedef {{ status: number, reason: string, message: string, headers?: Record<string, string> }} Refusal
 * @typedef {{ maxBodyBytes: number, maxUploadBytes: number }} BodyLimits
 */

/**
 * Why the front door refuses this request, or undefined when it may go on.
 * @param {string} method @param {string} url @param {import('node:http').IncomingHttpHeaders} headers
 * @param {BodyLimits} limits @returns {Refusal | undefined}
 */
export function refusalOf(method, url, headers, limits) {
  if (!ALLOWED.has(method))
    return {
      status: 405,
      reason: 'method',
      message: `The method ${method.slice(0, 20)} is not supported here.`,
      headers: { allow: ALLOWED_METHODS.join(', ') },
    }
  // Duplicate headers arrive joined (the server's joinDuplicateHeaders): two Host headers are ambiguous.
  if (headers.host?.includes(','))
    return {
      status: 400,
      reason: 'host',
      message: 'The request names more than one host; send exactly one Host header.',
    }
  const q = url.indexOf('?')
  const path = q === -1 ? url : url.slice(0, q)
  // Only a path with % needs decoding: the common (cached) request skips it.
  if (path.includes('%') && !isDecodablePath(path))
    return {
      status: 400,
      reason: 'path-encoding',
      message: 'The address is not valid: it has broken percent-encoding.',
    }
  const declared = headers['content-length']
  if (declared !== undefined) {
    const limit = UPLOADS.test(path) ? limits.maxUploadBytes : limits.maxBodyBytes
    if (Number(declared) > limit)
      return {
        status: 413,
        reason: 'body-size',
        message: `The request is too large: send at most ${Math.floor(limit / MB)} MB.`,
      }
  }
  return undefined
}

// `http://host:port/path?query` (absolute form): scheme, authority (no user info), the rest as sent.
const ABSOLUTE_FORM = /^https?:\/\/([a-z0-9.-]+|\[[0-9a-f:.]+\])(:\d{1,5})?(?=[/?]|$)/i

/**
 * A target that is not a path, put as one: absolute form becomes its path, its authority the Host (RFC 9112
 * §3.2.2); `*` is for OPTIONS only (a balancer's probe: 204); anything else is a 400.
 * @param {string} method @param {string} url
 * @returns {{ url: string, host: string } | Refusal}
 */
export function originFormOf(method, url) {
  if (url === '*')
    return method === 'OPTIONS'
      ? { status: 204, reason: 'options', message: '', headers: { allow: ALLOWED_METHODS.join(', ') } }
      : {
          status: 400,
          reason: 'target',
          message: `The request target * is for OPTIONS only; ask for a path such as /.`,
        }
  const absolute = ABSOLUTE_FORM.exec(url)
  if (absolute) {
    const rest = url.slice(absolute[0].length)
    return { url: rest.startsWith('/') ? rest : `/${rest}`, host: absolute[1] + (absolute[2] ?? '') }
  }
  return {
    status: 400,
    reason: 'target',
    message: 'The request target must be a path such as /blogs (or an http URL).',
  }
}

/** Every segment decodes to UTF-8 without NUL (%c0%af or %ed%a0%80 do not). @param {string} path */
export function isDecodablePath(path) {
  for (const segment of path.split('/')) {
    if (!segment.includes('%')) continue
    try {
      if (decodeURIComponent(segment).includes('\0')) return false
    } catch {
      return false
    }
  }
  return true
}

/**
 * A short answer: JSON under /api (as the API's own errors), text elsewhere; never stored, and the
 * connection closed when a body may be left unread.
 * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
 * @param {{ status: number, message: string, headers?: Record<string, string> }} answer
 */
export function sendShortAnswer(req, res, { status, message, headers = {} }) {
  const api = (req.url ?? '').startsWith('/api/')
  // 204 (OPTIONS *) has no body.
  const body = status === 204 ? '' : api ? JSON.stringify({ message }) : `${message}\n`
  const unreadBody = req.headers['content-length'] !== undefined || req.headers['transfer-encoding'] !== undefined
  res.writeHead(status, {
    ...(status === 204 ? {} : { 'content-type': api ? 'application/json' : 'text/plain; charset=utf-8' }),
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    ...(unreadBody ? { connection: 'close' } : {}),
    ...(typeof req.headers['x-request-id'] === 'string' ? { 'x-request-id': req.headers['x-request-id'] } : {}),
    ...headers,
  })
  res.end(req.method === 'HEAD' ? undefined : body)
}

/**
 * 429, and when to come back; `busy`: the whole site is at its limit.
 * @param {number} seconds
 * @param {boolean} [busy]
 */
export function tooManyRenders(seconds, busy = false) {
  const when = `Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`
  return {
    status: 429,
    message: busy
      ? `The site is busy right now. ${when}`
      : `Too many pages requested from your address at once. ${when}`,
    headers: { 'retry-after': String(seconds) },
  }
}

/**
 * @typedef {import('node:http').IncomingMessage} Req @typedef {import('node:http').ServerResponse} Res
 * @typedef {import('./settings.mjs').Settings} Settings
 */

/** What the log says about a request: never a body, a header's content or a query. @param {Req} req */
export function aboutRequest(req) {
  return {
    client: String(req.headers[CLIENT_ADDRESS]),
    method: req.method?.slice(0, 20),
    path: (req.url ?? '/').split('?')[0].slice(0, 200),
    requestId: String(req.headers[REQUEST_ID]),
  }
}

/** @param {Settings} settings */
export function createFrontDoor(settings) {
  const limits = { maxBodyBytes: settings.MAX_BODY_MB * MB, maxUploadBytes: settings.MAX_UPLOAD_MB * MB }

  /** @param {Req} req @param {Res} res @param {Refusal} refusal */
  const refuse = (req, res, refusal) => {
    if (refusal.status !== 204)
      logSecurityEvent('request-refused', { reason: refusal.reason, status: refusal.status, ...aboutRequest(req) })
    sendShortAnswer(req, res, refusal)
  }

  /**
   * Names the request, then refuses it or lets it on. Synchronous: a cached answer is the hot path.
   * @param {Req} req @param {Res} res @returns {boolean} whether the door answered
   */
  function admit(req, res) {
    const { headers } = req
    // Renders reach Next.js only with this process's secret, and name their reads only from here.
    if (headers[RENDER_HEADER] !== undefined) delete headers[RENDER_HEADER]
    if (headers[READS_HEADER] !== undefined) delete headers[READS_HEADER]
    // A client's own values are replaced; a trusted proxy's request id, address and https are kept.
    headers[REQUEST_ID] = requestIdFor(headers[REQUEST_ID], settings.TRUST_PROXY)
    headers[CLIENT_ADDRESS] = clientAddressOf(
      req.socket.remoteAddress,
      headers['x-forwarded-for'],
      settings.TRUST_PROXY,
    )
    if (settings.TRUST_PROXY === 0 && headers['x-forwarded-proto'] !== undefined) delete headers['x-forwarded-proto']
    const { method = 'GET' } = req
    // `*`, `http://host/…`, `host:80`: put as a path, answered (OPTIONS *) or refused.
    if (req.url?.charCodeAt(0) !== 47) {
      const target = originFormOf(method, req.url ?? '')
      if ('status' in target) return (refuse(req, res, target), true)
      req.url = target.url
      headers.host = target.host
    }
    const refusal = refusalOf(method, req.url ?? '/', headers, limits)
    if (refusal) return (refuse(req, res, refusal), true)
    if (headers['content-length'] !== undefined || headers['transfer-encoding'] !== undefined) watchBody(req, res)
    return false
  }

  /**
   * A stalled body: 408, connection closed (a lying Content-Length holds nothing).
   * @param {Req} req
   * @param {Res} res
   */
  function watchBody(req, res) {
    req.setTimeout(settings.BODY_IDLE_TIMEOUT_SECONDS * 1000, () => {
      logSecurityEvent('request-refused', { reason: 'body-stalled', status: 408, ...aboutRequest(req) })
      if (!res.headersSent)
        sendShortAnswer(req, res, { status: 408, message: 'The request body stopped arriving; send it again.' })
      req.socket.destroySoon()
    })
    res.on('timeout', () => {})
  }

  /**
   * What Node's parser refuses before a request exists (an unknown method, broken syntax, huge headers):
   * answered as Node would, with 405 for a method, and logged.
   * @param {NodeJS.ErrnoException} error @param {import('node:stream').Duplex} socket
   */
  function refuseUnparsed(error, socket) {
    if (error.code === 'ECONNRESET' || !socket.writable) return void socket.destroy()
    const status = PARSE_STATUS[String(error.code)] ?? 400
    logSecurityEvent('request-refused', {
      reason: String(error.code ?? 'parse'),
      status,
      client: normalizeAddress(/** @type {import('node:net').Socket} */ (socket).remoteAddress),
    })
    const allow = status === 405 ? `Allow: ${ALLOWED_METHODS.join(', ')}\r\n` : ''
    socket.end(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n${allow}Connection: close\r\nContent-Length: 0\r\n\r\n`,
    )
  }

  /** CONNECT asks for a proxy: the site is not one. @param {Req} req @param {import('node:stream').Duplex} socket */
  function refuseConnect(req, socket) {
    logSecurityEvent('request-refused', {
      reason: 'method',
      status: 405,
      method: 'CONNECT',
      client: clientAddressOf(req.socket.remoteAddress, req.headers['x-forwarded-for'], settings.TRUST_PROXY),
    })
    socket.end(
      `HTTP/1.1 405 Method Not Allowed\r\nAllow: ${ALLOWED_METHODS.join(', ')}\r\n` +
        'Connection: close\r\nContent-Length: 0\r\n\r\n',
    )
  }

  return { admit, refuseUnparsed, refuseConnect }
}

/** @type {Record<string, number>} */
const PARSE_STATUS = { HPE_INVALID_METHOD: 405, HPE_HEADER_OVERFLOW: 431, ERR_HTTP_REQUEST_TIMEOUT: 408 }

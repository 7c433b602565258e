// @ts-check
// What the front door refuses before anything else runs: a method the site does not speak, more than
// one Host, a path whose percent-encoding cannot be decoded, a body over the size limit. Decided once here, answered
// with a short 4xx, so no route code ever meets such a request.

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
 * @param {string} method @param {string} url @param {import('node:http').IncomingHttpHeaders} headers @param {BodyLimits} limits
 * @returns {Refusal | undefined}
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
 * A request target that is not a path (`/…`, origin form), put as the routes expect it: an absolute-form
 * target (`GET http://host/a HTTP/1.1`, which an HTTP/1.1 server must accept) becomes its path and query,
 * its authority the Host (RFC 9112 §3.2.2); `*` (asterisk form) is for OPTIONS only, answered 204 with
 * `Allow` (a balancer's probe); anything else (authority form outside CONNECT, junk) is a 400. Only called
 * for a target that does not begin with `/`: Next.js and the cache keys take paths, and `*` reached them (500).
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

/**
 * Every segment decodes to UTF-8 text without NUL (an overlong or surrogate sequence such as %c0%af
 * or %ed%a0%80 does not decode).
 * @param {string} path
 */
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
 * A short answer from the front door itself: JSON under /api (as the API's own errors), text elsewhere;
 * never stored, and the connection closed when a body may be left unread.
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
 * The answer when a page cannot be rendered now: 429, and when to come back. `busy`: the site as a
 * whole is at its render limit (not this client).
 * @param {number} seconds @param {boolean} [busy]
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

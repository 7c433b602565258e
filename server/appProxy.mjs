// @ts-check
// What the front thread (server/front.mjs) does not answer itself (the admin, Payload's API, form
// posts, uploads, media files, Next's assets) goes to Next.js on the main thread through the loopback
// listener, marked with the secret only this process knows: request and answer are streamed as they
// come, so an upload or an export is never held in memory here.
import http from 'node:http'

/** The header that carries the secret: the loopback listener answers nothing without it. */
export const RENDER_HEADER = 'x-public-render'

// Hop-by-hop headers belong to each connection, not to the request or answer passed on.
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
  'expect',
])

/**
 * Takes a copy of an answer as it streams to the visitor, when `wants` says so (server/imageCache.mjs):
 * `keep` gets Next's headers and the whole body once it has all arrived.
 * @typedef {{ wants: (status: number, headers: import('node:http').IncomingHttpHeaders) => boolean, keep: (rawHeaders: string[], body: Buffer) => void }} Collector
 */

/**
 * @param {{ port: number, token: string, tokenHeader: string }} options
 * @returns {{ pass: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, collector?: Collector) => void }}
 */
export function createAppProxy({ port, token, tokenHeader }) {
  // Idle connections are dropped before the loopback listener's keep-alive ends (65 s), never by it mid-reuse.
  const agent = new http.Agent({ keepAlive: true, timeout: 60_000 })

  /** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res @param {Collector} [collector] */
  function pass(req, res, collector) {
    /** @type {import('node:http').OutgoingHttpHeaders} */
    const headers = {}
    for (const [name, value] of Object.entries(req.headers))
      if (!HOP_BY_HOP.has(name) && value !== undefined) headers[name] = value
    // A chunked body is sent on chunked again (Node sets it when there is no Content-Length).
    headers[tokenHeader] = token
    const upstream = http.request(
      { host: '127.0.0.1', port, method: req.method, path: req.url, headers, agent },
      (answer) => {
        // What the front door set (the request id) goes along, unless the app answered with its own. Headers
        // are appended one by one: a repeated one (Set-Cookie) stays repeated.
        for (const name of res.getHeaderNames()) if (answer.headers[name] !== undefined) res.removeHeader(name)
        for (let i = 0; i < answer.rawHeaders.length; i += 2) {
          const name = answer.rawHeaders[i]
          if (!HOP_BY_HOP.has(name.toLowerCase())) res.appendHeader(name, answer.rawHeaders[i + 1])
        }
        res.writeHead(answer.statusCode ?? 502, answer.statusMessage)
        if (collector?.wants(answer.statusCode ?? 502, answer.headers)) {
          /** @type {Buffer[]} */
          const chunks = []
          answer.on('data', (chunk) => chunks.push(chunk))
          // Only an answer that arrived whole is kept (a visitor who left cut it short).
          answer.on('end', () => answer.complete && collector.keep(answer.rawHeaders, Buffer.concat(chunks)))
        }
        answer.pipe(res)
        answer.on('error', () => res.destroy())
      },
    )
    upstream.on('error', (error) => {
      // The visitor left first (the close below ended this request): nothing failed, nobody to answer.
      if (res.destroyed) return
      if (res.headersSent) return void res.destroy()
      console.error(
        `Passing ${req.method} ${(req.url ?? '/').split('?')[0].slice(0, 200)} to the app failed:`,
        error.message,
      )
      const body = 'The site is restarting; try again in a moment.\n'
      res.writeHead(503, {
        'content-type': 'text/plain; charset=utf-8',
        'content-length': Buffer.byteLength(body),
        'retry-after': '5',
      })
      res.end(req.method === 'HEAD' ? undefined : body)
    })
    // The visitor went away: so does the request to the app.
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy()
    })
    req.pipe(upstream)
  }

  return { pass }
}

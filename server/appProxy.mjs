// @ts-check
// Passing on to Next.js: what the front thread does not answer itself (the admin, Payload's API, form
// posts, uploads, media) goes to the main thread's loopback listener with this process's secret, streamed
// both ways so an upload or an export is never held in memory.
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
 * Takes a copy of an answer as it streams, when `wants` says so (server/imageCache.mjs).
 * @typedef {{
 *   wants: (status: number, headers: import('node:http').IncomingHttpHeaders) => boolean,
 *   keep: (rawHeaders: string[], body: Buffer) => void,
 * }} Collector
 */

/**
 * @typedef {import('node:http').IncomingMessage} Req @typedef {import('node:http').ServerResponse} Res
 * @param {{ port: number, token: string, tokenHeader: string }} options
 * @returns {{ pass: (req: Req, res: Res, collector?: Collector) => void }}
 */
export function createAppProxy({ port, token, tokenHeader }) {
  // Idle connections are dropped before the loopback listener's keep-alive ends (65 s), never by it mid-reuse.
  const agent = new http.Agent({ keepAlive: true, timeout: 60_000 })

  /** @param {Req} req @param {Res} res @param {Collector} [collector] */
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
        // The front door's request id goes along unless the app set its own; a repeated header stays repeated.
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

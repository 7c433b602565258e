// @ts-check
// Next's optimised images (`/_next/image`), kept in the front thread's memory once Next has answered:
// a repeat costs what a cached page does, not ~3.8 ms of the main thread. The same for everyone with the
// same address and Accept header (Next fetches the source without cookies). A media change empties it.

/**
 * An answer kept: Next's headers (less the connection's and the moment's) as writeHead takes them.
 * @typedef {{ headers: (string | number)[], body: Buffer, etag: string | undefined, expires: number }} Image
 */

const IMAGE_PATH = '/_next/image?'
// Longer addresses or Accept headers are passed on uncached: no browser sends them, a flood of variants might.
const MAX_URL = 1024
const MAX_ACCEPT = 256
const MAX_AGE = /(?:^|,)\s*max-age=(\d+)/
const NOT_SHARED = /(?:^|,)\s*(?:private|no-store|no-cache)\b/
const NOT_KEPT_HEADERS = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'date',
  'content-length',
  'x-request-id',
  'x-nextjs-cache',
  'x-cache',
])

/**
 * The address of an optimised image (GET or HEAD): Next answers it, this cache may keep it.
 * @param {string} method
 * @param {string} url
 */
export const isImageRequest = (method, url) => (method === 'GET' || method === 'HEAD') && url.startsWith(IMAGE_PATH)

export class ImageCache {
  /** @param {{ maxBytes?: number, maxImageBytes?: number, now?: () => number }} [options] */
  constructor({ maxBytes = 32 * 1024 * 1024, maxImageBytes = 2 * 1024 * 1024, now = Date.now } = {}) {
    this.maxBytes = maxBytes
    this.maxImageBytes = maxImageBytes
    this.now = now
    /** Least recently used first. @type {Map<string, Image>} */
    this.images = new Map()
    this.bytes = 0
  }

  /** @param {import('node:http').IncomingMessage} req */
  keyOf(req) {
    const url = req.url ?? ''
    const accept = req.headers.accept ?? ''
    if (url.length > MAX_URL || accept.length > MAX_ACCEPT) return undefined
    return `${url}\n${accept}`
  }

  /**
   * Sends a kept answer (304 when the browser has it already); false when there is none.
   * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
   */
  serve(req, res) {
    const key = this.keyOf(req)
    const image = key === undefined ? undefined : this.images.get(key)
    if (!image) return false
    if (image.expires <= this.now()) {
      this.forget(/** @type {string} */ (key), image)
      return false
    }
    this.images.delete(/** @type {string} */ (key))
    this.images.set(/** @type {string} */ (key), image)
    if (image.etag !== undefined && req.headers['if-none-match'] === image.etag) {
      res.writeHead(304, [...image.headers, 'x-cache', 'HIT'])
      res.end()
      return true
    }
    res.writeHead(200, [...image.headers, 'content-length', image.body.length, 'x-cache', 'HIT'])
    res.end(req.method === 'HEAD' ? undefined : image.body)
    return true
  }

  /**
   * What the app proxy collects for this request: a full, shareable, small enough 200 to a keyed GET.
   * @param {import('node:http').IncomingMessage} req
   * @returns {import('./appProxy.mjs').Collector | undefined}
   */
  collector(req) {
    const key = req.method === 'GET' ? this.keyOf(req) : undefined
    if (key === undefined) return undefined
    return {
      wants: (status, headers) => {
        const control = String(headers['cache-control'] ?? '')
        const length = Number(headers['content-length'] ?? NaN)
        // Encoded (gzip) bytes would reach a browser that did not ask for them: the key has no Accept-Encoding.
        const plain = !headers['set-cookie'] && !headers['content-encoding']
        return (
          status === 200 && plain && MAX_AGE.test(control) && !NOT_SHARED.test(control) && length <= this.maxImageBytes
        )
      },
      keep: (rawHeaders, body) => this.keep(key, rawHeaders, body),
    }
  }

  /**
   * @param {string} key
   * @param {string[]} rawHeaders name, value, name, value… as Next sent them
   * @param {Buffer} body
   */
  keep(key, rawHeaders, body) {
    /** @type {(string | number)[]} */
    const headers = []
    let etag,
      maxAge = 0
    for (let i = 0; i < rawHeaders.length; i += 2) {
      const name = rawHeaders[i].toLowerCase()
      if (NOT_KEPT_HEADERS.has(name)) continue
      if (name === 'etag') etag = rawHeaders[i + 1]
      if (name === 'cache-control') maxAge = Number(MAX_AGE.exec(rawHeaders[i + 1])?.[1] ?? 0)
      headers.push(rawHeaders[i], rawHeaders[i + 1])
    }
    if (maxAge <= 0 || body.length > this.maxImageBytes) return
    const previous = this.images.get(key)
    if (previous) this.forget(key, previous)
    this.images.set(key, { headers, body, etag, expires: this.now() + maxAge * 1000 })
    this.bytes += body.length
    for (const [oldest, image] of this.images) {
      if (this.bytes <= this.maxBytes) break
      this.forget(oldest, image)
    }
  }

  /** A media change, or one of everything, empties it. @param {import('./cachePurge.mjs').PurgeTags} [tags] */
  purge(tags = 'all') {
    if (tags !== 'all' && !tags.some((tag) => tag === 'media' || tag.startsWith('media:'))) return
    this.images.clear()
    this.bytes = 0
  }

  /** @param {string} key @param {Image} image */
  forget(key, image) {
    this.images.delete(key)
    this.bytes -= image.body.length
  }
}

// @ts-check
// Compression: a kept answer's bodies and ETag, made once per render (on the main thread, beside the
// render), and a one-visitor page compressed as it is sent.
import crypto from 'node:crypto'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

const gzip = promisify(zlib.gzip)
const brotli = promisify(zlib.brotliCompress)

/** The text answers the cache keeps and a one-visitor page is compressed for. */
export const TEXT_TYPES = /^(text\/html|application\/json|application\/xml|text\/xml|text\/plain|text\/calendar)/

/** Brotli at render: ~1 ms a page, ~12 % bigger than the best (50-90 ms), made later while renders idle. */
export const QUICK_BROTLI = 5
export const BEST_BROTLI = 11

/** @typedef {import('./render.mjs').Rendered} Rendered @typedef {import('./render.mjs').Encoded} Encoded */

/** @param {Buffer} body @param {number} quality */
export const brotliOf = (body, quality) =>
  brotli(body, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  })

/**
 * A kept answer's compressed bodies and ETag; brotli's best took more than Next.js's own render.
 * @param {Buffer} body
 */
export async function encode(body) {
  const [gzipped, brotlied] = await Promise.all([gzip(body, { level: 9 }), brotliOf(body, QUICK_BROTLI)])
  /** @type {Encoded} */
  const encoded = {
    gzip: gzipped,
    br: brotlied,
    etag: `W/"${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    quick: true,
  }
  return encoded
}

/** Whether the cache keeps this answer. @param {Pick<Rendered, 'status' | 'headers' | 'body'>} r */
export function isStorable(r) {
  const type = String(r.headers['content-type'] ?? '')
  return r.status === 200 && !r.headers['set-cookie'] && TEXT_TYPES.test(type) && r.body.length <= 2 * 1024 * 1024
}

/**
 * The answer with its encodings when the cache would keep it.
 * @param {Rendered} rendered
 * @returns {Promise<Rendered>}
 */
export async function withEncodings(rendered) {
  return isStorable(rendered) ? { ...rendered, encoded: await encode(rendered.body) } : rendered
}

// A browser sends the same Accept-Encoding on every request: the last pick is reused.
let lastAccept = ''
/** @type {'br' | 'gzip' | 'identity'} */
let lastEncoding = 'identity'

/** @param {string | undefined} accept */
export function pickEncoding(accept) {
  if (!accept) return 'identity'
  if (accept !== lastAccept) {
    lastEncoding = /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : 'identity'
    lastAccept = accept
  }
  return lastEncoding
}

/**
 * A one-visitor page compressed as it goes: quick brotli (a 100 KB page in ~2 ms), or gzip.
 * @param {import('node:http').IncomingMessage} req @param {Rendered} rendered
 * @param {Record<string, string | string[]>} headers
 * @returns {{ body: Buffer, encoded: Record<string, string | string[]> }}
 */
export function compressedForOne(req, rendered, headers) {
  const plain = { body: rendered.body, encoded: {} }
  const type = String(headers['content-type'] ?? '')
  if (rendered.body.length < 1024 || headers['content-encoding'] || !TEXT_TYPES.test(type)) return plain
  const encoding = pickEncoding(String(req.headers['accept-encoding'] ?? ''))
  if (encoding === 'identity') return plain
  const body =
    encoding === 'br'
      ? zlib.brotliCompressSync(rendered.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: QUICK_BROTLI } })
      : zlib.gzipSync(rendered.body, { level: 6 })
  const vary = !headers.vary
    ? 'Accept-Encoding'
    : /accept-encoding/i.test(String(headers.vary))
      ? headers.vary
      : `${headers.vary}, Accept-Encoding`
  return { body, encoded: { 'content-encoding': encoding, vary } }
}

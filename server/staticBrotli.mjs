// @ts-check
// Next.js sends its hashed assets gzipped; browsers that accept brotli get them ~15% smaller from
// here. Each file is compressed once, at maximum quality, off the request path; until then (and for
// everything else) Next.js answers as usual.
import fs from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

const brotli = promisify(zlib.brotliCompress)
const TYPES = { '.js': 'application/javascript; charset=UTF-8', '.css': 'text/css; charset=UTF-8' }

/** @param {string} staticDir the build's `.next/static` */
export function createStaticBrotli(staticDir) {
  /** @type {Map<string, Buffer | null>} null: being compressed, or not worth it */
  const compressed = new Map()

  /** @param {string} urlPath */
  const prepare = async (urlPath) => {
    const file = path.join(staticDir, urlPath.slice('/_next/static/'.length))
    // Hashed file names only ever hold one content, so the result is kept for the life of the process.
    if (!file.startsWith(staticDir + path.sep)) return
    try {
      const source = await fs.readFile(file)
      compressed.set(
        urlPath,
        await brotli(source, {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length },
        }),
      )
    } catch {
      // missing file: Next.js answers 404 as before
    }
  }

  /**
   * Serves the brotli copy when there is one; returns false to let Next.js answer.
   * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
   */
  return function serve(req, res) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false
    const urlPath = (req.url ?? '').split('?')[0]
    const type = TYPES[/** @type {keyof typeof TYPES} */ (path.extname(urlPath))]
    if (!urlPath.startsWith('/_next/static/') || urlPath.includes('..') || !type) return false
    if (!/\bbr\b/.test(String(req.headers['accept-encoding'] ?? ''))) return false
    const body = compressed.get(urlPath)
    if (body === undefined) {
      compressed.set(urlPath, null)
      void prepare(urlPath)
      return false
    }
    if (body === null) return false
    res.writeHead(200, {
      'content-type': type,
      'content-encoding': 'br',
      'content-length': body.length,
      'cache-control': 'public, max-age=31536000, immutable',
      vary: 'Accept-Encoding',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
    })
    res.end(req.method === 'HEAD' ? undefined : body)
    return true
  }
}

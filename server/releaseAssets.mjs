// @ts-check
// Rollouts without a missing file (decision 044): while two releases serve together, a page of either may
// ask either instance for its hashed files, so an instance answers those not in its own build from the
// release folders beside it (/srv/lyceum/releases/<id>).
import fs from 'node:fs'
import path from 'node:path'

/** URL prefix → the folder under a release that holds its files. */
const FOLDERS = /** @type {const} */ ([
  ['/_next/static/', '.next/static'],
  ['/assets/', 'public/assets'],
])
/** @type {Record<string, string>} */
const TYPES = {
  '.js': 'application/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
}
const KNOWN_LIMIT = 5000
const LISTING_MS = 5000

/**
 * Where the release folders are: RELEASES_DIR, or this release's parent when it is named `releases`.
 * @param {string} root this release @param {string | undefined} setting RELEASES_DIR
 */
export function releasesFolder(root, setting) {
  if (setting?.trim()) return path.resolve(setting.trim())
  const parent = path.dirname(root)
  return path.basename(parent) === 'releases' ? parent : undefined
}

/**
 * @param {string} root this release's folder
 * @param {string | undefined} releasesDir where the releases are (releasesFolder)
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => boolean}
 */
export function createReleaseAssets(root, releasesDir) {
  if (!releasesDir) return () => false
  const own = fs.realpathSync(root)
  /** @type {Map<string, string | null>} URL path → another release's file, or null: this release's own */
  const known = new Map()
  let others = /** @type {string[]} */ ([])
  let listedAt = -Infinity
  // The release folders beside this one, looked up again every few seconds (a new release appears mid-run).
  const otherReleases = () => {
    if (Date.now() - listedAt < LISTING_MS) return others
    listedAt = Date.now()
    try {
      others = fs
        .readdirSync(releasesDir)
        .map((name) => path.join(releasesDir, name))
        .filter((dir) => realpath(dir) !== own && fs.existsSync(path.join(dir, '.next', 'BUILD_ID')))
    } catch {
      others = []
    }
    return others
  }

  return function serve(req, res) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false
    const urlPath = (req.url ?? '').split('?')[0]
    const folder = FOLDERS.find(([prefix]) => urlPath.startsWith(prefix))
    if (!folder || /\.\.|%|\\|\0/.test(urlPath)) return false
    let file = known.get(urlPath)
    if (file === undefined) {
      const relative = urlPath.slice(folder[0].length)
      if (fs.existsSync(path.join(root, folder[1], relative))) file = null
      else
        file = otherReleases()
          .map((dir) => path.join(dir, folder[1], relative))
          .find((f) => fs.existsSync(f))
      // Only what exists is remembered: a name no release has may be built a moment later.
      if (file === undefined) return false
      if (known.size >= KNOWN_LIMIT) known.clear()
      known.set(urlPath, file)
    }
    if (file === null) return false
    send(req, res, file, urlPath)
    return true
  }
}

/**
 * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
 * @param {string} file @param {string} urlPath
 */
function send(req, res, file, urlPath) {
  fs.readFile(file, (error, body) => {
    if (error) return void res.writeHead(404, { 'content-length': 0, 'cache-control': 'no-store' }).end()
    res.writeHead(200, {
      'content-type': TYPES[path.extname(urlPath)] ?? 'application/octet-stream',
      'content-length': body.length,
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cross-origin-resource-policy': 'same-site',
    })
    res.end(req.method === 'HEAD' ? undefined : body)
  })
}

/** @param {string} dir */
function realpath(dir) {
  try {
    return fs.realpathSync(dir)
  } catch {
    return dir
  }
}

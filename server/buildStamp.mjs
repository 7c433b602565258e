// @ts-check
// The build's source stamp (decision 044): `npm run build` writes the sources' hash to .next/source-hash;
// a production start refuses a missing or stale build rather than build (a release is built once).
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

const BUILD_INPUTS = ['src', 'public', 'package-lock.json', 'next.config.mjs', 'tsconfig.json', 'postcss.config.mjs']

/** @param {string} root */
export const stampFile = (root) => path.join(root, '.next', 'source-hash')

/** The hash of everything a build reads, except what the build itself writes (public/assets). @param {string} root */
export function sourceHash(root) {
  const hash = crypto.createHash('sha256')
  const generated = path.join(root, 'public', 'assets')
  /** @param {string} p */
  const walk = (p) => {
    if (!fs.existsSync(p) || p === generated) return
    const stat = fs.statSync(p)
    if (stat.isDirectory()) for (const name of fs.readdirSync(p).sort()) walk(path.join(p, name))
    else hash.update(path.relative(root, p)).update(fs.readFileSync(p))
  }
  for (const input of BUILD_INPUTS) walk(path.join(root, input))
  return hash.digest('hex')
}

/**
 * 'ok' when the build there was made by `npm run build` from the sources there now.
 * @param {string} root @returns {'ok' | 'missing' | 'stale'}
 */
export function buildState(root) {
  if (!fs.existsSync(path.join(root, '.next', 'BUILD_ID')) || !fs.existsSync(stampFile(root))) return 'missing'
  return fs.readFileSync(stampFile(root), 'utf8').trim() === sourceHash(root) ? 'ok' : 'stale'
}

/**
 * What to tell an operator whose start found no usable build.
 * @param {'missing' | 'stale'} state
 * @param {string} root
 */
export function buildProblem(state, root) {
  const where = root === process.cwd() ? '' : ` in ${root}`
  return state === 'missing'
    ? `No build here: run \`npm run build\`${where} first, then start again (a production start never builds).`
    : 'The build is older than the sources (they changed since `npm run build`): ' +
        `run \`npm run build\`${where} again, then start.`
}

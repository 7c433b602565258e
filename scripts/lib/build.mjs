// @ts-check
// One build at a time per release folder: the browser scripts, `next build`, their brotli copies, then
// the source stamp (server/buildStamp.mjs). A second build (or a start that may build) waits for the first, then finds
// the build there and does nothing.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { buildState, sourceHash, stampFile } from '../../server/buildStamp.mjs'
import { precompressStatic } from '../../server/staticBrotli.mjs'

/**
 * @param {string} root the release folder
 * @param {{ onlyIfNeeded?: boolean, env?: NodeJS.ProcessEnv }} [options] onlyIfNeeded: skip when the stamp matches
 * @returns {Promise<boolean>} whether it built
 */
export async function buildRelease(root, { onlyIfNeeded = false, env = process.env } = {}) {
  const release = await takeLock(path.join(root, '.build.lock'))
  try {
    if (onlyIfNeeded && buildState(root) === 'ok') return false
    // The hash of the sources the build starts from: a file changed during the build makes the stamp stale.
    const hash = sourceHash(root)
    fs.rmSync(stampFile(root), { force: true })
    const nextBin = path.join(root, 'node_modules/next/dist/bin/next')
    const buildEnv = { ...env, NODE_ENV: /** @type {const} */ ('production'), NEXT_TELEMETRY_DISABLED: '1' }
    for (const step of [[path.join(root, 'scripts/browser-scripts.mjs')], [nextBin, 'build']]) {
      const result = spawnSync(process.execPath, step, { cwd: root, env: buildEnv, stdio: 'inherit' })
      if (result.status !== 0)
        throw new Error(`The build failed (${path.basename(step.at(-1) ?? '')}, exit ${result.status}).`)
    }
    const started = performance.now()
    const compressed = await precompressStatic([path.join(root, '.next/static'), path.join(root, 'public/assets')])
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    console.log(`> Compressed ${compressed} scripts and stylesheets in ${seconds} s`)
    fs.writeFileSync(stampFile(root), hash)
    return true
  } finally {
    release()
  }
}

/** A lock file holding the builder's process id; one left by an ended process is taken over. @param {string} file */
async function takeLock(file) {
  for (let announced = false; ;) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' })
      return () => fs.rmSync(file, { force: true })
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error
    }
    const holder = Number(fs.readFileSync(file, 'utf8').trim() || 0)
    if (!holder || !alive(holder)) {
      fs.rmSync(file, { force: true })
      continue
    }
    if (!announced) console.log(`> Another build is running here (process ${holder}): waiting for it…`)
    announced = true
    await new Promise((r) => setTimeout(r, 1000))
  }
}

/** @param {number} pid */
function alive(pid) {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM'
  }
}

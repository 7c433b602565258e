import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * Builds the release in `root` when its stamp does not match its sources (`npm run build -- --if-needed`),
 * for suites whose servers start as production does: they never build (decision 044).
 */
export function ensureBuild(root = fileURLToPath(new URL('../../../', import.meta.url))) {
  const run = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs'), '--if-needed'], {
    cwd: root,
    stdio: 'inherit',
  })
  if (run.status !== 0) throw new Error(`The build in ${root} failed (exit ${run.status}).`)
}

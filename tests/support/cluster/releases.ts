import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { onlyEnv } from '../env'

// The release layout of docs/deploy.md ("Releases"), in a scratch folder: releases/<id>, a `current` link
// and a shared folder for data and media. The first release is this checkout (built); the next one is a
// copy of its sources with one change, built in its own folder while the first keeps serving.

const repo = fileURLToPath(new URL('../../../', import.meta.url))

export function releaseLayout(runDir: string) {
  const releases = path.join(runDir, 'releases')
  const current = path.join(runDir, 'current')
  const shared = path.join(runDir, 'shared')
  fs.mkdirSync(releases, { recursive: true })
  fs.mkdirSync(path.join(shared, 'media'), { recursive: true })

  /** Points `current` at a release, as `ln -sfn` followed by a rename does: atomically. */
  const switchTo = (id: string) => {
    const next = `${current}.next`
    fs.rmSync(next, { force: true })
    fs.symlinkSync(path.join(releases, id), next)
    fs.renameSync(next, current)
  }

  /** This checkout, already built, as release `id`. */
  const adoptCheckout = (id: string) => fs.symlinkSync(repo, path.join(releases, id))

  /**
   * A new release `id`: this checkout's sources (tracked and new files, as a deploy's `git clone` or
   * archive would have them), its installed packages (hard links: `npm ci` would install the same),
   * `change` applied, then `npm run build` there. Answers how long the build took.
   */
  const buildRelease = async (id: string, change: (dir: string) => void) => {
    const dir = path.join(releases, id)
    const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: repo, encoding: 'utf8' })
      .split('\0')
      .filter((f) => f && fs.existsSync(path.join(repo, f)))
    for (const file of files) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
      fs.copyFileSync(path.join(repo, file), path.join(dir, file))
    }
    execFileSync('cp', ['-al', path.join(repo, 'node_modules'), path.join(dir, 'node_modules')])
    fs.mkdirSync(path.join(dir, '.next'), { recursive: true })
    change(dir)
    // The checkout's compiler cache, as a build machine keeps its own between releases: minutes, not a quarter hour.
    if (fs.existsSync(path.join(repo, '.next/cache')))
      execFileSync('cp', ['-a', path.join(repo, '.next/cache'), path.join(dir, '.next/cache')])
    const started = Date.now()
    // The build sees none of the test runner's settings: only what a build machine has.
    const env = onlyEnv({ PATH: process.env.PATH, HOME: process.env.HOME ?? '/tmp', NEXT_TELEMETRY_DISABLED: '1' })
    // Not awaited synchronously: the site keeps taking the test's requests while it builds.
    const build = spawn(process.execPath, ['scripts/build.mjs'], { cwd: dir, env, stdio: ['ignore', 'ignore', 'pipe'] })
    let errors = ''
    build.stderr.on('data', (chunk) => (errors += chunk))
    const code = await new Promise<number | null>((resolve) => build.on('exit', resolve))
    if (code !== 0) throw new Error(`The build of release ${id} failed:\n${errors.slice(-3000)}`)
    return Date.now() - started
  }

  return { releases, current, shared, switchTo, adoptCheckout, buildRelease }
}

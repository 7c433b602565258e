import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { buildState } from '../../server/buildStamp.mjs'
import { onlyEnv } from '../support/env'

// One build per release (decision 044): `npm run build` stamps it, a production start never builds, the
// quick start builds once, and starts that may build wait for each other. The launcher and the build
// script run for real in a scratch release whose two build steps are stand-ins that log each run.

const repo = path.resolve(__dirname, '../..')
const release = fs.mkdtempSync(path.join(os.tmpdir(), 'lyceum-release-'))
const buildLog = path.join(release, 'builds.log')
afterAll(() => fs.rmSync(release, { recursive: true, force: true }))

const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(release, file)), { recursive: true })
  fs.writeFileSync(path.join(release, file), text)
}
for (const file of [
  'scripts/next.mjs',
  'scripts/build.mjs',
  'scripts/lib/build.mjs',
  'server/buildStamp.mjs',
  'server/staticBrotli.mjs',
])
  write(file, fs.readFileSync(path.join(repo, file), 'utf8'))
fs.mkdirSync(path.join(release, 'node_modules/@next'), { recursive: true })
fs.symlinkSync(path.join(repo, 'node_modules/@next/env'), path.join(release, 'node_modules/@next/env'))
write('src/page.ts', 'export const page = 1\n')
// The stand-ins: each run is a line in builds.log; `next build` takes a moment, as a real one does.
write(
  'scripts/browser-scripts.mjs',
  `import fs from 'node:fs'\nfs.appendFileSync(${JSON.stringify(buildLog)}, 'browser-scripts\\n')\n`,
)
write(
  'node_modules/next/dist/bin/next',
  `import fs from 'node:fs'\nawait new Promise((r) => setTimeout(r, 1500))\n` +
    `fs.mkdirSync('.next', { recursive: true })\n` +
    `fs.writeFileSync('.next/BUILD_ID', String(Date.now()))\n` +
    `fs.appendFileSync(${JSON.stringify(buildLog)}, 'next build\\n')\n`,
)
write('node_modules/next/package.json', '{ "type": "module" }')
write('server/index.mjs', "console.log(`served (NODE_ENV=${process.env.NODE_ENV ?? ''})`)\nprocess.exit(0)\n")

const builds = () =>
  fs.existsSync(buildLog)
    ? fs
        .readFileSync(buildLog, 'utf8')
        .split('\n')
        .filter((l) => l === 'next build').length
    : 0
const start = (env: Record<string, string | undefined>) =>
  spawnSync(process.execPath, [path.join(release, 'scripts/next.mjs'), 'start'], {
    cwd: release,
    env: onlyEnv({ PATH: process.env.PATH, PORT: '3999', ...env }),
    encoding: 'utf8',
    timeout: 60_000,
  })

describe('one build per release', () => {
  it('a production start with no build refuses, names `npm run build`, and builds nothing', () => {
    const run = start({ NODE_ENV: 'production' })
    expect(run.status).toBe(1)
    expect(run.stderr).toMatch(/No build here: run `npm run build`/)
    expect(builds()).toBe(0)
    expect(fs.existsSync(path.join(release, '.next'))).toBe(false)
  })

  it('the quick start (no NODE_ENV) builds once, stamps the build, then serves', () => {
    const run = start({})
    expect(run.status, run.stderr).toBe(0)
    expect(run.stdout).toMatch(/Building the site[\s\S]*served/)
    expect(builds()).toBe(1)
    expect(buildState(release)).toBe('ok')
    // Started again: the stamp matches, nothing is built.
    expect(start({}).status).toBe(0)
    expect(builds()).toBe(1)
  })

  it('a production start serves the stamped build as it is', () => {
    const run = start({ NODE_ENV: 'production' })
    expect(run.stdout).toMatch(/served \(NODE_ENV=production\)/)
    expect(builds()).toBe(1)
  })

  it('a source changed since the build: production refuses with the command to run; --build builds first', () => {
    write('src/page.ts', 'export const page = 2\n')
    expect(buildState(release)).toBe('stale')
    const run = start({ NODE_ENV: 'production' })
    expect(run.status).toBe(1)
    expect(run.stderr).toMatch(/older than the sources[\s\S]*run `npm run build`/)
    expect(builds()).toBe(1)
    const forced = spawnSync(process.execPath, [path.join(release, 'scripts/next.mjs'), 'start', '--build'], {
      cwd: release,
      env: onlyEnv({ PATH: process.env.PATH, NODE_ENV: 'production', PORT: '3999' }),
      encoding: 'utf8',
    })
    expect(forced.stdout).toMatch(/served/)
    expect(builds()).toBe(2)
  })

  it('builds started together on one release run in turn: the second finds the first’s build', async () => {
    write('src/page.ts', 'export const page = 3\n')
    const runs = await Promise.all(
      [0, 1, 2].map(
        () =>
          new Promise<{ code: number | null; out: string }>((resolve) => {
            const child = spawn(process.execPath, [path.join(release, 'scripts/build.mjs'), '--if-needed'], {
              cwd: release,
            })
            let out = ''
            child.stdout.on('data', (c) => (out += c))
            child.stderr.on('data', (c) => (out += c))
            child.on('exit', (code) => resolve({ code, out }))
          }),
      ),
    )
    expect(runs.map((r) => r.code)).toEqual([0, 0, 0])
    expect(builds()).toBe(3)
    expect(runs.filter((r) => /The build is current/.test(r.out))).toHaveLength(2)
    expect(fs.existsSync(path.join(release, '.build.lock'))).toBe(false)
  })

  it('`npm run build` always builds, and leaves the stamp a start checks', () => {
    const run = spawnSync(process.execPath, [path.join(release, 'scripts/build.mjs')], {
      cwd: release,
      encoding: 'utf8',
    })
    expect(run.status, run.stderr).toBe(0)
    expect(builds()).toBe(4)
    expect(buildState(release)).toBe('ok')
  })
})

describe('a production start that refuses to guess', () => {
  const server = (env: Record<string, string>) =>
    spawnSync(process.execPath, [path.join(repo, 'server/index.mjs')], {
      cwd: os.tmpdir(),
      env: onlyEnv({ PATH: process.env.PATH, NODE_ENV: 'production', ...env }),
      encoding: 'utf8',
      timeout: 60_000,
    })

  it('NODE_ENV=production without PAYLOAD_SECRET and DATABASE_URL stops at once, naming both', () => {
    const run = server({ PAYLOAD_SECRET: '', DATABASE_URL: '' })
    expect(run.status).toBe(1)
    expect(run.stderr).toMatch(/NODE_ENV=production[\s\S]*PAYLOAD_SECRET: required[\s\S]*DATABASE_URL: required/)
  })

  it('a bad HOST is named with the rest', () => {
    const run = server({ PAYLOAD_SECRET: 'x', DATABASE_URL: 'file:/tmp/x.db', HOST: 'not a host', TRUST_PROXY: 'all' })
    expect(run.status).toBe(1)
    expect(run.stderr).toMatch(/TRUST_PROXY: must be a whole number[\s\S]*HOST: must be an IP address or a host name/)
  })
})

#!/usr/bin/env node
// `npm start` and `npm run dev`: one command from a fresh clone to a running site.
// start: the local trial (NODE_ENV unset) builds when there is no build or the sources changed since it;
// a production start (NODE_ENV=production) never builds unless given --build (it says which command to
// run). Then the server runs in this same process (server/index.mjs): no launcher process beside it.
import { spawn } from 'node:child_process'
import path from 'node:path'
import nextEnv from '@next/env'
import { buildProblem, buildState } from '../server/buildStamp.mjs'
import { buildRelease } from './lib/build.mjs'

const mode = process.argv[2] === 'dev' ? 'dev' : 'start'
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const port = process.env.PORT || '3000'
process.env.NEXT_TELEMETRY_DISABLED = '1'

if (mode === 'start') {
  // The .env file may say NODE_ENV=production too (server/startMode.mjs reads it the same way).
  nextEnv.loadEnvConfig(root, false, { info: () => {}, error: console.error })
  const state = buildState(root)
  if (state !== 'ok') {
    if (process.env.NODE_ENV === 'production' && !process.argv.includes('--build')) {
      console.error(
        `${buildProblem(state, root)}\n(npm start -- --build builds first, on a machine that serves nothing yet.)`,
      )
      process.exit(1)
    }
    console.log('> Building the site (first start, or the sources changed)…')
    try {
      await buildRelease(root, { onlyIfNeeded: true })
    } catch (error) {
      console.error(error instanceof Error ? error.message : error)
      process.exit(1)
    }
  }
  process.env.PORT = port
  announceWhenServing()
  await import('../server/index.mjs')
} else {
  // In development the browser scripts are rebuilt as their sources change; the server starts once they are built.
  await watchBrowserScripts()
  const server = spawn(process.execPath, [path.join(root, 'server/index.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: port, NODE_ENV: 'development' },
    // The server writes its own output (the request log is a line per request: no relay in between).
    stdio: 'inherit',
  })
  announceWhenServing()
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
  server.on('exit', (code) => process.exit(code ?? 0))
}

function watchBrowserScripts() {
  const browserScripts = path.join(root, 'scripts/browser-scripts.mjs')
  const watcher = spawn(process.execPath, [browserScripts, '--watch'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  process.on('exit', () => watcher.kill())
  return new Promise((resolve, reject) => {
    watcher.stdout.on('data', (chunk) => {
      process.stdout.write(chunk)
      if (chunk.toString().includes('Browser scripts: built')) resolve(undefined)
    })
    watcher.on('exit', (code) => reject(new Error(`The browser scripts did not build (exit ${code}).`)))
  })
}

// The address is printed once the site answers (migrations and demo content are done by then).
async function announceWhenServing() {
  const url = process.env.SERVER_URL || `http://localhost:${port}`
  const host = process.env.HOST?.trim()
  const probe = !host || host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`http://${probe}:${port}/api/get-banner`)).ok) break
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  const admin = process.env.ADMIN_EMAIL
    ? `sign in as ${process.env.ADMIN_EMAIL}`
    : 'the first visit asks you to create the first staff user'
  const trial =
    process.env.LYCEUM_TRIAL === 'true' ? '\n  A local trial: see docs/deploy.md for a production start.' : ''
  console.log(`\n  Lyceum Assessments is running at ${url}\n  Staff admin: ${url}/admin (${admin})${trial}\n`)
}

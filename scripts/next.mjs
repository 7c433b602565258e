#!/usr/bin/env node
// `npm start` and `npm run dev`: one command from a fresh clone to a running site.
// start: builds when there is no build or the sources changed since it, then serves.
import { spawn, spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

const mode = process.argv[2] === 'dev' ? 'dev' : 'start'
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const nextBin = path.join(root, 'node_modules/next/dist/bin/next')
const port = process.env.PORT || '3000'
const childEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }

// An operator who sets NODE_ENV=production must also set PAYLOAD_SECRET; a local run keeps one in ./data.
if (!childEnv.PAYLOAD_SECRET && !childEnv.PAYLOAD_SECRET_FILE && process.env.NODE_ENV !== 'production') {
  childEnv.PAYLOAD_SECRET_FILE = path.join(path.resolve(root, process.env.DATA_DIR || 'data'), '.payload-secret')
}

const buildInputs = ['src', 'public', 'package-lock.json', 'next.config.mjs', 'tsconfig.json', 'postcss.config.mjs']
const stampFile = path.join(root, '.next', 'source-hash')
// Written by the build from src/browser (scripts/browser-scripts.mjs), so not an input of it.
const generatedAssets = path.join(root, 'public', 'assets')
const browserScripts = path.join(root, 'scripts/browser-scripts.mjs')

function sourceHash() {
  const hash = crypto.createHash('sha256')
  const walk = (p) => {
    if (!fs.existsSync(p) || p === generatedAssets) return
    const stat = fs.statSync(p)
    if (stat.isDirectory()) for (const name of fs.readdirSync(p).sort()) walk(path.join(p, name))
    else hash.update(path.relative(root, p)).update(fs.readFileSync(p))
  }
  for (const input of buildInputs) walk(path.join(root, input))
  return hash.digest('hex')
}

function ensureBuild() {
  const current = sourceHash()
  const built =
    fs.existsSync(path.join(root, '.next', 'BUILD_ID')) && fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === current
  if (built) return
  console.log('> Building the site (first start, or the sources changed)…')
  for (const step of [[browserScripts], [nextBin, 'build']]) {
    const result = spawnSync(process.execPath, step, { cwd: root, env: { ...childEnv, NODE_ENV: 'production' }, stdio: 'inherit' })
    if (result.status !== 0) process.exit(result.status ?? 1)
  }
  fs.writeFileSync(stampFile, current)
}

if (mode === 'start') ensureBuild()
// In development the browser scripts are rebuilt as their sources change; the server starts once they are built.
if (mode === 'dev') await watchBrowserScripts()

// Both run server/index.mjs: development differs only where it must (see that file).
const server = spawn(process.execPath, [path.join(root, 'server/index.mjs')], {
  cwd: root,
  env: { ...childEnv, PORT: port, NODE_ENV: mode === 'start' ? 'production' : 'development' },
  // The server writes its own output (the request log is a line per request: no relay in between).
  stdio: 'inherit',
})
announceWhenServing()

function watchBrowserScripts() {
  const watcher = spawn(process.execPath, [browserScripts, '--watch'], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] })
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
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/get-banner`)).ok) break
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  const admin = process.env.ADMIN_EMAIL
    ? `sign in as ${process.env.ADMIN_EMAIL}`
    : 'the first visit asks you to create the first staff user'
  console.log(`\n  Lyceum Assessments is running at ${url}\n  Staff admin: ${url}/admin (${admin})\n`)
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))

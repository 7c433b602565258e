import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

// A hook that timed out leaves its server behind: each still running is stopped when this worker exits.
const running = new Set<number>()
process.on('exit', () => {
  for (const pid of running) {
    try {
      process.kill(-pid, 'SIGKILL')
    } catch {
      // already gone
    }
  }
})

/**
 * A second production server for one spec, with settings of its own (TRUST_PROXY, low limits), on a
 * throwaway database with the demo content. The suite's webServer has built the site by then.
 */
export async function spawnProductionServer(port: number, env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lyceum-spawned-'))
  const url = `http://127.0.0.1:${port}`
  const child = spawn(process.execPath, ['scripts/next.mjs', 'start'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      SERVER_URL: url,
      DATA_DIR: dataDir,
      MEDIA_DIR: path.join(dataDir, 'media'),
      DATABASE_URL: '',
      PAYLOAD_SECRET: 'spawned-test-secret-not-for-production',
      SEED_DEMO_CONTENT: 'true',
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
      ...env,
    },
  })
  let log = ''
  child.stderr.on('data', (chunk) => (log += chunk))
  // Standard output: the request log and Payload's lines (tests/e2e/operations.spec.ts reads them).
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  let exited = false
  running.add(child.pid!)
  child.on('exit', () => {
    exited = true
    running.delete(child.pid!)
  })
  const stop = () => {
    if (!exited) process.kill(-child.pid!, 'SIGTERM')
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
  for (let i = 0; i < 240 && !exited; i++) {
    try {
      if ((await fetch(`${url}/api/get-banner`)).ok) return { url, stop, log: () => log, output: () => output, child }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  stop()
  throw new Error(`The server on port ${port} did not start:\n${log}`)
}

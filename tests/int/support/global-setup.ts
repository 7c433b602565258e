import fs from 'node:fs'
import { getPayload } from 'payload'
import { keepOutputBlocking } from './blocking-output'

/** Far longer than Payload's start (migrations and the demo content take about 10 s). */
const SETUP_LIMIT_MS = 180_000

// Migrates the throwaway database and loads the demo content once for the whole run.
export async function setup() {
  // A start that waits on nothing left Node with an empty event loop, and Vitest exited 0 having run no
  // test (seen once in CI): this timer keeps the process alive and turns that into a failure.
  const limit = setTimeout(() => {
    console.error(`Global setup: Payload did not start within ${SETUP_LIMIT_MS / 1000} s.`)
    process.exit(1)
  }, SETUP_LIMIT_MS)
  try {
    const { default: config } = await import('../../../src/payload.config')
    const payload = await getPayload({ config })
    await payload.destroy()
  } finally {
    clearTimeout(limit)
  }
  keepOutputBlocking()
}

export async function teardown() {
  const dir = process.env.DATA_DIR
  if (dir && dir.includes('lyceum-int-')) fs.rmSync(dir, { recursive: true, force: true })
}

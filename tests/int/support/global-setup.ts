import fs from 'node:fs'
import { getPayload } from 'payload'
import { keepOutputBlocking } from './blocking-output'

// Migrates the throwaway database and loads the demo content once for the whole run.
export async function setup() {
  const { default: config } = await import('../../../src/payload.config')
  const payload = await getPayload({ config })
  await payload.destroy()
  keepOutputBlocking()
}

export async function teardown() {
  const dir = process.env.DATA_DIR
  if (dir && dir.includes('lyceum-int-')) fs.rmSync(dir, { recursive: true, force: true })
}

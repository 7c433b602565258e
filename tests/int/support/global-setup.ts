import fs from 'node:fs'
import { getPayload } from 'payload'

// Migrates the throwaway database and loads the demo content once for the whole run.
export async function setup() {
  const { default: config } = await import('../../../src/payload.config')
  const payload = await getPayload({ config })
  await payload.destroy()
  // Payload's logger leaves stdout non-blocking; on a pipe (CI) Vitest's report was then lost at exit.
  for (const stream of [process.stdout, process.stderr]) {
    ;(stream as unknown as { _handle?: { setBlocking?: (on: boolean) => void } })._handle?.setBlocking?.(true)
  }
}

export async function teardown() {
  const dir = process.env.DATA_DIR
  if (dir && dir.includes('lyceum-int-')) fs.rmSync(dir, { recursive: true, force: true })
}

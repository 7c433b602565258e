import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { keepOutputBlocking } from './blockingOutput'

/** Far longer than Payload's start (migrations and the demo content take about 10 s). */
const SETUP_LIMIT_MS = 180_000
/** Node's exit code when the entry module's top-level await never settled (nothing left to wait on). */
const UNSETTLED = 13

// Migrates the throwaway database and loads the demo content once for the whole run, in a process of
// its own. About one start in seven under Vitest, importing the Payload config stalls with nothing left
// to wait on, before it touches the database (in Vitest's own process it then waited for ever; seen with
// Vite 8 and tsx alike, never in the production server): such a start ends with code 13 and is tried again.
export async function setup() {
  // Each Vitest project calls this (vitest.config.mts has two): the run's database is set up once.
  const done = path.join(process.env.DATA_DIR ?? '', 'set-up')
  if (fs.existsSync(done)) return
  for (let attempt = 1; ; attempt++) {
    const { code, errors } = await startPayload()
    if (code === 0) break
    if (code !== UNSETTLED || attempt === 3)
      throw new Error(
        'Global setup: Payload did not start ' +
          `(${code === null ? `killed after ${SETUP_LIMIT_MS / 1000} s` : `exit ${code}`}).\n${errors}`,
      )
    console.error(`Global setup: the Payload config's import stalled (attempt ${attempt}); starting again.\n${errors}`)
  }
  fs.writeFileSync(done, '')
  keepOutputBlocking()
}

function startPayload(): Promise<{ code: number | null; errors: string }> {
  const script = path.join(import.meta.dirname, 'startPayload.ts')
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: process.env,
    stdio: ['ignore', 'inherit', 'pipe'],
  })
  let errors = ''
  child.stderr.on('data', (chunk: Buffer) => (errors = (errors + chunk).slice(-4000)))
  const limit = setTimeout(() => child.kill('SIGKILL'), SETUP_LIMIT_MS)
  return new Promise((resolve, reject) =>
    child
      .on('close', (code) => {
        clearTimeout(limit)
        resolve({ code, errors })
      })
      .on('error', reject),
  )
}

export async function teardown() {
  const dir = process.env.DATA_DIR
  if (dir && dir.includes('lyceum-int-')) fs.rmSync(dir, { recursive: true, force: true })
}

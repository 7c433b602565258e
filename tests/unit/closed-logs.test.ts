import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// A server whose log reader went away keeps serving, and its failed writes do not become uncaught
// exceptions (which Next.js logs to the same closed pipe, in a loop that held a core at 100 %).
const guard = path.resolve('server/closedLogs.mjs')

/** Runs a process that logs every 5 ms, closes the pipe it logs to, and says what the process saw. */
async function logToAClosedPipe(guarded: boolean) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'closed-logs-'))
  const marker = path.join(dir, 'uncaught.txt')
  const script = `
    import fs from 'node:fs'
    import { survivesClosedLogs } from ${JSON.stringify(guard)}
    if (${guarded}) survivesClosedLogs()
    process.on('uncaughtException', (error) => fs.appendFileSync(${JSON.stringify(marker)}, String(error.code) + '\\n'))
    setInterval(() => console.error('a log line'), 5)
    setTimeout(() => process.exit(0), 1500)`
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'ignore', 'pipe'] })
  await new Promise((resolve) => child.stderr!.once('data', resolve))
  child.stderr!.destroy()
  const code = await new Promise((resolve) => child.on('exit', resolve))
  const uncaught = fs.existsSync(marker) ? fs.readFileSync(marker, 'utf8').trim().split('\n') : []
  fs.rmSync(dir, { recursive: true, force: true })
  return { code, uncaught }
}

describe('a closed log pipe', () => {
  it('is an uncaught EPIPE on every line without the guard', async () => {
    const { uncaught } = await logToAClosedPipe(false)
    expect(uncaught.length).toBeGreaterThan(0)
    expect(uncaught[0]).toBe('EPIPE')
  })

  it('costs nothing with it: no uncaught exception, and the process runs on', async () => {
    expect(await logToAClosedPipe(true)).toEqual({ code: 0, uncaught: [] })
  })
})

import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

/**
 * One production server of the cluster (`node scripts/next.mjs start`, which builds first when the
 * sources changed), with its output in `<runDir>/<name>.log`. `restart` is what an operator's
 * supervisor does: SIGTERM, wait for the exit, start again with the same settings.
 */
export type Instance = {
  name: string
  url: string
  port: number
  /** SIGTERM to the server (through scripts/next.mjs, which passes it on once); resolves with the exit code. */
  terminate: () => Promise<number | null>
  start: () => Promise<void>
  log: () => string
}

export function instance(name: string, port: number, runDir: string, env: Record<string, string>): Instance {
  const url = `http://127.0.0.1:${port}`
  const logFile = path.join(runDir, `${name}.log`)
  let child: ChildProcess | undefined

  const start = async () => {
    const out = fs.openSync(logFile, 'a')
    child = spawn(process.execPath, ['scripts/next.mjs', 'start'], {
      stdio: ['ignore', out, out],
      detached: true,
      env: { ...process.env, ...env, PORT: String(port) },
    })
    fs.closeSync(out)
    const current = child
    // The first start may build the site: a few minutes on a busy machine.
    for (let i = 0; i < 1200; i++) {
      if (current.exitCode !== null) throw new Error(`${name} stopped while starting (exit ${current.exitCode}):\n${tail(logFile)}`)
      try {
        if ((await fetch(`${url}/api/get-banner`)).ok) return
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 500))
    }
    throw new Error(`${name} did not answer within 10 minutes:\n${tail(logFile)}`)
  }

  const terminate = async () => {
    const current = child
    if (!current || current.exitCode !== null || current.signalCode !== null) return current?.exitCode ?? null
    const exited = new Promise<number | null>((resolve) => current.once('exit', (code) => resolve(code)))
    current.kill('SIGTERM')
    return exited
  }

  return { name, url, port, start, terminate, log: () => tail(logFile) }
}

/** Stops an instance and everything it started, for the suite's end (not a graceful restart). */
export async function stopForGood(i: Instance) {
  await Promise.race([i.terminate(), new Promise((r) => setTimeout(r, 30_000))])
}

function tail(file: string) {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-60).join('\n')
  } catch {
    return ''
  }
}

import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

/**
 * One production server of the cluster (`node scripts/next.mjs start` on the built checkout, or the
 * command and folder given, as a systemd unit runs `node server/index.mjs` in /srv/lyceum/current), with
 * its output in `<runDir>/<name>.log`. A restart is what an operator's supervisor does: SIGTERM, wait
 * for the exit, start again with the same settings (the folder is looked up again: a new release).
 */
export type Instance = {
  name: string
  url: string
  port: number
  /** SIGTERM to the server (scripts/next.mjs runs it in its own process); resolves with the exit code. */
  terminate: () => Promise<number | null>
  start: () => Promise<void>
  log: () => string
}

export function instance(
  name: string,
  port: number,
  runDir: string,
  env: Record<string, string>,
  launch: { args: string[]; cwd?: string } = { args: ['scripts/next.mjs', 'start'] },
): Instance {
  const url = `http://127.0.0.1:${port}`
  const logFile = path.join(runDir, `${name}.log`)
  let child: ChildProcess | undefined

  const start = async () => {
    const out = fs.openSync(logFile, 'a')
    child = spawn(process.execPath, launch.args, {
      cwd: launch.cwd,
      stdio: ['ignore', out, out],
      detached: true,
      env: { ...process.env, ...env, PORT: String(port) },
    })
    fs.closeSync(out)
    const current = child
    for (let i = 0; i < 1200; i++) {
      if (current.exitCode !== null)
        throw new Error(`${name} stopped while starting (exit ${current.exitCode}):\n${tail(logFile)}`)
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

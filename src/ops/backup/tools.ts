import { spawn } from 'node:child_process'
import { BackupRefused } from './refused'

// The PostgreSQL client programs (pg_dump, pg_restore) run as child processes; their errors reach the operator as is.

/** Runs a program to the end; resolves with its output, or refuses with its stderr (or that it is missing). */
export function run(program: string, args: string[], env: Record<string, string> = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
    let out = ''
    let err = ''
    child.stdout.on('data', (c) => (out += c))
    child.stderr.on('data', (c) => (err += c))
    child.on('error', (e: NodeJS.ErrnoException) =>
      reject(
        e.code === 'ENOENT'
          ? new BackupRefused(
              `${program} was not found. Install the PostgreSQL client programs ` +
                '(Debian: apt-get install postgresql-client) or put them in PATH.',
            )
          : e,
      ),
    )
    child.on('close', (code) =>
      code === 0 ? resolve(out) : reject(new BackupRefused(`${program} failed (exit ${code}):\n${err.trim()}`)),
    )
  })
}

/** The major version of a client program, from `--version` ("pg_dump (PostgreSQL) 15.18 …" → 15). */
export async function clientMajor(program: string): Promise<number> {
  const match = /\(PostgreSQL\)\s+(\d+)/.exec(await run(program, ['--version']))
  if (!match) throw new BackupRefused(`Could not read the version of ${program}.`)
  return Number(match[1])
}

/** A connection URL without its password, and the password for PGPASSWORD: no secret in the process list. */
export function connectionForTools(url: string): { dbname: string; env: Record<string, string> } {
  const parsed = new URL(url)
  const password = decodeURIComponent(parsed.password)
  parsed.password = ''
  return { dbname: parsed.toString(), env: password ? { PGPASSWORD: password } : {} }
}

import type { Payload } from 'payload'
import type { Pool } from 'pg'

// One piece of work at a time per (space, id), e.g. the changes of one entry: on PostgreSQL across
// every instance (an advisory lock), on SQLite (one process, docs/deploy.md) among this process's callers.

const chains = new Map<string, Promise<unknown>>()
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
/** Longest a caller waits for the lock before giving up with an error. */
const WAIT_MS = 15_000

export async function oneAtATimeFor<T>(
  payload: Payload,
  space: number,
  id: number,
  work: () => Promise<T>,
): Promise<T> {
  const pool = (payload.db as { pool?: Pool }).pool
  if (!pool) return inThisProcess(`${space}:${id}`, work)
  // A waiter holds no connection: the holder's work needs the pool, and blocked waiters must not drain it.
  for (const started = Date.now(); Date.now() - started < WAIT_MS; await sleep(20 + Math.random() * 30)) {
    const client = await pool.connect()
    let locked = false
    try {
      locked =
        (await client.query('select pg_try_advisory_lock($1, $2) as locked', [space, id])).rows[0]?.locked === true
      if (locked) return await work()
    } finally {
      if (locked) await client.query('select pg_advisory_unlock($1, $2)', [space, id]).catch(() => undefined)
      client.release()
    }
  }
  throw new Error(`Waited ${WAIT_MS / 1000} s for lock ${space}:${id}.`)
}

function inThisProcess<T>(key: string, work: () => Promise<T>): Promise<T> {
  const run = (chains.get(key) ?? Promise.resolve()).then(work, work)
  const settled = run.then(
    () => undefined,
    () => undefined,
  )
  chains.set(key, settled)
  void settled.then(() => chains.get(key) === settled && chains.delete(key))
  return run
}

import type { Payload } from 'payload'
import type { Pool } from 'pg'

// Any fixed number: PostgreSQL advisory locks are named by a 64-bit key, one per purpose.
const STARTUP_LOCK = 7_301_013

/**
 * Runs `work` while no other instance runs its own: several instances starting at once on one
 * PostgreSQL database (a rolling upgrade, a cluster's first start) take turns with migrations, the
 * first admin and the demo content. SQLite has one process; the work runs at once.
 */
export async function oneInstanceAtATime<T>(payload: Payload, work: () => Promise<T>): Promise<T> {
  const pool = (payload.db as { pool?: Pool }).pool
  if (!pool) return work()
  // A session lock: held by this connection until unlocked or the connection ends (a crash frees it).
  const client = await pool.connect()
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK])
    return await work()
  } finally {
    await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => undefined)
    client.release()
  }
}

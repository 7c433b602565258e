import pg from 'pg'
import { RateLimiterMemory, RateLimiterPostgres, type RateLimiterAbstract } from 'rate-limiter-flexible'
import { env } from '@/lib/env'
import { appSlot, onShutdown } from '../../server/shared.mjs'

// A per-client allowance (forms, sign-in). On SQLite (one instance) it lives in this process's
// memory. On PostgreSQL it is counted in the table `rate_limits`, which rate-limiter-flexible
// creates for itself (CREATE TABLE IF NOT EXISTS; not one of Payload's migrations), so every
// instance draws on the same allowance; when the database does not answer, an in-memory count
// stands in (the limit then holds per instance), so a hiccup never turns into an error page.

export type LimitOptions = { keyPrefix: string; points: number; duration: number }
export type Limiter = Pick<RateLimiterAbstract, 'consume'>

/** The table every shared allowance is counted in, one row per client and prefix. */
export const LIMITS_TABLE = 'rate_limits'

type Held = { ready?: Limiter; pending?: Promise<Limiter>; memory: RateLimiterMemory; clearFirst: boolean }
/** This thread's pool and limiters by name (Next bundles each route separately: one per bundle would not limit). */
type Limits = { pool?: pg.Pool; held: Map<string, Held>; cleared: Set<string> }
const limits = () => appSlot('limits', (): Limits => ({ held: new Map(), cleared: new Set() }))

/** A small pool of this process's own (no wait on Payload's start), closed at shutdown. */
export function limitsPool(url: string): pg.Pool {
  const existing = limits().pool
  if (existing) return existing
  // A database that does not answer within 2 s is a hiccup: the in-memory count answers instead.
  const pool = new pg.Pool({
    connectionString: url,
    max: 4,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 2000,
    query_timeout: 2000,
  })
  pool.on('error', () => {}) // an idle connection that dies is replaced on the next query
  limits().pool = pool
  onShutdown({ name: 'rate limits', run: () => pool.end() })
  return pool
}

/**
 * A limiter counted in PostgreSQL through `pool`, ready once its table exists. When that fails the
 * promise rejects, and the caller answers from memory and tries again on its next request.
 */
export function postgresLimiter(pool: pg.Pool, options: LimitOptions): Promise<Limiter> {
  return new Promise((resolve, reject) => {
    const limiter: RateLimiterPostgres = new RateLimiterPostgres(
      {
        ...options,
        storeClient: pool,
        storeType: 'pool',
        tableName: LIMITS_TABLE,
        insuranceLimiter: new RateLimiterMemory(options),
      },
      (error?: unknown) => (error ? reject(error) : resolve(limiter)),
    )
  })
}

/**
 * The limiter kept under `name` for this process (Next bundles each route separately: a module-level
 * limiter would exist once per bundle, each with its own allowance).
 */
export function sharedLimiter(name: string, options: () => LimitOptions): Limiter {
  const { held: all, cleared } = limits()
  let held = all.get(name)
  if (!held) {
    held = { memory: new RateLimiterMemory(options()), clearFirst: cleared.delete(name) }
    all.set(name, held)
  }
  const database = env().database
  if (database.kind !== 'postgres') return held.memory
  const h = held
  return {
    consume: async (key, points) => {
      let limiter: Limiter
      try {
        limiter = h.ready ??= await (h.pending ??= preparedLimiter(limitsPool(database.url), options(), h.clearFirst))
      } catch (error) {
        h.pending = undefined
        console.error(
          `Rate limits: the table ${LIMITS_TABLE} could not be prepared (${String(error)}); ` +
            'counting in memory for now.',
        )
        limiter = h.memory
      }
      return limiter.consume(key, points)
    },
  }
}

async function preparedLimiter(pool: pg.Pool, options: LimitOptions, clearFirst: boolean): Promise<Limiter> {
  const limiter = await postgresLimiter(pool, options)
  if (clearFirst) await pool.query(`DELETE FROM ${LIMITS_TABLE} WHERE key LIKE $1`, [`${options.keyPrefix}:%`])
  return limiter
}

/** For tests that change the limits: a new allowance, and on PostgreSQL the counts so far forgotten. */
export function resetSharedLimiterForTests(name: string): void {
  limits().held.delete(name)
  limits().cleared.add(name)
}

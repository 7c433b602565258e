import fs from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import { isDraining, isStartWarm } from '../../server/shared.mjs'
import { pingDatabase } from './database'
import { env } from './env'
import packageJson from '../../package.json'

// What a load balancer asks before sending visitors here (docs/api.md, GET /api/health). Nothing in
// the answer names a host, a path or an error: it is public.

export type DatabaseState = 'ok' | 'unreachable' | 'timeout' | 'skipped'
/** mode: 'trial' for the quick start (generated secret, SQLite, demo content), 'configured' for NODE_ENV=production. */
export type Health = {
  status: 'ok' | 'unavailable' | 'draining'
  database: DatabaseState
  mode: 'configured' | 'trial'
  /** false while the start's warm-up runs (pages first, then the admin): renders are slower until then. */
  warm: boolean
  version: string
  build?: string
}

/** The database must answer `select 1` within this time for the instance to count as healthy. */
export const DATABASE_TIMEOUT_MS = 1000

let buildId: string | undefined | null = null
/** Next's build id, read once (absent in tests that run without a build). */
function currentBuild(): string | undefined {
  if (buildId === null) {
    try {
      buildId = fs.readFileSync(path.join(process.cwd(), '.next', 'BUILD_ID'), 'utf8').trim()
    } catch {
      buildId = undefined
    }
  }
  return buildId
}

let lastReported: DatabaseState = 'ok'

/** Whether the database answers in time; a change of state is logged once (with the error, for the operator only). */
export async function databaseState(
  payload: () => Promise<Payload>,
  timeoutMs = DATABASE_TIMEOUT_MS,
): Promise<DatabaseState> {
  let timer: NodeJS.Timeout | undefined
  const timedOut = new Promise<DatabaseState>((resolve) => (timer = setTimeout(() => resolve('timeout'), timeoutMs)))
  let failure: unknown
  const answered = payload()
    .then(pingDatabase)
    .then(
      () => 'ok' as const,
      (error: unknown) => {
        failure = error
        return 'unreachable' as const
      },
    )
  const state = await Promise.race([answered, timedOut]).finally(() => clearTimeout(timer))
  if (state !== lastReported) {
    lastReported = state
    const detail = failure instanceof Error ? failure.message : undefined
    // console, not Payload's logger: Payload itself may be what failed.
    console.warn(
      JSON.stringify({ health: 'database', state, ...(detail ? { error: detail } : {}), at: new Date().toISOString() }),
    )
  }
  return state
}

/** An environment that does not validate never serves (Payload fails first): 'configured' is all it could be. */
function modeOf(): Health['mode'] {
  try {
    return env().mode
  } catch {
    return 'configured'
  }
}

/** The health answer: 200 when this instance can serve, 503 with the failing part otherwise. */
export async function checkHealth(payload: () => Promise<Payload>): Promise<{ httpStatus: number; body: Health }> {
  const about = { mode: modeOf(), warm: isStartWarm(), version: packageJson.version, build: currentBuild() }
  if (isDraining()) return { httpStatus: 503, body: { status: 'draining', database: 'skipped', ...about } }
  const database = await databaseState(payload)
  const ok = database === 'ok'
  return { httpStatus: ok ? 200 : 503, body: { status: ok ? 'ok' : 'unavailable', database, ...about } }
}

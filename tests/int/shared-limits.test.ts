import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import pg from 'pg'
import { RateLimiterRes } from 'rate-limiter-flexible'
import { freshDatabase, postgresUrl } from '../support/postgres'
import { LIMITS_TABLE, postgresLimiter, type Limiter } from '@/lib/sharedLimit'
import { resetEnvForTests } from '@/lib/env'
import { resetRateLimitForTests, takeSubmission } from '@/forms/server/guard'
import { resetSignInLimitForTests, takeSignInAttempt } from '@/auth/signInLimit'

// On PostgreSQL the form and sign-in limits are counted in the database (src/lib/sharedLimit.ts), so
// several instances share one allowance. Each pool here stands for one instance's process.

const refused = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (e: unknown) => (e instanceof RateLimiterRes ? e : Promise.reject(e)),
  )

describe.skipIf(!postgresUrl)('limits shared through PostgreSQL', () => {
  const pools: pg.Pool[] = []
  const instancePool = (url = postgresUrl!) => {
    const pool = new pg.Pool({ connectionString: url, max: 2, connectionTimeoutMillis: 2000, query_timeout: 2000 })
    pool.on('error', () => {})
    pools.push(pool)
    return pool
  }
  afterAll(async () => {
    await Promise.all(pools.map((p) => p.end()))
  })

  it('two instances draw on one allowance; other clients are not affected', async () => {
    const options = { keyPrefix: `shared-${Date.now()}`, points: 5, duration: 60 }
    const [a, b] = await Promise.all([
      postgresLimiter(instancePool(), options),
      postgresLimiter(instancePool(), options),
    ])
    const client = '198.51.100.40'
    for (const limiter of [a, b, a, b, a]) await limiter.consume(client)
    const onB = await refused(b.consume(client))
    const onA = await refused(a.consume(client))
    expect(onB?.msBeforeNext).toBeGreaterThan(50_000)
    expect(onA).toBeInstanceOf(RateLimiterRes)
    expect((await b.consume('198.51.100.41')).remainingPoints).toBe(4)
  })

  it('many requests at once across two instances: exactly the allowance passes', async () => {
    const options = { keyPrefix: `burst-${Date.now()}`, points: 10, duration: 60 }
    const [a, b] = await Promise.all([
      postgresLimiter(instancePool(), options),
      postgresLimiter(instancePool(), options),
    ])
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        ((i % 2 ? a : b) as Limiter).consume('203.0.113.9').then(
          () => true,
          () => false,
        ),
      ),
    )
    expect(results.filter(Boolean)).toHaveLength(10)
  })

  describe('the form and sign-in limits themselves', () => {
    const saved = { ...process.env }
    beforeAll(() => {
      Object.assign(process.env, {
        RATE_LIMIT_FORMS_POINTS: '3',
        RATE_LIMIT_FORMS_WINDOW_SECONDS: '600',
        RATE_LIMIT_SIGN_IN_POINTS: '2',
        RATE_LIMIT_SIGN_IN_WINDOW_SECONDS: '900',
      })
      resetEnvForTests()
      resetRateLimitForTests()
      resetSignInLimitForTests()
    })
    afterAll(() => {
      process.env = { ...saved }
      resetEnvForTests()
      resetRateLimitForTests()
      resetSignInLimitForTests()
    })

    it('a form submission here and one on another instance count against the same allowance', async () => {
      const client = '2001:db8:40:1::7'
      const otherInstance = await postgresLimiter(instancePool(), { keyPrefix: 'forms', points: 3, duration: 600 })
      expect(await takeSubmission(client)).toEqual({ ok: true })
      // The other instance counts the client by its /64 too (server/clientAddress.mjs).
      await otherInstance.consume('2001:db8:40:1::/64')
      expect(await takeSubmission(client)).toEqual({ ok: true })
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
      const limited = await takeSubmission(client)
      warn.mockRestore()
      expect(limited).toMatchObject({ ok: false, retryAfterSeconds: expect.any(Number) })
      const rows = await instancePool().query(`SELECT points FROM ${LIMITS_TABLE} WHERE key = $1`, [
        'forms:2001:db8:40:1::/64',
      ])
      expect(rows.rows[0].points).toBe(4)
    })

    it('so do sign-in attempts', async () => {
      const client = '203.0.113.77'
      const otherInstance = await postgresLimiter(instancePool(), { keyPrefix: 'sign-in', points: 2, duration: 900 })
      expect(await takeSignInAttempt(client, 'login')).toBeNull()
      await otherInstance.consume(client)
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
      const limited = await takeSignInAttempt(client, 'login')
      warn.mockRestore()
      expect(limited?.status).toBe(429)
      expect(Number(limited?.headers.get('retry-after'))).toBeGreaterThan(800)
    })
  })

  describe('when the database does not answer', () => {
    let database: Awaited<ReturnType<typeof freshDatabase>>
    let name: string
    beforeAll(async () => {
      database = await freshDatabase('limits_hiccup')
      name = new URL(database.url).pathname.slice(1)
    })
    afterAll(async () => {
      await database.admin.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS true`)
      await database.drop()
    })

    it('the in-memory count answers instead (never an error) and limits; the shared count resumes after', async () => {
      const options = { keyPrefix: 'hiccup', points: 3, duration: 60 }
      const limiter = await postgresLimiter(instancePool(database.url), options)
      await limiter.consume('192.0.2.1')
      await database.admin.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS false`)
      await database.admin.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1`, [name])
      const during = []
      for (let i = 0; i < 4; i++)
        during.push(
          await limiter.consume('192.0.2.2').then(
            () => 'ok',
            (e: unknown) => (e instanceof RateLimiterRes ? 'limited' : e),
          ),
        )
      expect(during).toEqual(['ok', 'ok', 'ok', 'limited'])
      await database.admin.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS true`)
      // The database's own count was kept: the first client has two attempts left.
      expect((await limiter.consume('192.0.2.1')).remainingPoints).toBe(1)
    })
  })
})

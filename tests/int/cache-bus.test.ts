import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import pg from 'pg'
import type { Payload, PayloadRequest } from 'payload'
import { testPayload } from '../support/int/payload'
import { freshDatabase, postgresUrl } from '../support/postgres'
import { CACHE_CHANNEL, startCacheBus, type CacheBus } from '../../server/cacheBus.mjs'
import { PublicCache } from '../../server/publicCache.mjs'

/** Waits until `check` holds, polling every 10 ms; false after `ms`. */
async function eventually(check: () => boolean | Promise<boolean>, ms = 2000): Promise<boolean> {
  const end = Date.now() + ms
  for (;;) {
    if (await check()) return true
    if (Date.now() > end) return false
    await new Promise((r) => setTimeout(r, 10))
  }
}

// Several instances on one PostgreSQL database: a content change purges every instance's public
// cache (server/cacheBus.mjs, src/lib/publicCache.ts). Runs with npm run test:int:postgres.

const render = async () => ({ status: 200, headers: { 'content-type': 'text/html' }, body: Buffer.from('<p>page</p>') })
/** An instance's cache; its generation counts the purges. */
const instanceCache = () => new PublicCache({ render })
const quiet = { info: () => {}, warn: () => {} }
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms))

describe.skipIf(!postgresUrl)('the cache bus on PostgreSQL', () => {
  let payload: Payload
  let blogId: number | string
  const buses: CacheBus[] = []
  const caches = [instanceCache(), instanceCache()]
  let watcher: pg.Client
  const heard: string[] = []

  beforeAll(async () => {
    payload = await testPayload()
    blogId = (await payload.find({ collection: 'blogs', limit: 1 })).docs[0].id
    for (const cache of caches) buses.push(startCacheBus({ url: postgresUrl!, cache, log: quiet }))
    watcher = new pg.Client({ connectionString: postgresUrl })
    await watcher.connect()
    watcher.on('notification', (n) => heard.push(n.payload ?? ''))
    await watcher.query(`LISTEN ${CACHE_CHANNEL}`)
    expect(await eventually(() => buses.every((b) => b.listening), 5000)).toBe(true)
  })
  afterAll(async () => {
    await Promise.all(buses.map((b) => b.close()))
    await watcher?.end()
  })

  const generations = () => caches.map((c) => c.generation)

  it('a committed change reaches both instances within a second, as one small JSON message', async () => {
    const before = generations()
    heard.length = 0
    const started = Date.now()
    await payload.update({ collection: 'blogs', id: blogId, data: { title: `Bus committed ${started}` } })
    expect(await eventually(() => caches.every((c, i) => c.generation > before[i]), 1000)).toBe(true)
    expect(Date.now() - started).toBeLessThan(1000)
    await pause(100)
    // What changed (decision 041): the blog, and its row in the search index, each named once.
    expect(heard.map((h) => JSON.parse(h))).toEqual([
      { purge: ['blogs', `blogs:${blogId}`], from: expect.any(String) },
      { purge: ['search', expect.stringMatching(/^search:/)], from: expect.any(String) },
    ])
  })

  it('inside a transaction the notice waits for the commit: nothing before it, then both instances', async () => {
    const before = generations()
    const transactionID = await payload.db.beginTransaction()
    const req = { transactionID } as Partial<PayloadRequest>
    await payload.update({ collection: 'blogs', id: blogId, data: { title: `Bus pending ${Date.now()}` }, req })
    await payload.update({ collection: 'blogs', id: blogId, data: { title: `Bus pending again ${Date.now()}` }, req })
    await pause(300)
    expect(generations()).toEqual(before)
    heard.length = 0
    await payload.db.commitTransaction!(transactionID!)
    expect(await eventually(() => caches.every((c, i) => c.generation > before[i]), 1000)).toBe(true)
    await pause(100)
    // Two changes of one blog in one transaction: one notice for the blog, one for its search row.
    expect(heard.map((h) => JSON.parse(h).purge[0])).toEqual(['blogs', 'search'])
  })

  it('a rolled-back change sends nothing', async () => {
    const before = generations()
    heard.length = 0
    const transactionID = await payload.db.beginTransaction()
    await payload.update({
      collection: 'blogs',
      id: blogId,
      data: { title: 'Bus rolled back' },
      req: { transactionID } as Partial<PayloadRequest>,
    })
    await payload.db.rollbackTransaction!(transactionID!)
    await pause(500)
    expect(generations()).toEqual(before)
    expect(heard).toEqual([])
    expect((await payload.findByID({ collection: 'blogs', id: blogId })).title).not.toBe('Bus rolled back')
  })
})

describe.skipIf(!postgresUrl)('the cache bus when its connection is lost', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>
  let name: string
  beforeAll(async () => {
    database = await freshDatabase('bus_reconnect')
    name = new URL(database.url).pathname.slice(1)
  })
  afterAll(async () => {
    await database.admin.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS true`)
    await database.drop()
  })

  it('falls back to 1 s freshness until back, purges once on reconnecting, and logs each change once', async () => {
    const cache = instanceCache()
    const log = { info: [] as string[], warn: [] as string[] }
    const bus = startCacheBus({
      url: database.url,
      cache,
      retryMs: 20,
      retryMaxMs: 100,
      log: { info: (m) => log.info.push(m), warn: (m) => log.warn.push(m) },
    })
    try {
      expect(await eventually(() => bus.listening, 5000)).toBe(true)
      expect(cache.freshMs).toBe(60_000)
      expect(log.info).toHaveLength(1)
      const purged = cache.generation

      // The database refuses new connections and the listener's backend is killed: it retries, and fails, for a while.
      await database.admin.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS false`)
      const killed = await database.admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity ' +
          "WHERE datname = $1 AND application_name = 'lyceum-cache-bus'",
        [name],
      )
      expect(killed.rowCount).toBe(1)
      expect(await eventually(() => !bus.listening)).toBe(true)
      expect(cache.freshMs).toBe(1000)
      await pause(800)
      expect(bus.listening).toBe(false)
      expect(log.warn).toHaveLength(1)
      expect(log.warn[0]).toMatch(/notification connection was lost.*1000 ms/)
      expect(cache.generation).toBe(purged)

      await database.admin.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS true`)
      expect(await eventually(() => bus.listening, 5000)).toBe(true)
      expect(cache.freshMs).toBe(60_000)
      expect(cache.generation).toBe(purged + 1)
      expect(log.warn).toHaveLength(1)
      expect(log.info).toHaveLength(2)
      expect(log.info[1]).toMatch(/back, listening/)

      // And it hears changes again.
      const sender = new pg.Client({ connectionString: database.url })
      await sender.connect()
      await sender.query(`SELECT pg_notify($1, $2)`, [CACHE_CHANNEL, JSON.stringify({ purge: 'all', from: 'another' })])
      await sender.end()
      expect(await eventually(() => cache.generation === purged + 2, 1000)).toBe(true)
    } finally {
      await bus.close()
    }
  })

  it('a database that cannot be reached at start is logged once, with the short freshness meanwhile', async () => {
    const cache = instanceCache()
    const warn: string[] = []
    const bus = startCacheBus({
      url: 'postgres://lyceum:lyceum@127.0.0.1:3339/none',
      cache,
      retryMs: 20,
      retryMaxMs: 50,
      log: { info: () => {}, warn: (m) => warn.push(m) },
    })
    try {
      await pause(500)
      expect(bus.listening).toBe(false)
      expect(cache.freshMs).toBe(1000)
      expect(warn).toHaveLength(1)
      expect(warn[0]).toMatch(/could not be opened/)
    } finally {
      await bus.close()
    }
  })
})

import { expect, test } from '@playwright/test'
import { spawnProductionServer } from '../support/spawnedServer'
import { freshDatabase, postgresUrl } from '../support/postgres'

// Two production servers on one PostgreSQL database, as behind a load balancer: an edit through one
// is served by the other within a second (server/cacheBus.mjs), and the form limit holds across both
// (src/lib/sharedLimit.ts). Needs PostgreSQL: TEST_DATABASE_URL names the server (npm run test:int:postgres).
const EDITS = 20

test.describe('two instances on PostgreSQL', () => {
  test.skip(!postgresUrl, 'needs TEST_DATABASE_URL (PostgreSQL)')
  test.describe.configure({ timeout: 600_000 })

  let servers: Awaited<ReturnType<typeof spawnProductionServer>>[] = []
  let database: Awaited<ReturnType<typeof freshDatabase>> | undefined

  test.beforeAll(async () => {
    test.setTimeout(180_000) // two instances started one after the other, each warming up before it opens
    database = await freshDatabase('instances')
    const env = {
      DATABASE_URL: database.url,
      PAYLOAD_SECRET: 'instances-test-secret-shared-by-both',
      ADMIN_EMAIL: 'admin@example.lk',
      ADMIN_PASSWORD: 'e2e-admin-password',
      RATE_LIMIT_FORMS_POINTS: '3',
      // This test's polling is one client asking for many renders: no render budget in its way.
      RENDER_SHARE_PERCENT: '100',
      RENDER_CLIENT_PER_MINUTE: '100000',
      RENDER_CLIENT_SHARE_PERCENT: '100',
    }
    // One after the other: the first migrates the empty database and loads the demo content.
    servers.push(await spawnProductionServer(3331, env))
    servers.push(await spawnProductionServer(3332, env))
  })
  test.afterAll(async () => {
    for (const server of servers) server.stop()
    servers = []
    await database?.drop()
  })

  test(`an edit through one instance is served by the other within 1 s (${EDITS} edits)`, async () => {
    const [one, other] = servers
    const login = await fetch(`${one.url}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.lk', password: 'e2e-admin-password' }),
    })
    expect(login.status).toBe(200)
    const { token } = (await login.json()) as { token: string }
    const blogs = (await (await fetch(`${one.url}/api/get-all-blogs`)).json()) as { id: number; slug: string }[]
    const { id, slug } = blogs[0]
    const page = `${other.url}/api/get-single-blog/${slug}`
    const titleOn = async () => {
      const res = await fetch(page)
      return { title: ((await res.json()) as { title: string }[])[0].title, cache: res.headers.get('x-cache') }
    }
    await titleOn()
    expect((await titleOn()).cache).toBe('HIT')

    const latencies: number[] = []
    for (let i = 0; i < EDITS; i++) {
      const title = `Edited on the first instance, round ${i}`
      const edit = await fetch(`${one.url}/api/blogs/${id}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
        body: JSON.stringify({ title, slug }),
      })
      expect(edit.status).toBe(200)
      const saved = performance.now()
      let seen = await titleOn()
      while (seen.title !== title && performance.now() - saved < 1000) seen = await titleOn()
      latencies.push(performance.now() - saved)
      expect(seen.title, `round ${i}`).toBe(title)
      // And it is cached again: the next visit is a hit.
      expect((await titleOn()).cache).toBe('HIT')
    }
    const sorted = [...latencies].sort((a, b) => a - b)
    const median = (sorted[EDITS / 2 - 1] + sorted[EDITS / 2]) / 2
    const max = sorted[EDITS - 1]
    console.log(
      `Purge latency across instances over ${EDITS} edits: median ${median.toFixed(1)} ms, max ${max.toFixed(1)} ms`,
    )
    expect(max).toBeLessThan(1000)
  })

  test('the form limit holds across both instances', async () => {
    const [one, other] = servers
    const post = (server: (typeof servers)[number]) => {
      const form = new FormData()
      for (const [k, v] of Object.entries({
        name: 'Two Instances',
        email: 'two@example.lk',
        subject: 'Hi',
        message: 'Counted once',
      }))
        form.set(k, v)
      return fetch(`${server.url}/api/contact-us`, { method: 'POST', body: form }).then((r) => r.status)
    }
    expect([await post(one), await post(other), await post(one)]).toEqual([201, 201, 201])
    expect(await post(other)).toBe(429)
    expect(await post(one)).toBe(429)
  })
})

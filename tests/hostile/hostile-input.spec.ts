import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type TestInfo } from '@playwright/test'
import { hostileCases, lyingRequests, MAX_MS, type HostileCase } from '../support/hostile/cases'
import { adminToken, recordCounts } from '../support/hostile/records'
import { sendHttp, targetOf, type Outcome } from '../support/hostile/send'
import { saveRows, TALLY_DIR, type Row } from '../support/hostile/tally'

// What an attacker sends, against the production build: no 5xx, no answer slower than 2 s, the
// status the issue names where it names one, and no record stored from any of it (docs/testing.md).

const baselineFile = path.join(TALLY_DIR, 'records-before.state')

function target(testInfo: TestInfo) {
  return targetOf(String(testInfo.project.use.baseURL))
}

async function adminCounts(testInfo: TestInfo) {
  const { adminEmail, adminPassword } = testInfo.config.metadata as { adminEmail: string; adminPassword: string }
  const t = target(testInfo)
  return recordCounts(t, await adminToken(t, adminEmail, adminPassword))
}

/** Why an outcome is wrong for its case, or null. */
function wrong(c: HostileCase, o: Outcome): string | null {
  if (o.status === 'timeout') return 'no answer'
  if (o.status === 'closed') return c.closeIsAnswer ? null : 'connection closed without an answer'
  if (o.status >= 500) return `${o.status}: ${o.body.slice(0, 120)}`
  if (c.expect.length && !c.expect.includes(o.status)) return `${o.status}, expected ${c.expect.join('/')}`
  if (o.ms > (c.maxMs ?? MAX_MS)) return `answered in ${o.ms} ms`
  return null
}

function check(kind: string, results: [HostileCase, Outcome][]) {
  const rows: Row[] = results.map(([c, o]) => ({
    kind,
    name: c.name,
    status: o.status,
    ms: o.ms,
    ok: wrong(c, o) === null,
  }))
  saveRows(kind, rows)
  const failures = results.flatMap(([c, o]) => {
    const why = wrong(c, o)
    return why ? [`${c.name.slice(0, 110)} → ${why}`] : []
  })
  expect(failures, `${failures.length} of ${results.length} ${kind} requests answered wrongly`).toEqual([])
}

test.describe('hostile input', () => {
  test.describe.configure({ mode: 'default' })

  // The records before the first class, counted once per run: a fresh worker after a failed test keeps them.
  test.beforeAll(async ({ playwright }, testInfo) => {
    if (fs.existsSync(baselineFile)) return
    const request = await playwright.request.newContext({ baseURL: String(testInfo.project.use.baseURL) })
    // The attack, not the start: the start's warm-up (pages, then the admin) shares the CPU until it is over.
    await expect
      .poll(async () => (await (await request.get('/api/health')).json()).warm, { timeout: 90_000 })
      .toBe(true)
    await request.dispose()
    fs.mkdirSync(TALLY_DIR, { recursive: true })
    fs.writeFileSync(baselineFile, JSON.stringify(await adminCounts(testInfo)))
  })

  const cases = hostileCases()
  for (const kind of [...new Set(cases.map((c) => c.kind))]) {
    test(kind, async ({}, testInfo) => {
      const t = target(testInfo)
      const results: [HostileCase, Outcome][] = []
      for (const c of cases.filter((x) => x.kind === kind)) results.push([c, await c.send(t)])
      check(kind, results)
    })
  }

  test('lying Content-Length', async ({}, testInfo) => {
    const t = target(testInfo)
    const lying = lyingRequests()
    test.setTimeout(Math.max(...lying.map((c) => c.maxMs ?? MAX_MS)) + 60_000)
    let waiting = true
    const all = Promise.all(lying.map(async (c) => [c, await c.send(t)] as [HostileCase, Outcome])).finally(
      () => (waiting = false),
    )
    // While those hold their connections, everyone else is served as usual.
    const meanwhile: Outcome[] = []
    while (waiting) {
      meanwhile.push(await sendHttp(t, { method: 'GET', path: '/api/get-banner' }))
      await new Promise((r) => setTimeout(r, 1_000))
    }
    check('lying Content-Length', await all)
    expect(
      meanwhile.filter((o) => o.status !== 200 || o.ms > MAX_MS),
      'other visitors served while they wait',
    ).toEqual([])
  })

  test('no record stored from any of it', async ({}, testInfo) => {
    const before = JSON.parse(fs.readFileSync(baselineFile, 'utf8')) as Record<string, number>
    expect(await adminCounts(testInfo)).toEqual(before)
  })
})

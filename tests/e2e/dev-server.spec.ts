import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'

// `npm run dev` serves what visitors get: the same server, light pages, the same scripts and CSP;
// only the public cache is off and pages reload themselves when a source file changes.
const port = Number(process.env.E2E_DEV_PORT ?? 3150)
const base = `http://localhost:${port}`
let dev: ChildProcess | undefined
let dataDir = ''

test.describe.configure({ mode: 'serial', timeout: 240_000 })

test.beforeAll(async () => {
  // A cold start compiles the routes first visited and starts Payload: minutes on a busy machine.
  test.setTimeout(240_000)
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lyceum-dev-'))
  dev = spawn(process.execPath, ['scripts/next.mjs', 'dev'], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      SERVER_URL: base,
      DATA_DIR: dataDir,
      MEDIA_DIR: path.join(dataDir, 'media'),
      DATABASE_URL: '',
      PAYLOAD_SECRET: 'dev-test-secret-not-for-production',
      SEED_DEMO_CONTENT: 'true',
    },
    stdio: 'ignore',
    detached: true,
  })
  for (let i = 0; i < 200; i++) {
    const ok = await fetch(`${base}/api/get-banner`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) return
    await new Promise((r) => setTimeout(r, 1000))
  }
  throw new Error('the development server did not start')
})

test.afterAll(() => {
  if (dev?.pid) process.kill(-dev.pid, 'SIGTERM')
  fs.rmSync(dataDir, { recursive: true, force: true })
})

test('pages come without the framework runtime, with the production CSP and the reload script', async ({ request }) => {
  const res = await request.get(`${base}/blogs`)
  expect(res.status()).toBe(200)
  const html = await res.text()
  expect(html).toContain('<h1')
  expect(html).not.toMatch(/<script[^>]+src="\/_next\/|self\.__next_[fr]|TURBOPACK|<link[^>]+as="script"/)
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0])
  expect(scripts).toEqual(
    expect.arrayContaining([
      '<script>',
      expect.stringMatching(/^<script src="\/assets\/devReload-[\w-]+\.js" defer="">$/),
    ]),
  )
  const production = await request.get('/blogs')
  expect(res.headers()['content-security-policy']).toBe(production.headers()['content-security-policy'])
  expect(res.headers()['x-cache']).toBe('BYPASS') // no public cache in development
  const missing = await request.get(`${base}/blog/no-such-post`)
  expect(missing.status()).toBe(404)
  expect(await missing.text()).toContain('We couldn’t find that page')
})

test('a page reloads itself when a source file changes', async ({ page }) => {
  await page.goto(`${base}/about-us`)
  await page.waitForLoadState('networkidle')
  const reloaded = page.waitForEvent('framenavigated', { timeout: 30_000 })
  const now = new Date()
  fs.utimesSync(path.resolve('src/components/ui/Loading.tsx'), now, now)
  expect((await reloaded).url()).toBe(`${base}/about-us`)
})

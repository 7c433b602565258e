import { spawn, type ChildProcess } from 'node:child_process'
import { expect, test, type Page } from '@playwright/test'
import sharp from 'sharp'
import { freePort } from '../support/ports'
import { productionServer } from '../support/productionServer'
import { directives, watchViolations } from '../support/e2e/csp'

// The staff admin under its own policy: a fresh nonce on every response, 'strict-dynamic', no inline
// scripts and no eval; every admin screen works and the browser reports no violation (ADR 022).

const nonceOf = (policy: string) =>
  directives(policy)
    ['script-src']?.find((s) => s.startsWith("'nonce-"))
    ?.slice(7, -1)

test('every admin response has its own nonce, on every script Next.js writes, and is never cached', async ({
  request,
}) => {
  const [first, second] = [await request.get('/admin/login'), await request.get('/admin/login')]
  const nonces = []
  for (const res of [first, second]) {
    const headers = res.headers()
    const policy = headers['content-security-policy'] ?? ''
    const csp = directives(policy)
    expect(csp['script-src']).toEqual([
      "'self'",
      expect.stringMatching(/^'nonce-[A-Za-z0-9+/]{22}=='$/),
      "'strict-dynamic'",
    ])
    expect(policy).not.toMatch(/unsafe-eval|'unsafe-inline'[^;]*;.*script-src/)
    expect(csp['script-src']).not.toContain("'unsafe-inline'")
    expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"])
    // Neither this server's cache nor any other may keep a page with a nonce in it.
    expect(headers['x-cache']).toBeUndefined()
    expect(headers['cache-control']).toMatch(/no-store/)
    const nonce = nonceOf(policy)!
    const scripts = [...(await res.text()).matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag)
    expect(scripts.length).toBeGreaterThan(0)
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`)
    nonces.push(nonce)
  }
  expect(nonces[0]).not.toBe(nonces[1])
})

test('a policy sent by the client never sets the admin’s nonce', async ({ request }) => {
  const res = await request.get('/admin/login', {
    headers: { 'content-security-policy': "script-src 'nonce-chosenByTheClient'" },
  })
  const html = await res.text()
  expect(html).not.toContain('chosenByTheClient')
  expect(html).toContain(`nonce="${nonceOf(res.headers()['content-security-policy'] ?? '')}"`)
})

test('the admin and its API share the site’s cross-origin and framing headers', async ({ request }) => {
  for (const path of ['/admin/login', '/api/users/me', '/api/blogs?limit=1']) {
    const headers = (await request.get(path)).headers()
    expect(headers['cross-origin-opener-policy'], path).toBe('same-origin')
    expect(headers['cross-origin-resource-policy'], path).toBe('same-site')
    expect(headers['x-frame-options'], path).toBe('SAMEORIGIN')
    expect(headers['x-content-type-options'], path).toBe('nosniff')
  }
})

async function signIn(page: Page) {
  await page.goto('/admin/login')
  await page.getByLabel(/email/i).fill('admin@example.lk')
  await page.getByLabel(/password/i).fill('e2e-admin-password')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
}

test('every admin screen works with no CSP violation: sign-in, dashboard, list, rich text, upload, account', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const violations = await watchViolations(page)
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))

  await signIn(page)
  // The dashboard: the collections' cards, rendered by the admin's scripts.
  await expect(page.getByRole('link', { name: /blogs/i }).first()).toBeVisible()

  // A list, then a blog's edit view with its rich text editor: typing works (the editor's scripts run).
  await page.goto('/admin/collections/blogs')
  const firstBlog = page.locator('table tbody tr').first().getByRole('link').first()
  await expect(firstBlog).toBeVisible()
  await firstBlog.click()
  await expect(page).toHaveURL(/\/admin\/collections\/blogs\/\d+/)
  const editor = page.locator('[contenteditable="true"]').first()
  await expect(editor).toBeVisible()
  await editor.click()
  await page.keyboard.type(' Typed under the admin policy.')
  await expect(editor).toContainText('Typed under the admin policy.')

  // An upload: a real PNG through the media form.
  await page.goto('/admin/collections/media/create')
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#1d4ed8' } })
    .png()
    .toBuffer()
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'admin-csp-upload.png', mimeType: 'image/png', buffer: png })
  await page.getByRole('textbox', { name: 'Alt' }).fill('A blue rectangle uploaded by the admin CSP test')
  await page.getByRole('button', { name: /save/i }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/media\/\d+/)
  await expect(page.locator('img[src*="admin-csp-upload"]').first()).toBeVisible()

  // The account screen.
  await page.goto('/admin/account')
  await expect(page.getByLabel(/email/i)).toHaveValue('admin@example.lk')

  expect(violations).toEqual([])
  expect(errors).toEqual([])
})

test.describe('a site with no staff yet', () => {
  // The first user is created on a second server with an empty database (the suite's has the demo staff).
  let server: ChildProcess | undefined
  let baseURL = ''

  test.beforeAll(async () => {
    test.setTimeout(180_000)
    const port = await freePort()
    const config = productionServer(port, { SEED_DEMO_CONTENT: 'false', ADMIN_EMAIL: '', ADMIN_PASSWORD: '' })
    const env = config.env
    // The build the suite's server made (or checked) is served as it is: never rebuilt from here.
    server = spawn(process.execPath, ['server/index.mjs'], {
      env: { ...process.env, ...env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'ignore', 'inherit'],
    })
    baseURL = `http://localhost:${port}`
    await expect
      .poll(async () => (await fetch(`${baseURL}/api/get-banner`).catch(() => undefined))?.status, {
        timeout: 170_000,
        intervals: [500],
      })
      .toBe(200)
  })

  test.afterAll(async () => {
    if (server?.exitCode === null) {
      const exited = new Promise((resolve) => server?.once('exit', resolve))
      server.kill('SIGTERM')
      await exited
    }
  })

  test('before staff save any settings, the public pages answer (no demo content, nothing saved yet)', async () => {
    for (const path of ['/', '/about-us', '/examinations/IELTS', '/contact-us', '/exam-calendar']) {
      expect((await fetch(`${baseURL}${path}`)).status, path).toBe(200)
    }
  })

  test('creating the first user works under the policy with no CSP violation', async ({ page }) => {
    const violations = await watchViolations(page)
    await page.goto(`${baseURL}/admin`)
    await expect(page).toHaveURL(/\/admin\/create-first-user/)
    await page.getByRole('textbox', { name: /email/i }).fill('first@example.lk')
    await page.getByLabel(/^new password/i).fill('first-staff-member-passphrase')
    await page.getByLabel(/confirm password/i).fill('first-staff-member-passphrase')
    await page.getByRole('button', { name: /create/i }).click()
    await expect(page).toHaveURL(/\/admin\/?$/)
    expect(violations).toEqual([])
  })
})

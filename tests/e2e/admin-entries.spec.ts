import path from 'node:path'
import { randomUUID } from 'node:crypto'
import { createClient, type Client } from '@libsql/client'
import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test'
import { staffToken } from '../support/e2e/site'
import { WHOLE_PAGE } from '../../scripts/lib/chromium.mjs'

// The entries team's admin on the production build: the dashboard's panels lead to the slips to check,
// an entry shows its fee, payments and history, a slip is confirmed and the entry marked entered. An
// editor sees no Entries at all. Entries are written into the server's SQLite file as the entry form
// would have stored them (the form itself is tested with its pages).

test.describe.configure({ timeout: 180_000 })
const expect = baseExpect.configure({ timeout: 20_000 })
const password = 'a long e2e entries password'
const SHOTS = process.env.ADMIN_SHOTS_DIR ?? 'test-results/screenshots'

async function newAccount(request: APIRequestContext, roles: string[]): Promise<string> {
  const email = `${roles.join('-')}-${Date.now()}@example.lk`
  const made = await request.post('/api/users', {
    headers: { authorization: `JWT ${await staffToken(request)}` },
    data: { email, password, roles, name: 'Dilani Fernando' },
  })
  expect(made.ok(), await made.text()).toBe(true)
  return email
}

async function signIn(page: Page, email: string) {
  await page.goto('/admin/login')
  await page.locator('#field-email').fill(email)
  await page.locator('#field-password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 30_000 })
}

const database = (baseURL: string) =>
  createClient({ url: `file:${path.join(process.env[`E2E_DATA_DIR_${new URL(baseURL).port}`]!, 'lyceum.db')}` })
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString()

type Seed = { name: string; status: string; created: string; slip?: boolean }

/** One entry as core's createEntry stores it; with a bank payment waiting on its slip when `slip`. */
async function storeEntry(db: Client, series: number, seed: Seed): Promise<number> {
  const reference = `LA-E2E-${randomUUID().slice(0, 5).toUpperCase()}`
  const entry = await db.execute({
    sql:
      'insert into entries (reference, kind, series_id, status, payment_method, candidate_full_name, ' +
      'candidate_date_of_birth,\n      candidate_gender, candidate_id_number, candidate_school, candidate_email, ' +
      'candidate_mobile, fee_total, fee_stage,\n      consent_at, created_at, updated_at) ' +
      "values (?, 'exam', ?, ?, 'bank', ?, '2009-04-17', 'F', '200910812345', 'Visakha Vidyalaya',\n      " +
      "'parent@example.lk', '+94 77 123 4567', 42000, 'Standard', ?, ?, ?) returning id",
    args: [reference, series, seed.status, seed.name, seed.created, seed.created, seed.created],
  })
  const id = Number(entry.rows[0].id)
  const item = (order: number, label: string) =>
    db.execute({
      sql: 'insert into entries_fee_items (_order, _parent_id, id, label, amount) values (?, ?, ?, ?, 21000)',
      args: [order, id, randomUUID(), label],
    })
  const choice = (order: number, code: string, title: string, option: string | null) =>
    db.execute({
      sql: 'insert into entries_choices (_order, _parent_id, id, code, title, option) values (?, ?, ?, ?, ?, ?)',
      args: [order, id, randomUUID(), code, title, option],
    })
  await item(1, 'Mathematics A (4MA1), standard fee')
  await item(2, 'Physics (4PH1), standard fee')
  await choice(1, '4MA1', 'Mathematics A', 'Higher')
  await choice(2, '4PH1', 'Physics', null)
  if (seed.slip) {
    const filename = `slip-${reference}.pdf`
    const file = await db.execute({
      sql:
        'insert into entry_files (purpose, filename, mime_type, filesize, ' +
        `url) values ('bank-slip', ?, 'application/pdf', 1000, ?) returning id`,
      args: [filename, `/api/entry-files/file/${filename}`],
    })
    await db.execute({
      sql:
        'insert into payments (entry_id, method, status, amount, currency, ' +
        `order_id, slip_id) values (?, 'bank', 'pending', 42000, 'LKR', ?, ?)`,
      args: [id, `${reference}-B1`, Number(file.rows[0].id)],
    })
    await db.execute({
      sql: 'insert into entries_history (_order, _parent_id, id, at, what) values (1, ?, ?, ?, ?)',
      args: [id, randomUUID(), seed.created, `Bank slip uploaded for LKR 42,000 (order ${reference}-B1)`],
    })
  }
  return id
}

async function shots(page: Page, name: string) {
  for (const [width, height] of [
    [1280, 800],
    [375, 812],
  ]) {
    await page.setViewportSize({ width, height })
    await page.waitForTimeout(300)
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, ...WHOLE_PAGE })
  }
  await page.setViewportSize({ width: 1280, height: 800 })
}

test('the entries team confirms a bank slip and marks the entry entered', async ({ page, request, baseURL }) => {
  const db = database(baseURL!)
  const headers = { authorization: `JWT ${await staffToken(request)}` }
  const [series] = (await (await request.get('/api/exam-series?limit=1&depth=0&sort=id', { headers })).json()).docs
  const id = await storeEntry(db, series.id, {
    name: 'Nimali Perera',
    status: 'slip-to-check',
    created: daysAgo(1),
    slip: true,
  })
  await storeEntry(db, series.id, { name: 'Kasun Jayasinghe', status: 'awaiting-payment', created: daysAgo(5) })
  await storeEntry(db, series.id, { name: 'Tharushi Silva', status: 'paid', created: daysAgo(2) })
  db.close()

  await signIn(page, await newAccount(request, ['entries']))
  const slips = page.locator('[data-panel="slips"]')
  await expect(slips).toContainText('Bank slips to check')
  await expect(page.locator('[data-panel="unpaid"]')).toContainText('Kasun Jayasinghe')
  await shots(page, 'dashboard')

  await slips.getByRole('link', { name: /Bank slips to check/ }).click()
  const row = page.getByRole('row').filter({ hasText: 'Nimali Perera' })
  await expect(row).toContainText('Bank slip to check')
  await expect(page.getByRole('row').filter({ hasText: 'Tharushi Silva' })).toHaveCount(0)
  await page.goto('/admin/collections/entries')
  await expect(page.getByRole('row').filter({ hasText: 'Tharushi Silva' })).toBeVisible()
  await shots(page, 'list')

  await page.goto(`/admin/collections/entries/${id}`)
  const overview = page.locator('.entry-view')
  await expect(overview.getByRole('heading', { name: 'Bank slip to check' })).toBeVisible()
  await expect(overview).toContainText('LKR 42,000')
  await expect(overview.getByRole('link', { name: 'Open the slip' })).toBeVisible()
  await shots(page, 'entry')

  await overview.getByRole('button', { name: 'Confirm this bank payment' }).click()
  await overview.getByRole('button', { name: /Yes, confirm this bank payment/ }).click()
  await expect(overview.getByRole('heading', { name: 'Paid' })).toBeVisible()
  await expect(overview).toContainText(/Bank payment of LKR 42,000 confirmed/)
  await overview.getByRole('button', { name: 'Mark as entered with the board' }).click()
  await overview.getByRole('button', { name: /Yes, mark as entered/ }).click()
  await expect(overview.getByRole('heading', { name: 'Entered with the board' })).toBeVisible()
  await expect(overview.getByRole('button')).toHaveCount(2) // cancel and refund are left
  await shots(page, 'entry-entered')

  // Opening it was logged, with who did it.
  const log = await request.get(`/api/entry-access-log?where[entry][equals]=${id}&depth=0`, { headers })
  expect((await log.json()).docs.map((r: { action: string }) => r.action)).toContain('opened')
})

test('an editor does not see Entries at all', async ({ page, request }) => {
  await signIn(page, await newAccount(request, ['editor']))
  // Class intakes (content editors keep) share the group's name; no candidate, payment or document is there.
  await expect(page.getByRole('link', { name: 'Class intakes' }).first()).toBeVisible()
  await expect(page.locator('#entries-dashboard-title')).toHaveCount(0)
  await expect(page.getByText('Bank slips to check')).toHaveCount(0)
  const hidden = ['entries', 'payments', 'entry-files', 'entry-access-log'].map((slug) => `/admin/collections/${slug}`)
  for (const href of hidden) {
    await expect(page.locator(`nav a[href="${href}"]`), href).toHaveCount(0)
  }
  const response = await page.goto('/admin/collections/entries')
  expect(response?.status()).toBe(404)
  // With the editor's own session cookie.
  expect((await page.request.get('/api/entries/export.csv?series=1')).status()).toBe(403)
  expect((await page.request.get('/api/entries?limit=1')).status()).toBe(403)
})

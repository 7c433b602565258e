import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test'
import { DESKTOP, PHONE, skipPopup, staffToken } from '../support/e2e/site'

// Editing in the admin without training: a refused password says why on its field, the live preview
// follows the typing, the side menu is open on a laptop, list columns have plain titles, and a
// document without a title says so in plain words.

test.describe.configure({ timeout: 120_000 })
// The admin renders each screen on first visit; on a loaded machine a drawer or a sign-in takes seconds.
const expect = baseExpect.configure({ timeout: 20_000 })

const ADMIN = { email: 'admin@example.lk', password: 'e2e-admin-password' }
const STAFF_PASSWORD = 'a long e2e office password'
const SHORT = 'Use at least 12 characters (this one has 5).'
const COMMON = 'This password is on a list of common passwords that attackers try first: choose another one.'
const SHOTS = process.env.SHOTS_DIR

async function signIn(page: Page, { email, password } = ADMIN) {
  await page.goto('/admin/login')
  await page.locator('#field-email').fill(email)
  await page.locator('#field-password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
}

const auth = async (request: APIRequestContext) => ({ authorization: `JWT ${await staffToken(request)}` })

async function publishedBlogs(request: APIRequestContext, headers: Record<string, string>) {
  const found = await request.get('/api/blogs?limit=1&depth=0&where[_status][equals]=published', { headers })
  return (await found.json()).docs as { id: number; slug: string; title: string }[]
}

/** Screenshots for the record, when SHOTS_DIR is set (the suite's own runs skip them). */
async function shoot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()?.width}.png` })
}

/** Types a new password twice, saves, and expects the rule's reason on the password field. */
async function refusedOnTheField(page: Page, password: string, reason: string) {
  await page.locator('#field-password').fill(password)
  await page.locator('#field-confirm-password').fill(password)
  await page.getByRole('button', { name: 'Save' }).click()
  const field = page.locator('.field-type.password').filter({ has: page.locator('#field-password') })
  // Visible: below 1025 px Payload hides field errors with every tooltip.
  await expect(field.locator('.tooltip--show')).toHaveText(reason)
  await expect(field.locator('.tooltip--show')).toBeVisible()
  await expect(field).toHaveClass(/error/)
  await expect(page.locator('#field-password')).toHaveValue(password)
  // The confirmation matches: no stale "required" beside it.
  await expect(page.locator('.confirm-password')).not.toHaveClass(/error/)
}

for (const viewport of [DESKTOP, PHONE]) {
  test(`a refused password says why on its field, on the new user and the account page (${viewport.width} px)`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport)
    await signIn(page)
    await page.goto('/admin/collections/users/create')
    const email = `refused-${viewport.width}-${Date.now()}@example.lk`
    await page.locator('#field-email').fill(email)
    await expect(page.locator('.doc-header__title')).toHaveText(email)
    await refusedOnTheField(page, 'short', SHORT)
    await shoot(page, 'password-create-short')
    await refusedOnTheField(page, 'password1234', COMMON)
    await shoot(page, 'password-create-common')
    const headers = await auth(request)
    const found = await request.get(`/api/users?where[email][equals]=${encodeURIComponent(email)}`, { headers })
    expect((await found.json()).totalDocs).toBe(0)
    // A good one is saved.
    await page.locator('#field-password').fill(STAFF_PASSWORD)
    await page.locator('#field-confirm-password').fill(STAFF_PASSWORD)
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page).toHaveURL(/\/admin\/collections\/users\/\d+/)

    await page.context().clearCookies()
    await signIn(page, { email, password: STAFF_PASSWORD })
    await page.goto('/admin/account')
    await page.getByRole('button', { name: /Change Password/i }).click()
    await refusedOnTheField(page, 'short', SHORT)
    await refusedOnTheField(page, 'password1234', COMMON)
    await shoot(page, 'password-account-common')
  })
}

test('the password check answers staff only, and bad input with a 400', async ({ playwright, baseURL, request }) => {
  const visitor = await playwright.request.newContext({ baseURL })
  expect((await visitor.post('/api/users/password-check', { data: { password: 'short' } })).status()).toBe(401)
  const headers = await auth(request)
  expect((await request.post('/api/users/password-check', { headers, data: { nope: 1 } })).status()).toBe(400)
  const good = await request.post('/api/users/password-check', { headers, data: { password: STAFF_PASSWORD } })
  expect(await good.json()).toEqual({ problem: null })
  await visitor.dispose()
})

test('the live preview opens on the desktop view, fitted to its pane, and follows the title and text as typed', async ({
  page,
  request,
}) => {
  const headers = await auth(request)
  const [blog] = await publishedBlogs(request, headers)
  await skipPopup(page)
  await signIn(page)
  await page.goto(`/admin/collections/blogs/${blog.id}`)
  await page.getByRole('button', { name: 'Live Preview', exact: true }).click()
  const frame = page.frameLocator('main iframe')
  await expect(frame.locator('h1').first()).toContainText(blog.title)
  await expect(page.locator('.live-preview-toolbar')).toContainText('Desktop')
  const pane = (await page.locator('.live-preview-window__main').boundingBox())!
  const shown = (await page.locator('main iframe').boundingBox())!
  expect(shown.x + shown.width).toBeLessThanOrEqual(pane.x + pane.width + 1)

  const typed = `Typed, not saved ${Date.now()}`
  await page.locator('#field-title').fill(typed)
  await expect(frame.locator('h1').first()).toHaveText(typed, { timeout: 5_000 })
  await expect(frame.locator('article h2').first()).toHaveText(typed)
  // The post's text follows too, as the editor types it (bold included), links and all.
  const words = `Words typed into the post ${Date.now()}`
  const editor = page.locator('.rich-text-lexical [contenteditable="true"]').first()
  await editor.click()
  await page.keyboard.press('Control+End')
  await page.keyboard.press('Enter')
  await page.keyboard.press('Control+b')
  await page.keyboard.type(words)
  const body = frame.locator('[data-live-rich-text="description"]')
  await expect(body.locator('p strong', { hasText: words })).toBeVisible({ timeout: 5_000 })
  await shoot(page, 'live-preview')
  await page.setViewportSize(PHONE)
  await page.locator('#field-title').fill(`${typed}, on a phone`)
  await expect(frame.locator('h1').first()).toHaveText(`${typed}, on a phone`, { timeout: 5_000 })
  await shoot(page, 'live-preview')
  // Nothing was saved.
  const stored = await request.get(`/api/blogs/${blog.id}?draft=true&depth=0`, { headers })
  expect((await stored.json()).title).toBe(blog.title)
})

test('the side menu is open on a laptop from the first load, and closed on a phone', async ({ page }) => {
  await signIn(page)
  for (let load = 0; load < 3; load++) {
    await page.goto('/admin')
    await page.waitForTimeout(1_500) // past Payload's own moment of closing it
    await expect(page.locator('.template-default')).toHaveClass(/template-default--nav-open/)
    await expect(page.locator('nav a[href="/admin/collections/blogs"]')).toBeVisible()
  }
  await shoot(page, 'nav')
  await page.setViewportSize(PHONE)
  await page.goto('/admin')
  await page.waitForTimeout(1_500)
  await expect(page.locator('.template-default')).not.toHaveClass(/template-default--nav-open/)
  await shoot(page, 'nav')
})

test('every list column title is plain words; redirects say where they go', async ({ page, request }) => {
  const headers = await auth(request)
  const [blog] = await publishedBlogs(request, headers)
  const from = `/old-plain-${Date.now()}`
  const made = await request.post('/api/redirects', {
    headers,
    data: { from, to: { type: 'reference', reference: { relationTo: 'blogs', value: blog.id } } },
  })
  expect(made.ok(), await made.text()).toBe(true)
  await signIn(page)
  await page.goto('/admin/collections/redirects')
  await expect(page.locator('thead')).toContainText('Goes to')
  await expect(page.getByRole('row').filter({ hasText: from })).toContainText(`/blog/${blog.slug}`)
  await shoot(page, 'redirects')
  await page.setViewportSize(PHONE)
  await shoot(page, 'redirects')
  await page.setViewportSize(DESKTOP)

  const links = page.locator('nav a[href^="/admin/collections/"]')
  const lists = await links.evaluateAll((found) => found.map((a) => a.getAttribute('href')!))
  expect(lists.length).toBeGreaterThan(10)
  for (const href of lists) {
    await page.goto(href)
    const titles = await page.locator('thead th').allInnerTexts()
    for (const title of titles) expect(title, `${href}: "${title}"`).not.toMatch(/>|[a-z][A-Z]|_/)
  }
})

test('a document without a title says so in plain words, without brackets', async ({ page, request }) => {
  const headers = await auth(request)
  const made = await request.post('/api/notifications?draft=true', { headers, data: { _status: 'draft' } })
  expect(made.ok(), await made.text()).toBe(true)
  const { doc } = await made.json()
  await signIn(page)
  await page.goto('/admin/collections/notifications?sort=-createdAt')
  const row = page.getByRole('row').filter({ has: page.locator(`a[href$="/notifications/${doc.id}"]`) })
  await expect(row).toContainText('None yet')
  await expect(row).not.toContainText(/[[<(]/)
  await page.goto('/admin/collections/blogs/create')
  await expect(page.locator('.doc-header__title')).toHaveText('No title yet')
  await expect(page.locator('.step-nav')).not.toContainText('[')
  await request.delete(`/api/notifications/${doc.id}`, { headers })
})

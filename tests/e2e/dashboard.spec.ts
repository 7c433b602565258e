import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

// The admin's first screen as staff see it: the figures, their links, light and dark theme.

const ADMIN = { email: 'admin@example.lk', password: 'e2e-admin-password' }

async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/users/login', { data: ADMIN })
  return (await res.json()).token
}

async function signIn(page: Page) {
  await page.goto('/admin/login')
  await page.locator('#field-email').fill(ADMIN.email)
  await page.locator('#field-password').fill(ADMIN.password)
  await page.locator('button[type="submit"]').click()
  await expect(page).not.toHaveURL(/\/admin\/login/)
}

async function unhandledContactMessages(request: APIRequestContext, token: string): Promise<number> {
  const res = await request.get('/api/contact-messages?limit=0&where[handled][not_equals]=true', {
    headers: { authorization: `JWT ${token}` },
  })
  return (await res.json()).totalDocs
}

/** Axe on the dashboard's own markup (Payload's admin around it is Payload's). */
async function expectAccessibleDashboard(page: Page, label: string) {
  const results = await new AxeBuilder({ page })
    .include('.editors-dashboard')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze()
  expect(
    results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help}`),
    label,
  ).toEqual([])
}

test.describe('the admin dashboard', () => {
  let draftTitle: string

  test.beforeAll(async ({ request }) => {
    const token = await adminToken(request)
    // A visitor's message (through the public form) and an editor's draft, so every panel has something.
    const sent = await request.post('/api/contact-us', {
      multipart: {
        name: 'Dashboard Visitor',
        email: 'dashboard.visitor@example.lk',
        subject: 'Exam fees',
        message: 'What are the fees for May/June?',
      },
    })
    expect(sent.ok(), await sent.text()).toBe(true)
    draftTitle = `Draft for the dashboard ${Date.now()}`
    const draft = await request.post('/api/blogs?draft=true', {
      headers: { authorization: `JWT ${token}` },
      data: {
        title: draftTitle,
        slug: `draft-for-the-dashboard-${Date.now()}`,
        publishedAt: new Date().toISOString(),
        _status: 'draft',
      },
    })
    expect(draft.ok()).toBe(true)
  })

  test('shows unhandled messages per department, failed e-mails, the schedule and recent drafts, with links', async ({
    page,
    request,
  }) => {
    const expected = await unhandledContactMessages(request, await adminToken(request))
    expect(expected).toBeGreaterThan(0)
    await signIn(page)
    await page.goto('/admin')
    const dashboard = page.locator('.editors-dashboard')
    await expect(dashboard.getByRole('heading', { name: 'Today at a glance' })).toBeVisible()

    const inbox = dashboard.getByRole('region', { name: 'New messages by department' })
    await expect(inbox).toContainText('IELTS | PTE Classes')
    const contact = inbox.getByRole('link', { name: /Contact messages/ })
    await expect(contact).toHaveAttribute('data-unhandled', String(expected))
    await expect(contact).toContainText(String(expected))

    await expect(dashboard.getByRole('region', { name: 'E-mails that failed' })).toContainText(
      'Every notification e-mail went out.',
    )
    await expect(dashboard.getByRole('region', { name: 'Next scheduled publications' })).toBeVisible()
    const drafts = dashboard.getByRole('region', { name: 'Drafts changed in the last 7 days' })
    await expect(drafts.getByRole('link', { name: draftTitle })).toHaveAttribute(
      'href',
      /^\/admin\/collections\/blogs\/\d+$/,
    )
    await expect(drafts).toContainText(/Blog post · changed \d{1,2} \w{3} \d{4}, \d{2}:\d{2}/)

    await page.screenshot({ path: 'test-results/screenshots/dashboard.png', fullPage: false })
    await expectAccessibleDashboard(page, 'light theme')

    // The count's link opens the list filtered to what was counted.
    await contact.click()
    await expect(page).toHaveURL(/\/admin\/collections\/contact-messages\?where/)
    await expect(page.getByText('Dashboard Visitor').first()).toBeVisible()
    await expect(page.locator('.collection-list .table tbody tr')).toHaveCount(expected)
  })

  test('is readable in the dark theme', async ({ page }) => {
    await signIn(page)
    await page.context().addCookies([{ name: 'payload-theme', value: 'dark', url: page.url() }])
    await page.goto('/admin')
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    // An admin sees the editors' panels and the entries team's; axe reads both.
    await expect(page.getByRole('region', { name: 'Today at a glance' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Entries to work on' })).toBeVisible()
    await expectAccessibleDashboard(page, 'dark theme')
  })
})

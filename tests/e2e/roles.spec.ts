import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { staffToken } from '../support/e2e/site'

// The admin as each role sees it: an editor works on content and never reaches staff accounts,
// settings or messages; the inbox works on messages and exports and never reaches content.

const password = 'a long e2e staff password'

// Several admin pages per test, each rendered on first visit.
test.describe.configure({ timeout: 90_000 })

async function newAccount(request: APIRequestContext, roles: string[]): Promise<string> {
  const email = `${roles.join('-')}-${Date.now()}@example.lk`
  const token = await staffToken(request)
  const made = await request.post('/api/users', {
    headers: { authorization: `JWT ${token}` },
    data: { email, password, roles },
  })
  expect(made.ok(), await made.text()).toBe(true)
  return email
}

async function signIn(page: Page, email: string) {
  await page.goto('/admin/login')
  await page.locator('#field-email').fill(email)
  await page.locator('#field-password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  // The first sign-in after a start renders the dashboard cold: seconds on a loaded machine.
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 30_000 })
}

const navLink = (page: Page, href: string) => page.locator(`nav a[href="${href}"]`)

/** Opening a collection or global by its address: Payload answers "not found" and shows none of it. */
async function expectRefused(page: Page, path: string) {
  const response = await page.goto(path)
  expect(response?.status(), path).toBe(404)
  await expect(page.getByText(/not found|nothing found/i).first()).toBeVisible()
}

test('an editor sees content but no staff accounts, settings or inbox', async ({ page, request }) => {
  await signIn(page, await newAccount(request, ['editor']))
  for (const href of [
    '/admin/collections/blogs',
    '/admin/collections/events',
    '/admin/collections/media',
    '/admin/globals/contact-page',
  ]) {
    await expect(navLink(page, href), href).toHaveCount(1)
  }
  for (const href of [
    '/admin/collections/users',
    '/admin/globals/site-settings',
    '/admin/globals/sign-in-settings',
    '/admin/collections/contact-messages',
    '/admin/collections/enquiries',
    '/admin/collections/exports',
  ]) {
    await expect(navLink(page, href), href).toHaveCount(0)
  }
  await expectRefused(page, '/admin/collections/users')
  await expectRefused(page, '/admin/globals/site-settings')
  await expectRefused(page, '/admin/collections/contact-messages')

  // Their own account stays theirs to edit.
  await page.goto('/admin/account')
  await expect(page.locator('#field-name')).toBeVisible()
  await page.goto('/admin/collections/blogs/create')
  await expect(page.locator('#field-title')).toBeEditable()
})

test('the inbox opens a message, ticks it handled and exports CSV, and does not see content', async ({
  page,
  request,
}) => {
  const subject = `Roles e2e ${Date.now()}`
  const token = await staffToken(request)
  const made = await request.post('/api/contact-messages', {
    headers: { authorization: `JWT ${token}` },
    data: { name: 'Inbox Reader', email: 'inbox-reader@example.lk', subject, message: 'Please answer me' },
  })
  // Messages come only from the forms: the admin's token cannot create one through the API either.
  expect(made.status()).toBe(403)
  const sent = await request.post('/api/contact-us', {
    headers: { accept: 'application/json' },
    multipart: {
      name: 'Inbox Reader',
      email: 'inbox-reader@example.lk',
      subject,
      message: 'Please answer me, about the IELTS exam.',
      website: '',
    },
  })
  expect(sent.status(), await sent.text()).toBeLessThan(400)

  await signIn(page, await newAccount(request, ['inbox']))
  for (const href of [
    '/admin/collections/contact-messages',
    '/admin/collections/enquiries',
    '/admin/collections/exports',
  ]) {
    await expect(navLink(page, href), href).toHaveCount(1)
  }
  for (const href of [
    '/admin/collections/blogs',
    '/admin/collections/media',
    '/admin/collections/users',
    '/admin/globals/site-settings',
  ]) {
    await expect(navLink(page, href), href).toHaveCount(0)
  }
  await expectRefused(page, '/admin/collections/blogs')

  await page.goto('/admin/collections/contact-messages')
  await page.getByRole('row').filter({ hasText: subject }).getByRole('link').first().click()
  await expect(page.locator('#field-handled')).toBeVisible()
  await page.locator('#field-handled').check()
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText(/updated successfully/i).first()).toBeVisible()
  const stored = await request.get(`/api/contact-messages?where[subject][equals]=${encodeURIComponent(subject)}`, {
    headers: { authorization: `JWT ${token}` },
  })
  expect(((await stored.json()) as { docs: { handled: boolean }[] }).docs[0].handled).toBe(true)

  // The list's one export button: it says what it will download, then downloads it.
  await page.goto('/admin/collections/contact-messages')
  await page.getByRole('button', { name: /Export to a spreadsheet/ }).click()
  await expect(page.getByText(/Download all \d+ contact messages/)).toBeVisible()
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: /^Download \d+ rows?$/ }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^contact-messages-\d{4}-\d{2}-\d{2}\.csv$/)
  expect(
    await (await download.createReadStream()).toArray().then((parts) => Buffer.concat(parts).toString()),
  ).toContain(subject)
  await expect(page.getByText(/has started/)).toBeVisible()
})

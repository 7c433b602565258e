import { expect, test } from '@playwright/test'
import { staffToken } from '../support/e2e/site'

// Scheduled publishing on the production server: the jobs runner publishes at the time, the public
// page cache is purged, and a visitor sees the post within a minute of its time, never before.

const LEAD_MS = 8_000
const WITHIN_MS = 60_000
const MARGIN_MS = 10_000

test('a blog scheduled over REST appears on /blogs for visitors within a minute of its time, and not before', async ({
  request,
  playwright,
  baseURL,
}) => {
  test.setTimeout(LEAD_MS + WITHIN_MS + MARGIN_MS + 30_000)
  const headers = { Authorization: `JWT ${await staffToken(request)}` }
  const visitor = await playwright.request.newContext({ baseURL })
  // A published post as the model: another test's draft may lack the thumbnail and text publishing needs.
  const [model] = (
    await (await request.get('/api/blogs?limit=1&depth=0&where[_status][equals]=published', { headers })).json()
  ).docs
  const title = `Scheduled post ${Date.now()}`
  const created = await request.post('/api/blogs?draft=true', {
    headers,
    data: {
      title,
      slug: title.toLowerCase().replace(/\s+/g, '-'),
      _status: 'draft',
      publishedAt: new Date().toISOString(),
      author: { firstName: 'Schedule', lastName: 'Test' },
      thumbnail: model.thumbnail,
      description: model.description,
    },
  })
  expect(created.status()).toBe(201)
  const id = (await created.json()).doc.id as number

  try {
    const onBlogs = async () => (await (await visitor.get('/blogs')).text()).includes(title)
    expect(await onBlogs()).toBe(false) // also puts the page in the public cache
    const at = Date.now() + LEAD_MS
    const scheduled = await request.post('/api/schedule-publish', {
      headers,
      data: { collection: 'blogs', id, at: new Date(at).toISOString() },
    })
    expect(scheduled.status(), await scheduled.text()).toBe(201)

    let appearedAt = 0
    while (Date.now() < at + WITHIN_MS + MARGIN_MS) {
      const checkedAt = Date.now()
      if (await onBlogs()) {
        appearedAt = checkedAt
        break
      }
      await new Promise((r) => setTimeout(r, 1_000))
    }
    // When it did not appear, say whether the job published it (then the page or its cache is at fault) or not.
    const status = appearedAt
      ? 'published'
      : (await (await request.get(`/api/blogs/${id}?depth=0`, { headers })).json())._status
    expect(appearedAt, `the post never appeared on /blogs (its status: ${status})`).toBeGreaterThan(0)
    expect(appearedAt, 'the post appeared before its time').toBeGreaterThanOrEqual(at)
    expect(appearedAt - at).toBeLessThan(WITHIN_MS + MARGIN_MS)
    test.info().annotations.push({
      type: 'delay',
      description: `visible ${((appearedAt - at) / 1000).toFixed(1)} s after its time`,
    })
    await expect(async () =>
      expect((await visitor.get(`/blog/${title.toLowerCase().replace(/\s+/g, '-')}`)).status()).toBe(200),
    ).toPass()
  } finally {
    await request.delete(`/api/blogs/${id}`, { headers })
    await visitor.dispose()
  }
})

test('the admin’s Schedule Publish drawer takes the time in Colombo time', async ({ page, request }) => {
  const headers = { Authorization: `JWT ${await staffToken(request)}` }
  const [blog] = (await (await request.get('/api/blogs?limit=1&depth=0', { headers })).json()).docs
  await page.goto('/admin/login')
  await page.getByLabel(/email/i).fill('admin@example.lk')
  await page.getByLabel(/password/i).fill('e2e-admin-password')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)

  await page.goto(`/admin/collections/blogs/${blog.id}`)
  await page.locator('.btn--withPopup .popup-button').first().click()
  await page.getByRole('button', { name: /Schedule publish or unpublish/ }).click()
  const drawer = page.getByRole('dialog', { name: `schedule-publish-${blog.id}` })
  await expect(drawer.getByRole('heading', { name: /Schedule publish for/ })).toBeVisible()
  // The time typed is Sri Lanka time whatever the editor's computer says, and the drawer says so.
  await expect(drawer.getByText('When (Sri Lanka time, Asia/Colombo)')).toBeVisible()
})

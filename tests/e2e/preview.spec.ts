import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { skipPopup, staffToken } from '../support/e2e/site'

// Preview before publishing (decision 031): staff see drafts as visitors will see them; visitors,
// crawlers and stale cookies never do.

const stamp = Date.now()
const auth = (token: string) => ({ Authorization: `JWT ${token}` })
const titleOf = (html: string) => html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1] ?? ''

/** A signed-in staff context (the session cookie, as the admin would have it). */
async function staff(
  playwright: { request: { newContext: (o: object) => Promise<APIRequestContext> } },
  baseURL?: string,
) {
  const context = await playwright.request.newContext({ baseURL })
  await staffToken(context)
  return context
}

async function publishedBlog(request: APIRequestContext, token: string) {
  const res = await request.get('/api/blogs?where[_status][equals]=published&limit=1&sort=-publishedAt&depth=0', {
    headers: auth(token),
  })
  return (await res.json()).docs[0] as { id: number; slug: string; title: string }
}

test('a published blog’s draft title: visitors get the published page, staff the draft (private, noindex)', async ({
  request,
  playwright,
  baseURL,
}) => {
  const token = await staffToken(request)
  const blog = await publishedBlog(request, token)
  const draftTitle = `Draft title ${stamp}`
  expect(
    (
      await request.patch(`/api/blogs/${blog.id}?draft=true`, { headers: auth(token), data: { title: draftTitle } })
    ).ok(),
  ).toBe(true)
  const visitor = await playwright.request.newContext({ baseURL })
  const editor = await staff(playwright, baseURL)
  try {
    const anonymous = await visitor.get(`/blog/${blog.slug}`)
    expect(anonymous.status()).toBe(200)
    expect(await anonymous.text()).not.toContain(draftTitle)
    expect(anonymous.headers()['cache-control']).toContain('public')
    expect(anonymous.headers()['x-robots-tag']).toBeUndefined()
    expect(anonymous.headers()['content-security-policy']).toContain("frame-ancestors 'none'")

    // Signed in but not previewing: still the published page.
    expect(await (await editor.get(`/blog/${blog.slug}`)).text()).not.toContain(draftTitle)

    const preview = await editor.get(`/api/preview?path=${encodeURIComponent(`/blog/${blog.slug}`)}`)
    expect(preview.url()).toMatch(new RegExp(`/blog/${blog.slug}$`))
    const html = await preview.text()
    expect(titleOf(html)).toContain(draftTitle)
    expect(html).toContain('Preview — draft content, not published')
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/)
    expect(preview.headers()['x-robots-tag']).toBe('noindex, nofollow')
    // Ours, or Next's own stricter one for draft mode: never stored by anyone.
    expect(preview.headers()['cache-control']).toMatch(/^private, .*no-store/)
    expect(preview.headers()['content-security-policy']).toContain("frame-ancestors 'self'")

    // A visitor right after: still the published page (the preview was never cached).
    expect(await (await visitor.get(`/blog/${blog.slug}`)).text()).not.toContain(draftTitle)

    // Exit preview: the published page again, without the bar.
    const exit = await editor.get(`/api/preview/exit?path=${encodeURIComponent(`/blog/${blog.slug}`)}`)
    const after = await exit.text()
    expect(after).not.toContain(draftTitle)
    expect(after).not.toContain('Preview — draft content')
  } finally {
    await request.patch(`/api/blogs/${blog.id}`, {
      headers: auth(token),
      data: { title: blog.title, _status: 'published' },
    })
    await visitor.dispose()
    await editor.dispose()
  }
})

test('a never-published draft: 404 for visitors, visible in preview', async ({ request, playwright, baseURL }) => {
  const token = await staffToken(request)
  const media = (await (await request.get('/api/media?limit=1&depth=0', { headers: auth(token) })).json()).docs[0].id
  const res = await request.post('/api/blogs?draft=true', {
    headers: auth(token),
    data: {
      title: `Brand new draft ${stamp}`,
      author: { firstName: 'New', lastName: 'Writer' },
      thumbnail: media,
      _status: 'draft',
    },
  })
  expect(res.ok()).toBe(true)
  const { doc } = (await res.json()) as { doc: { id: number; slug: string } }
  const editor = await staff(playwright, baseURL)
  try {
    const visitor = await playwright.request.newContext({ baseURL })
    expect((await visitor.get(`/blog/${doc.slug}`)).status()).toBe(404)
    expect(await (await visitor.get('/blogs')).text()).not.toContain(`Brand new draft ${stamp}`)
    await visitor.dispose()
    const preview = await editor.get(`/api/preview?path=/blog/${doc.slug}`)
    expect(preview.status()).toBe(200)
    expect(titleOf(await preview.text())).toContain(`Brand new draft ${stamp}`)
  } finally {
    await request.delete(`/api/blogs/${doc.id}`, { headers: auth(token) })
    await editor.dispose()
  }
})

test('the preview route: staff only, and only to a page of this site', async ({ playwright, baseURL }) => {
  const visitor = await playwright.request.newContext({ baseURL })
  const refused = await visitor.get('/api/preview?path=/contact-us', { maxRedirects: 0 })
  expect(refused.status()).toBe(401)
  expect(await refused.text()).toMatch(/sign in/i)
  expect(refused.headers()['set-cookie'] ?? '').not.toContain('__prerender_bypass')
  const editor = await staff(playwright, baseURL)
  for (const path of ['https://evil.example/', '//evil.example', '/api/users', ''])
    expect(
      (await editor.get(`/api/preview?path=${encodeURIComponent(path)}`, { maxRedirects: 0 })).status(),
      path,
    ).toBe(400)
  const started = await editor.get('/api/preview?path=/contact-us', { maxRedirects: 0 })
  expect(started.status()).toBe(303)
  expect(started.headers()['location']).toBe('/contact-us')
  expect(started.headers()['set-cookie']).toMatch(/__prerender_bypass=[^;]+;.*SameSite=Strict/i)
  await visitor.dispose()
  await editor.dispose()
})

test('a draft-mode cookie without a staff session (forged, or left after sign-out) shows the published page', async ({
  request,
  playwright,
  baseURL,
}) => {
  const token = await staffToken(request)
  const blog = await publishedBlog(request, token)
  await request.patch(`/api/blogs/${blog.id}?draft=true`, {
    headers: auth(token),
    data: { title: `Stale cookie draft ${stamp}` },
  })
  const editor = await staff(playwright, baseURL)
  try {
    await editor.get(`/api/preview?path=/blog/${blog.slug}`)
    const { cookies } = await editor.storageState()
    const draftCookie = cookies.find((c) => c.name === '__prerender_bypass')!
    expect(draftCookie).toBeDefined()
    for (const value of [draftCookie.value, 'forged']) {
      // The real draft cookie, or a forged one, with no session (or with an expired session token).
      for (const extra of ['', '; payload-token=expired.or.forged']) {
        const res = await playwright.request
          .newContext({ baseURL, extraHTTPHeaders: { cookie: `__prerender_bypass=${value}${extra}` } })
          .then((c) => c.get(`/blog/${blog.slug}`))
        const html = await res.text()
        expect(html, `${value}${extra}`).not.toContain(`Stale cookie draft ${stamp}`)
        expect(html, `${value}${extra}`).not.toContain('Preview — draft content')
      }
    }
  } finally {
    await request.patch(`/api/blogs/${blog.id}`, {
      headers: auth(token),
      data: { title: blog.title, _status: 'published' },
    })
    await editor.dispose()
  }
})

test('a global’s draft (the contact headline) previews on /contact-us and stays unpublished for visitors', async ({
  request,
  playwright,
  baseURL,
}) => {
  const token = await staffToken(request)
  const before = await (await request.get('/api/globals/contact-page?depth=0', { headers: auth(token) })).json()
  const draftHeadline = `Draft headline ${stamp}`
  expect(
    (
      await request.post('/api/globals/contact-page?draft=true', {
        headers: auth(token),
        data: { headline: draftHeadline },
      })
    ).ok(),
  ).toBe(true)
  const editor = await staff(playwright, baseURL)
  try {
    const visitor = await playwright.request.newContext({ baseURL })
    expect(await (await visitor.get('/contact-us')).text()).not.toContain(draftHeadline)
    expect((await (await visitor.get('/api/get-contact-page')).json()).headline).toBe(before.headline)
    await visitor.dispose()
    expect(await (await editor.get('/api/preview?path=/contact-us')).text()).toContain(draftHeadline)
  } finally {
    await request.post('/api/globals/contact-page', { headers: auth(token), data: { ...before, _status: 'published' } })
    await editor.dispose()
  }
})

async function signInToAdmin(page: Page) {
  await page.goto('/admin/login')
  await page.getByLabel(/email/i).fill('admin@example.lk')
  await page.getByLabel(/password/i).fill('e2e-admin-password')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL(/\/admin(\/)?$/)
}

test('live preview: the admin shows the page beside the form and the frame shows a saved draft', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  const token = await staffToken(request)
  const blog = await publishedBlog(request, token)
  await skipPopup(page)
  await page.setViewportSize({ width: 1280, height: 800 })
  try {
    await signInToAdmin(page)
    await page.goto(`/admin/collections/blogs/${blog.id}`)
    await page.getByRole('button', { name: 'Live Preview', exact: true }).click()
    const frame = page.frameLocator('main iframe')
    await expect(frame.locator('h1').first()).toContainText(blog.title, { timeout: 20_000 })
    await expect(frame.getByText('Preview — draft content, not published')).toBeVisible()

    const liveTitle = `Live preview title ${stamp}`
    await page.locator('#field-title').fill(liveTitle)
    await page.getByRole('button', { name: /save draft/i }).click()
    await expect(frame.locator('h1').first()).toContainText(liveTitle, { timeout: 20_000 })
    await page.screenshot({ path: 'test-results/screenshots/preview-live-admin.png' })

    // The preview itself, full width, with its bar.
    await page.goto(`/api/preview?path=/blog/${blog.slug}`)
    await expect(page.getByText('Preview — draft content, not published')).toBeVisible()
    await page.screenshot({ path: 'test-results/screenshots/preview-bar.png' })
  } finally {
    await request.patch(`/api/blogs/${blog.id}`, {
      headers: auth(token),
      data: { title: blog.title, _status: 'published' },
    })
  }
})

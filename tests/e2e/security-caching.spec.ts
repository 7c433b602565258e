import crypto from 'node:crypto'
import { expect, test } from '@playwright/test'
import { directives, watchViolations } from '../support/e2e/csp'
import { PAGE_TYPES, skipPopup, staffToken } from '../support/e2e/site'

// The Content-Security-Policy and transport headers, and the caching a CDN can use.

const sha256 = (text: string) => `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`

test('every page type: a CSP allowing its inline scripts by hash, no nonce, no eval; the security headers', async ({
  request,
}) => {
  for (const path of [...PAGE_TYPES, '/no-such-page']) {
    const res = await request.get(path)
    expect(res.status(), path).toBe(path === '/no-such-page' ? 404 : 200)
    const headers = res.headers()
    const policy = headers['content-security-policy'] ?? ''
    const csp = directives(policy)
    expect(policy, path).not.toMatch(/nonce-|unsafe-eval|strict-dynamic/)
    expect(csp['script-src']?.[0], path).toBe("'self'")
    expect(csp['script-src'], path).not.toContain("'unsafe-inline'")
    // Framed by nobody; only a staff preview may be framed, by the admin (tests/e2e/preview.spec.ts).
    expect(csp['frame-ancestors'], path).toEqual(["'none'"])
    expect(csp['object-src'], path).toEqual(["'none'"])
    expect(headers['x-content-type-options'], path).toBe('nosniff')
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin')
    expect(headers['permissions-policy'], path).toContain('camera=()')
    expect(headers['x-powered-by'], path).toBeUndefined()
    expect(headers['strict-transport-security'], `${path} over http`).toBeUndefined()

    // Every inline script is allowed by its hash; the others come from this origin (JSON-LD is data, not run).
    const html = await res.text()
    expect(html, path).not.toContain('nonce=')
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      ([, attrs]) => !attrs.includes('application/ld+json'),
    )
    expect(scripts.length, path).toBeGreaterThan(0) // at least the site script
    for (const [, attrs, text] of scripts) {
      if (/\ssrc=/.test(attrs)) expect(attrs, path).toMatch(/\ssrc="\/assets\/[\w-]+\.js"/)
      else expect(csp['script-src'], `${path}: ${text.slice(0, 60)}`).toContain(sha256(text))
    }
  }
})

test('two requests for a cached page, a staff page or the 404 share nothing secret: the same policy, no nonce', async ({
  request,
  playwright,
  baseURL,
}) => {
  const visitor = await playwright.request.newContext({ baseURL })
  await staffToken(request)
  for (const [client, path] of [
    [visitor, '/blogs'],
    [request, '/blogs'],
    [visitor, '/no-such-page'],
  ] as const) {
    const [first, second] = [await client.get(path), await client.get(path)]
    const policy = first.headers()['content-security-policy']
    expect(policy, path).toBe(second.headers()['content-security-policy'])
    expect(policy + (await first.text()) + (await second.text()), path).not.toMatch(/nonce/)
  }
  await visitor.dispose()
})

test('HSTS and upgrade-insecure-requests when the site is reached over https', async ({ request }) => {
  const headers = (await request.get('/blogs', { headers: { 'x-forwarded-proto': 'https' } })).headers()
  expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains; preload')
  expect(headers['content-security-policy']).toContain('upgrade-insecure-requests')
  expect((await request.get('/blogs')).headers()['content-security-policy']).not.toContain('upgrade-insecure-requests')
})

test('the admin has its own policy, with a nonce, scoped to /admin', async ({ request }) => {
  const admin = directives((await request.get('/admin/login')).headers()['content-security-policy'] ?? '')
  expect(admin['script-src']).toContain("'strict-dynamic'")
  expect(admin['frame-ancestors']).toEqual(["'self'"])
  const site = (await request.get('/about-us')).headers()['content-security-policy']
  expect(site).not.toMatch(/nonce-|strict-dynamic|unsafe-eval/)
})

test('uploaded files: a sandbox that lets nothing in them run, nosniff, and embeddable by other sites', async ({
  request,
}) => {
  const headers = (
    await request.get('/api/media/file/group-schools-card.jpg', { headers: { 'x-forwarded-proto': 'https' } })
  ).headers()
  expect(headers['content-security-policy']).toBe("sandbox; default-src 'none'")
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['cross-origin-resource-policy']).toBe('cross-origin')
  expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains; preload')
})

test('no page reports a CSP violation in the browser, the popup and the forms included', async ({ page }) => {
  test.setTimeout(90_000)
  const violations = await watchViolations(page)
  // First visit with the popup (opened by its inline script), then every page type.
  await page.goto('/')
  await expect(page.getByRole('dialog', { name: 'Registrations open' })).toBeVisible()
  await page.getByRole('button', { name: 'Close' }).click()
  for (const path of PAGE_TYPES) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
  }
  // A client-side validation run (zod) and the contact map frame's page.
  await page.goto('/contact-us')
  await page.getByRole('button', { name: /send/i }).click()
  await expect(page.getByText('Full name is required.')).toBeVisible()
  expect(violations).toEqual([])
})

test('the admin sign-in page works under its policy', async ({ page }) => {
  const violations = await watchViolations(page)
  await page.goto('/admin/login')
  await expect(page.getByLabel(/email/i)).toBeVisible()
  expect(violations).toEqual([])
})

test.describe('caching', () => {
  test('public pages: served from the cache with s-maxage and stale-while-revalidate, revalidated by ETag', async ({
    request,
  }) => {
    // A minute-old entry answers STALE once while it is rendered again; then it is a HIT.
    await expect.poll(async () => (await request.get('/about-us')).headers()['x-cache']).toBe('HIT')
    const res = await request.get('/about-us')
    const headers = res.headers()
    expect(headers['cache-control']).toMatch(/public/)
    expect(headers['cache-control']).toMatch(/s-maxage=\d+/)
    expect(headers['cache-control']).toMatch(/stale-while-revalidate=\d+/)
    expect(headers.vary).toMatch(/Accept-Encoding/i)
    const again = await request.get('/about-us', { headers: { 'if-none-match': headers.etag } })
    expect(again.status()).toBe(304)
  })

  test('the JSON API answers If-None-Match with 304', async ({ request }) => {
    for (const path of [
      '/api/get-all-blogs',
      '/api/get-site-settings',
      '/api/get-single-blog/how-to-prepare-for-your-international-gcse-examinations',
    ]) {
      const first = await request.get(path)
      const etag = first.headers().etag
      expect(etag, path).toMatch(/^W\/".+"$/)
      const second = await request.get(path, { headers: { 'if-none-match': etag } })
      expect(second.status(), path).toBe(304)
      expect(await second.text(), path).toBe('')
    }
  })

  test('hashed assets are immutable; media and optimised images long-lived, the optimised kept per Accept', async ({
    request,
  }) => {
    const html = await (await request.get('/blogs')).text()
    // Public pages load no framework scripts, only the site's own from /assets.
    const script = (await (await request.get('/')).text()).match(
      /data-after-paint-script="(\/assets\/home-[^"]+\.js)"/,
    )?.[1]
    const formScript = (await (await request.get('/contact-us')).text()).match(
      /data-after-paint-script="(\/assets\/forms-[^"]+\.js)"/,
    )?.[1]
    const stylesheet = html.match(/<link rel="stylesheet" href="(\/_next\/static\/chunks\/[^"]+\.css)"/)?.[1]
    for (const asset of [script, formScript, stylesheet]) {
      expect(asset).toBeTruthy()
      for (const encoding of ['gzip', 'gzip, br']) {
        const res = await request.get(asset!, { headers: { 'accept-encoding': encoding } })
        expect(res.headers()['cache-control'], `${asset} ${encoding}`).toBe('public, max-age=31536000, immutable')
      }
    }
    const media = await request.get('/api/media/file/group-schools-card.jpg')
    expect(media.status()).toBe(200)
    expect(media.headers()['cache-control']).toMatch(/public, max-age=2592000/)
    const image = html.match(/src="(\/_next\/image\?[^"]+)"/)?.[1]?.replace(/&amp;/g, '&')
    expect(image).toBeTruthy()
    const optimised = await request.get(image!, { headers: { accept: 'image/avif,image/webp,*/*' } })
    expect(optimised.headers()['content-type']).toBe('image/avif')
    expect(Number(optimised.headers()['cache-control']?.match(/max-age=(\d+)/)?.[1])).toBeGreaterThanOrEqual(2592000)
    // Once Next has answered, the front thread answers the same address and Accept from memory (server/imageCache.mjs).
    const again = await request.get(image!, { headers: { accept: 'image/avif,image/webp,*/*' } })
    expect(again.headers()['x-cache']).toBe('HIT')
    expect((await again.body()).equals(await optimised.body())).toBe(true)
    for (const name of ['content-type', 'cache-control', 'etag', 'vary', 'content-security-policy'])
      expect(again.headers()[name], name).toBe(optimised.headers()[name])
    const webp = await request.get(image!, { headers: { accept: 'image/webp,*/*' } })
    expect(webp.headers()['content-type']).toBe('image/webp')
  })

  test('a media change empties the optimised images the front keeps', async ({ request, playwright, baseURL }) => {
    const html = await (await request.get('/blogs')).text()
    const image = html.match(/src="(\/_next\/image\?[^"]+)"/)?.[1]?.replace(/&amp;/g, '&')
    const filename = decodeURIComponent(new URL(image!, 'http://x').searchParams.get('url') ?? '')
      .split('/')
      .pop()
    const accept = { accept: 'image/webp,*/*' }
    await request.get(image!, { headers: accept })
    expect((await request.get(image!, { headers: accept })).headers()['x-cache']).toBe('HIT')
    const staff = await playwright.request.newContext({ baseURL })
    const auth = { Authorization: `JWT ${await staffToken(staff)}` }
    const { docs } = await (await staff.get(`/api/media?where[filename][equals]=${filename}`, { headers: auth })).json()
    const { id, alt } = docs[0]
    expect((await staff.patch(`/api/media/${id}`, { headers: auth, data: { alt: `${alt} (edited)` } })).ok()).toBe(true)
    try {
      const after = await request.get(image!, { headers: accept })
      expect(after.status()).toBe(200)
      expect(after.headers()['x-cache']).toBeUndefined()
    } finally {
      await staff.patch(`/api/media/${id}`, { headers: auth, data: { alt } })
      await staff.dispose()
    }
  })

  test('staff sessions and private data are never served from the cache', async ({ request, playwright, baseURL }) => {
    // The staff login leaves its cookie in `request`; the visitor is a separate, cookieless client.
    await staffToken(request)
    const visitor = await playwright.request.newContext({ baseURL })
    // A minute-old entry answers STALE until its background render lands.
    await expect.poll(async () => (await visitor.get('/about-us')).headers()['x-cache']).toBe('HIT')
    expect((await request.get('/about-us')).headers()['x-cache']).toBe('BYPASS')
    const messages = await visitor.get('/api/contact-messages')
    expect(messages.headers()['x-cache']).toBeUndefined()
    expect(messages.status()).toBe(403)
    await visitor.dispose()
  })

  test('a published edit is on the cached page, the API and the sitemap at once', async ({
    request,
    page,
    playwright,
    baseURL,
  }) => {
    await skipPopup(page)
    const staff = await playwright.request.newContext({ baseURL })
    const token = await staffToken(staff)
    const auth = { Authorization: `JWT ${token}` }
    const slug = 'what-a-school-inspection-really-looks-at'
    const lastmod = async () =>
      (await (await request.get('/sitemap.xml')).text()).match(
        new RegExp(`/blog/${slug}</loc>\\s*<lastmod>([^<]+)<`),
      )?.[1]
    // Warm the cache first, so what follows proves the purge (a minute-old entry is STALE until rendered again).
    await request.get(`/api/get-single-blog/${slug}`)
    await expect.poll(async () => (await request.get('/blogs')).headers()['x-cache']).toBe('HIT')
    const before = await lastmod()
    expect(before).toBeTruthy()

    const { docs } = await (await staff.get(`/api/blogs?where[slug][equals]=${slug}`, { headers: auth })).json()
    const original = docs[0].title
    await staff.patch(`/api/blogs/${docs[0].id}`, {
      headers: auth,
      data: { title: 'Edited: what inspections look at' },
    })
    try {
      await page.goto('/blogs')
      await expect(page.getByRole('heading', { name: 'Edited: what inspections look at' })).toBeVisible()
      expect((await (await request.get(`/api/get-single-blog/${slug}`)).json())[0].title).toBe(
        'Edited: what inspections look at',
      )
      expect(await lastmod()).not.toBe(before)
    } finally {
      await staff.patch(`/api/blogs/${docs[0].id}`, { headers: auth, data: { title: original } })
      await staff.dispose()
    }
    await page.goto('/blogs')
    await expect(page.getByRole('heading', { name: original })).toBeVisible()
  })
})

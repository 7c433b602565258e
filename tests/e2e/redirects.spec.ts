import { expect, test } from '@playwright/test'
import { newBlog, staffApi, type StaffApi } from '../support/e2e/staffApi'

// Editors' redirects, answered by the server before the public cache and before the 404.

let api: StaffApi
test.beforeAll(async ({ baseURL }) => {
  api = await staffApi(String(baseURL))
})
test.afterAll(() => api.dispose())

const stamp = () => Date.now().toString(36)
const redirect = (from: string, url: string, type: '307' | '308') =>
  api.post('/api/redirects', { from, to: { type: 'custom', url }, type })

test('a permanent and a temporary redirect answer 308 and 307 with Location, for GET and HEAD', async ({ request }) => {
  const [moved, away] = [`/old-news-${stamp()}`, `/on-holiday-${stamp()}`]
  await redirect(moved, '/blogs', '308')
  await redirect(away, 'https://www.pearson.com/', '307')
  for (const method of ['get', 'head'] as const) {
    const permanent = await request[method](moved, { maxRedirects: 0 })
    expect(permanent.status(), method).toBe(308)
    expect(permanent.headers().location).toBe('/blogs')
    const temporary = await request[method](away, { maxRedirects: 0 })
    expect(temporary.status(), method).toBe(307)
    expect(temporary.headers().location).toBe('https://www.pearson.com/')
    expect(temporary.headers()['cache-control']).toBe('no-store')
  }
  // The visitor's query goes along when the redirect was matched on the path alone.
  expect((await request.get(`${moved}/?utm_source=mail`, { maxRedirects: 0 })).headers().location).toBe(
    '/blogs?utm_source=mail',
  )
  const followed = await request.get(moved)
  expect(followed.status()).toBe(200)
  expect(followed.url()).toMatch(/\/blogs$/)
})

test('an old WordPress address /?p=123 redirects even once / is cached; other queries show the home page', async ({
  request,
}) => {
  expect((await request.get('/')).status()).toBe(200)
  expect((await request.get('/')).headers()['x-cache']).toMatch(/hit|stale/i)
  const p = `${Date.now() % 1_000_000}`
  await redirect(`/?p=${p}`, '/about-us', '308')
  const old = await request.get(`/?p=${p}`, { maxRedirects: 0 })
  expect(old.status()).toBe(308)
  expect(old.headers().location).toBe('/about-us')
  expect((await request.get(`/?p=${p}1`, { maxRedirects: 0 })).status()).toBe(200)
})

test('a redirect to a blog post follows its slug, and stops when the post is unpublished', async ({ request }) => {
  const blog = await newBlog(api, `Redirect target ${stamp()}`)
  const from = `/old-post-${stamp()}`
  await api.post('/api/redirects', {
    from,
    to: { type: 'reference', reference: { relationTo: 'blogs', value: blog.id } },
    type: '308',
  })
  expect((await request.get(from, { maxRedirects: 0 })).headers().location).toBe(`/blog/${blog.slug}`)
  const renamed = `${blog.slug}-renamed`
  await api.patch(`/api/blogs/${blog.id}`, { slug: renamed, _status: 'published' })
  expect((await request.get(from, { maxRedirects: 0 })).headers().location).toBe(`/blog/${renamed}`)
  await api.patch(`/api/blogs/${blog.id}`, { _status: 'draft' })
  expect((await request.get(from, { maxRedirects: 0 })).status()).toBe(404)
})

test('a deleted redirect stops at once (the cache is purged), and an unknown path is still 404', async ({
  request,
}) => {
  const from = `/short-lived-${stamp()}`
  const created = (await redirect(from, '/gallery', '307')) as { doc: { id: number } }
  expect((await request.get(from, { maxRedirects: 0 })).status()).toBe(307)
  await api.delete(`/api/redirects/${created.doc.id}`)
  expect((await request.get(from, { maxRedirects: 0 })).status()).toBe(404)
  expect((await request.get(`/never-was-${stamp()}`, { maxRedirects: 0 })).status()).toBe(404)
})

test('visitors cannot list redirects', async ({ request }) => {
  expect((await request.get('/api/redirects')).status()).toBe(403)
})

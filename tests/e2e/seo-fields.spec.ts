import { expect, test } from '@playwright/test'
import { newBlog, staffApi, type StaffApi } from '../support/e2e/staffApi'

// Editors' SEO fields (meta.title, meta.description, meta.image) in the HTML visitors and link previews get.

let api: StaffApi
test.beforeAll(async ({ baseURL }) => {
  api = await staffApi(String(baseURL))
})
test.afterAll(() => api.dispose())

const attr = (html: string, key: 'name' | 'property', name: string) =>
  html.match(new RegExp(`<meta ${key}="${name}" content="([^"]*)"`))?.[1]

test("a blog post's meta title, description and image show in <title>, description, Open Graph, Twitter", async ({
  request,
  baseURL,
}) => {
  const media = (await api.get('/api/media?limit=1&depth=0&where[width][exists]=true')) as {
    docs: { id: number; filename: string; width: number; height: number }[]
  }
  const image = media.docs[0]
  const blog = await newBlog(api, `Meta test ${Date.now().toString(36)}`)
  await api.patch(`/api/blogs/${blog.id}`, {
    _status: 'published',
    meta: {
      title: 'Exam tips that work | Lyceum',
      description: 'Five habits of candidates who do well.',
      image: image.id,
    },
  })
  const html = await (await request.get(`/blog/${blog.slug}`)).text()
  expect(html).toContain('<title>Exam tips that work | Lyceum</title>')
  expect(attr(html, 'name', 'description')).toBe('Five habits of candidates who do well.')
  expect(attr(html, 'property', 'og:title')).toBe('Exam tips that work | Lyceum')
  expect(attr(html, 'property', 'og:description')).toBe('Five habits of candidates who do well.')
  expect(attr(html, 'property', 'og:image')).toBe(`${baseURL}/api/media/file/${encodeURIComponent(image.filename)}`)
  expect(attr(html, 'property', 'og:image:width')).toBe(String(image.width))
  expect(attr(html, 'property', 'og:image:height')).toBe(String(image.height))
  expect(attr(html, 'name', 'twitter:card')).toBe('summary_large_image')
  expect(attr(html, 'name', 'twitter:title')).toBe('Exam tips that work | Lyceum')
  expect(attr(html, 'name', 'twitter:image')).toBe(`${baseURL}/api/media/file/${encodeURIComponent(image.filename)}`)
})

test('a blog post without meta keeps the defaults', async ({ request }) => {
  const blog = await newBlog(api, `No meta ${Date.now().toString(36)}`)
  const html = await (await request.get(`/blog/${blog.slug}`)).text()
  expect(html).toMatch(/<title>No meta [a-z0-9]+ · Lyceum Assessments<\/title>/)
  expect(attr(html, 'property', 'og:title')).toMatch(/^No meta [a-z0-9]+$/)
  expect(attr(html, 'name', 'twitter:card')).toBe('summary_large_image')
})

test('a fixed page takes its meta from the Page SEO global, and the others keep their defaults', async ({
  request,
}) => {
  await api.post('/api/globals/page-seo', {
    gallery: {
      meta: { title: 'Photo gallery | Lyceum Assessments', description: 'Prize givings and open days in pictures.' },
    },
  })
  const html = await (await request.get('/gallery')).text()
  expect(html).toContain('<title>Photo gallery | Lyceum Assessments</title>')
  expect(attr(html, 'name', 'description')).toBe('Prize givings and open days in pictures.')
  expect(attr(html, 'property', 'og:title')).toBe('Photo gallery | Lyceum Assessments')
  expect(await (await request.get('/blogs')).text()).toContain('<title>Blogs · Lyceum Assessments</title>')
})

test('meta reaches the REST API under `meta`; the public JSON API keeps its shape', async ({ request }) => {
  const blog = await newBlog(api, `Api meta ${Date.now().toString(36)}`)
  await api.patch(`/api/blogs/${blog.id}`, { _status: 'published', meta: { title: 'Api meta title' } })
  const rest = (await (await request.get(`/api/blogs/${blog.id}?depth=0`)).json()) as { meta?: { title?: string } }
  expect(rest.meta?.title).toBe('Api meta title')
  const single = await (await request.get(`/api/get-single-blog/${blog.slug}`)).text()
  expect(single).not.toContain('Api meta title')
})

import config from '@payload-config'
import { REST_GET, REST_POST } from '@payloadcms/next/routes'
import { POST as graphqlRoute } from '@/app/(payload)/api/graphql/route'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { call, testPayload } from '../support/int/payload'
import * as allBlogs from '@/app/(site)/api/get-all-blogs/route'
import * as singleBlog from '@/app/(site)/api/get-single-blog/[slug]/route'

const restGet = REST_GET(config)
const restPost = REST_POST(config)
const graphql = graphqlRoute

const rest = (path: string, init?: RequestInit) => {
  const handler = init?.method === 'POST' ? restPost : restGet
  const slug = path
    .replace(/^\/api\//, '')
    .split('?')[0]
    .split('/')
  return handler(new Request(`http://localhost:3999${path}`, init), { params: Promise.resolve({ slug }) })
}

const gql = (query: string) =>
  graphql(
    new Request('http://localhost:3999/api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    }),
  )

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
  await payload.create({
    collection: 'contact-messages',
    data: { name: 'Secret Person', email: 'secret@example.lk', subject: 'Private', message: 'Never shown to visitors' },
    overrideAccess: true,
  })
  await payload.create({
    collection: 'enquiries',
    data: { title: 'IELTS', fname: 'Private', lname: 'Person', email: 'p@example.lk', phone: '+94 77 000 0000' },
    overrideAccess: true,
  })
})

describe('anonymous visitors cannot read private collections', () => {
  for (const collection of ['users', 'contact-messages', 'enquiries'] as const) {
    it(`REST GET /api/${collection} is refused`, async () => {
      const res = await rest(`/api/${collection}`)
      expect([401, 403]).toContain(res.status)
      expect(await res.text()).not.toMatch(/secret@example\.lk|p@example\.lk/)
    })

    it(`Local API with visitor access refuses ${collection}`, async () => {
      await expect(payload.find({ collection, overrideAccess: false })).rejects.toThrow(/not allowed/i)
    })
  }

  for (const collection of ['exports', 'payload-jobs']) {
    it(`REST GET /api/${collection} (inbox exports, e-mail jobs) is refused`, async () => {
      expect([401, 403]).toContain((await rest(`/api/${collection}`)).status)
    })
  }

  it('REST GET of a single message by id is refused', async () => {
    const { docs } = await payload.find({ collection: 'contact-messages', limit: 1, overrideAccess: true })
    const res = await rest(`/api/contact-messages/${docs[0].id}`)
    expect([401, 403]).toContain(res.status)
  })

  for (const [name, query] of [
    ['Users', '{ Users { docs { email } } }'],
    ['ContactMessages', '{ ContactMessages { docs { email message } } }'],
    ['Enquiries', '{ Enquiries { docs { email phone } } }'],
  ] as const) {
    it(`GraphQL ${name} query is refused`, async () => {
      const res = await gql(query)
      const text = await res.text()
      expect([401, 403]).toContain(res.status)
      expect(text).not.toMatch(/secret@example\.lk|p@example\.lk|Never shown/)
    })
  }

  it('anonymous REST POST cannot create a contact message behind the form endpoint', async () => {
    const res = await rest('/api/contact-messages', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'x', email: 'x@example.lk', subject: 'x', message: 'x' }),
    })
    expect([401, 403]).toContain(res.status)
  })
})

describe('anonymous visitors see only published content', () => {
  it('a draft blog is hidden from the API, Payload REST and GraphQL until published', async () => {
    const published = await payload.find({ collection: 'blogs', limit: 1, overrideAccess: true })
    const draft = await payload.create({
      collection: 'blogs',
      draft: true,
      overrideAccess: true,
      data: {
        title: 'Unpublished draft post',
        publishedAt: new Date().toISOString(),
        author: { firstName: 'Draft', lastName: 'Writer' },
        thumbnail: published.docs[0].thumbnail,
        description: published.docs[0].description,
        _status: 'draft',
      },
    })
    const list = await (await call(allBlogs.GET, '/api/get-all-blogs')).json()
    expect(list.map((b: { slug: string }) => b.slug)).not.toContain(draft.slug)
    expect((await call(singleBlog.GET, '/', { slug: draft.slug! })).status).toBe(404)
    expect(await (await rest(`/api/blogs?where[slug][equals]=${draft.slug}&draft=true`)).text()).not.toContain(
      'Unpublished draft post',
    )
    expect(await (await gql('{ Blogs(draft: true) { docs { title } } }')).text()).not.toContain(
      'Unpublished draft post',
    )

    await payload.update({ collection: 'blogs', id: draft.id, data: { _status: 'published' }, overrideAccess: true })
    expect((await call(singleBlog.GET, '/', { slug: draft.slug! })).status).toBe(200)
    await payload.delete({ collection: 'blogs', id: draft.id, overrideAccess: true })
  })
})

describe('stored messages cannot be edited', () => {
  it('even a signed-in staff member can change only the handled flag', async () => {
    const staff = await payload.create({
      collection: 'users',
      data: { email: 'staff@example.lk', password: 'a-long-password', roles: ['inbox'] },
      overrideAccess: true,
    })
    const { docs } = await payload.find({ collection: 'contact-messages', limit: 1, overrideAccess: true })
    const updated = await payload.update({
      collection: 'contact-messages',
      id: docs[0].id,
      data: { message: 'tampered', handled: true },
      user: staff,
      overrideAccess: false,
    })
    expect(updated.message).toBe('Never shown to visitors')
    expect(updated.handled).toBe(true)
    await payload.delete({ collection: 'users', id: staff.id, overrideAccess: true })
  })
})

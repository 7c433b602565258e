import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import * as rest from '@/app/(payload)/api/[...slug]/route'
import { POST as graphqlRoute } from '@/app/(payload)/api/graphql/route'
import * as singleBlog from '@/app/(site)/api/get-single-blog/[slug]/route'
import * as allBlogs from '@/app/(site)/api/get-all-blogs/route'
import { onRequestError } from '@/instrumentation'
import { guardedRest } from '@/apiGuard/restGuard'
import { call, testPayload } from '../support/int/payload'

// The app's answers to hostile input, handler by handler; tests/hostile sends the same over HTTP.

const restCall = (method: 'GET' | 'POST' | 'PATCH', path: string, init: RequestInit = {}) => {
  const slug = path
    .replace(/^\/api\//, '')
    .split('?')[0]
    .split('/')
  return rest[method](new Request(new URL(path, 'http://localhost:3999'), { method, ...init }), {
    params: Promise.resolve({ slug }),
  })
}
const graphql = (body: string, type = 'application/json') =>
  graphqlRoute(
    new Request('http://localhost:3999/api/graphql', { method: 'POST', headers: { 'content-type': type }, body }),
  )
const errorLines = () => vi.spyOn(console, 'error').mockImplementation(() => {})

beforeAll(async () => {
  await testPayload()
})
afterEach(() => {
  vi.restoreAllMocks()
})

describe("Payload's REST API behind its guard", () => {
  it.each([
    ['/api/blogs?where[title][equals][$ne]=1', 'takes a single value'],
    ['/api/blogs?where[title][$ne]=1', 'Unknown operator "$ne"'],
    ['/api/blogs?where[publishedAt][equals]=notadate', 'is a date'],
    ['/api/blogs?where[id][in]=a,b', 'is a number'],
    ['/api/blogs?where=abc', 'JSON object'],
    ['/api/blogs?limit=-1', '"limit"'],
    ['/api/blogs?depth=abc', '"depth"'],
    ['/api/blogs?page=1e9', '"page"'],
    ['/api/blogs?sort=nope', '"nope" is not one'],
  ])('GET %s → 400 with a message', async (path, message) => {
    const res = await restCall('GET', path)
    expect(res.status).toBe(400)
    expect((await res.json()).message).toContain(message)
  })

  it('hands a query it can run to Payload', async () => {
    const res = await restCall('GET', '/api/blogs?where[title][like]=IELTS&sort=-publishedAt&limit=2&depth=0')
    expect(res.status).toBe(200)
    expect((await res.json()).docs.length).toBeGreaterThan(0)
  })

  it('leaves what Payload refuses itself to Payload (an unknown field: 400 from Payload)', async () => {
    const res = await restCall('GET', '/api/blogs?where[nope][equals]=1')
    expect(res.status).toBe(400)
    expect((await res.json()).errors[0].message).toContain('cannot be queried')
  })

  it.each(['abc', '1.5', '99999999999999999999', 'a\u0000b'])('GET /api/blogs/%s → 404', async (id) => {
    const res = await restCall('GET', `/api/blogs/${encodeURIComponent(id)}`)
    expect(res.status).toBe(404)
  })

  it('PATCH /api/contact-messages/abc → 404 before access is asked', async () => {
    const res = await restCall('PATCH', '/api/contact-messages/abc', {
      body: '{}',
      headers: { 'content-type': 'application/json' },
    })
    expect(res.status).toBe(404)
  })

  it('POST /api/users/verify/abc → 404: accounts are not verified by e-mail', async () => {
    const res = await restCall('POST', '/api/users/verify/abc')
    expect(res.status).toBe(404)
    expect((await res.json()).message).toMatch(/verification/i)
  })

  it('a GET by override with a broken JSON body → 400', async () => {
    const res = await restCall('POST', '/api/blogs', {
      body: '{',
      headers: { 'content-type': 'application/json', 'x-http-method-override': 'GET' },
    })
    expect(res.status).toBe(400)
  })

  it('a genuine server error stays 500 and is logged once with the request id', async () => {
    const logged = errorLines()
    const failing = guardedRest(async () =>
      Response.json({ errors: [{ message: 'Something went wrong.' }] }, { status: 500 }),
    )
    const req = new Request('http://localhost:3999/api/blogs?where[title][equals]=x', {
      headers: { 'x-request-id': 'req-123' },
    })
    const res = await failing(req, { params: Promise.resolve({ slug: ['blogs'] }) })
    expect(res.status).toBe(500)
    expect(logged).toHaveBeenCalledTimes(1)
    const line = JSON.parse(String(logged.mock.calls[0][0]))
    expect(line).toMatchObject({ error: 'unexpected', status: 500, requestId: 'req-123', path: '/api/blogs' })
    expect(String(logged.mock.calls[0][0])).not.toContain('where')
  })
})

describe('GraphQL refuses malformed requests with 4xx', () => {
  it.each([
    ['invalid JSON', '{', 400],
    ['not an object', '"x"', 400],
    ['a syntax error', JSON.stringify({ query: '{' }), 400],
    [
      'recursive fragments',
      JSON.stringify({ query: 'query { ...A } fragment A on Query { ...B } fragment B on Query { ...A }' }),
      400,
    ],
    ['5,000 levels of brackets', JSON.stringify({ query: '{ a '.repeat(5000) + '}'.repeat(5000) }), 400],
    ['13 levels of fields', JSON.stringify({ query: '{ a '.repeat(13) + '}'.repeat(13) }), 400],
    [
      '4,000 aliases',
      JSON.stringify({ query: `{ ${Array.from({ length: 4000 }, (_, i) => `a${i}: __typename`).join(' ')} }` }),
      400,
    ],
    ['200 kB', JSON.stringify({ query: `{ __typename ${' '.repeat(200_000)}}` }), 413],
  ])('%s → %i', async (_name, body, status) => {
    const res = await graphql(body)
    expect(res.status).toBe(status)
    expect((await res.json()).errors[0].message).toBeTruthy()
  })

  it('a query nested 13 levels is refused by the depth limit, naming it', async () => {
    const res = await graphql(
      JSON.stringify({ query: '{ Blogs { docs { ' + 'a { '.repeat(11) + 'id' + ' }'.repeat(11) + ' } } }' }),
    )
    expect(res.status).toBe(400)
    expect(JSON.stringify(await res.json())).toContain('nested deeper than 12 levels')
  })

  it('text/plain → 415', async () => {
    expect((await graphql('{ __typename }', 'text/plain')).status).toBe(415)
  })

  it('a valid query still answers 200', async () => {
    const res = await graphql(JSON.stringify({ query: '{ Blogs(limit: 1) { docs { title } } }' }))
    expect(res.status).toBe(200)
    expect((await res.json()).data.Blogs.docs).toHaveLength(1)
  })
})

describe('the public API against hostile slugs and paging', () => {
  it.each(['UPPER', 'a b', 'x'.repeat(201), "' OR 1=1--", 'a\u0000b'])(
    'slug %j → 404 without a query',
    async (slug) => {
      const res = await call(singleBlog.GET, `/api/get-single-blog/${encodeURIComponent(slug)}`, { slug })
      expect(res.status).toBe(404)
      expect((await res.json()).message.length).toBeLessThan(300)
    },
  )

  it.each(['page=-1', 'page=1e9', 'page=abc', 'page=1&page=2', 'page=1&limit=0'])('?%s → 400', async (query) => {
    const res = await call(allBlogs.GET, `/api/get-all-blogs?${query}`)
    expect(res.status).toBe(400)
  })
})

describe('unexpected errors', () => {
  it('are logged once by onRequestError with the request id, the route and no query string', async () => {
    const logged = errorLines()
    await onRequestError(
      new Error('boom'),
      { path: '/blog/x?email=someone@example.lk', method: 'GET', headers: { 'x-request-id': 'req-9' } },
      { routerKind: 'App Router', routePath: '/blog/[slug]', routeType: 'render', revalidateReason: undefined },
    )
    expect(logged).toHaveBeenCalledTimes(1)
    const line = JSON.parse(String(logged.mock.calls[0][0]))
    expect(line).toMatchObject({
      error: 'unexpected',
      requestId: 'req-9',
      path: '/blog/x',
      route: '/blog/[slug]',
      message: 'boom',
    })
    expect(String(logged.mock.calls[0][0])).not.toContain('someone@example.lk')
  })
})

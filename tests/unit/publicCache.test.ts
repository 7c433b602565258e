import http from 'node:http'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import {
  PUBLIC_CACHE_CONTROL,
  PublicCache,
  canonicalUrl,
  headerListsOf,
  isCacheableRequest,
  isPageRequest,
} from '../../server/publicCache.mjs'
import { RenderGate } from '../../server/renderGate.mjs'

type Rendered = { status: number; headers: Record<string, string>; body: Buffer; tags?: string[] }

/** A cache in front of an origin whose answers the test controls; counts renders per path. */
async function setup(
  options: {
    freshMs?: number
    maxEntries?: number
    now?: () => number
    gate?: RenderGate
    clientEntries?: number
    rerenderPages?: number
  } = {},
) {
  const renders: string[] = []
  let version = 1
  let answer = (url: string): Rendered => ({
    status: 200,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': "script-src 'nonce-abc'",
      'cache-control': 'private, no-store',
    },
    body: Buffer.from(`<html><body>${url} version ${version} ${'padding '.repeat(200)}</body></html>`),
  })
  let gate: Promise<void> = Promise.resolve()
  const cache = new PublicCache({
    ...options,
    render: async ({ url }: { url: string }) => {
      renders.push(url)
      await gate
      return answer(url)
    },
  })
  const server = http.createServer((req, res) => void cache.serve(req, res))
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  servers.push(server)
  const get = (path: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .get(`${base}${path}`, { headers }, (res) => {
          const chunks: Buffer[] = []
          res.on('data', (c) => chunks.push(c))
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
        })
        .on('error', reject)
    })
  return {
    cache,
    renders,
    get,
    bump: () => version++,
    setAnswer: (fn: typeof answer) => (answer = fn),
    hold: () => {
      let release = () => {}
      gate = new Promise<void>((r) => (release = r))
      return () => release()
    },
  }
}

const servers: http.Server[] = []
afterEach(() => {
  for (const s of servers.splice(0)) {
    s.closeAllConnections()
    s.close()
  }
})

describe('PublicCache', () => {
  it('renders a page once, then serves the stored bytes and headers with CDN cache headers', async () => {
    const { get, renders } = await setup()
    const first = await get('/blogs')
    const second = await get('/blogs')
    expect(renders).toEqual(['/blogs'])
    expect(first.headers['x-cache']).toBe('MISS')
    expect(second.headers['x-cache']).toBe('HIT')
    expect(second.body.equals(first.body)).toBe(true)
    expect(second.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL)
    expect(second.headers['content-security-policy']).toBe("script-src 'nonce-abc'")
    expect(second.headers.vary).toMatch(/accept-encoding/i)
  })

  it('sends brotli or gzip when asked, the same page once decoded', async () => {
    const { get } = await setup()
    const plain = await get('/')
    const br = await get('/', { 'accept-encoding': 'gzip, deflate, br' })
    const gz = await get('/', { 'accept-encoding': 'gzip' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(zlib.brotliDecompressSync(br.body).equals(plain.body)).toBe(true)
    expect(zlib.gunzipSync(gz.body).equals(plain.body)).toBe(true)
    expect(br.body.length).toBeLessThan(plain.body.length)
  })

  it('answers a matching If-None-Match with 304 and no body', async () => {
    const { get } = await setup()
    const { headers } = await get('/api/get-all-blogs')
    expect(headers.etag).toMatch(/^W\/".+"$/)
    const again = await get('/api/get-all-blogs', { 'if-none-match': headers.etag as string })
    expect(again.status).toBe(304)
    expect(again.body.length).toBe(0)
    expect((await get('/api/get-all-blogs', { 'if-none-match': 'W/"other"' })).status).toBe(200)
  })

  it('renders afresh after a purge (an edit is visible on the next request)', async () => {
    const { get, cache, bump, renders } = await setup()
    await get('/blog/a')
    bump()
    cache.purge()
    const after = await get('/blog/a')
    expect(after.headers['x-cache']).toBe('MISS')
    expect(after.body.toString()).toContain('version 2')
    expect(renders).toEqual(['/blog/a', '/blog/a'])
  })

  it('does not keep a render that started before a purge', async () => {
    const { get, cache, bump, hold, renders } = await setup()
    const release = hold()
    const pending = get('/blogs')
    await new Promise((r) => setTimeout(r, 20))
    cache.purge()
    bump()
    release()
    await pending
    const next = await get('/blogs')
    expect(next.body.toString()).toContain('version 2')
    expect(renders).toHaveLength(2)
  })

  it('renders once for many simultaneous first visits', async () => {
    const { get, hold, renders } = await setup()
    const release = hold()
    const visits = Array.from({ length: 10 }, () => get('/'))
    await new Promise((r) => setTimeout(r, 20))
    release()
    const answers = await Promise.all(visits)
    expect(renders).toEqual(['/'])
    expect(answers.every((a) => a.status === 200)).toBe(true)
  })

  it('serves a stale page at once and replaces it in the background', async () => {
    let now = 1_000
    const { get, bump, renders } = await setup({ freshMs: 60_000, now: () => now })
    await get('/blogs')
    bump()
    now += 61_000
    const stale = await get('/blogs')
    expect(stale.headers['x-cache']).toBe('STALE')
    expect(stale.body.toString()).toContain('version 1')
    await new Promise((r) => setTimeout(r, 50))
    const fresh = await get('/blogs')
    expect(fresh.headers['x-cache']).toBe('HIT')
    expect(fresh.body.toString()).toContain('version 2')
    expect(renders).toHaveLength(2)
  })

  it('a stale page visited by many at once goes to the render gate once, and a refused refresh is not asked again at once', async () => {
    let now = 1_000
    let entered = 0
    let refuse = false
    const gate = {
      enter: async () => (entered++, refuse ? { retryAfterSeconds: 1 } : { release: () => {} }),
    } as unknown as RenderGate
    const { get, bump, renders, hold } = await setup({ freshMs: 60_000, now: () => now, gate })
    await get('/blogs')
    entered = 0
    bump()
    now += 61_000
    const release = hold()
    const answers = await Promise.all(Array.from({ length: 20 }, () => get('/blogs')))
    expect(answers.every((a) => a.headers['x-cache'] === 'STALE')).toBe(true)
    expect(entered).toBe(1)
    release()
    await new Promise((r) => setTimeout(r, 50))
    expect((await get('/blogs')).headers['x-cache']).toBe('HIT')
    expect(renders).toHaveLength(2)

    bump()
    now += 61_000
    refuse = true
    entered = 0
    for (let i = 0; i < 10; i++) expect((await get('/blogs')).headers['x-cache']).toBe('STALE')
    expect(entered).toBe(1)
    now += 1_001
    refuse = false
    await get('/blogs')
    await new Promise((r) => setTimeout(r, 50))
    expect(entered).toBe(2)
    expect((await get('/blogs')).body.toString()).toContain('version 3')
  })

  it('passes on error pages and redirects without keeping them', async () => {
    const { get, setAnswer, renders } = await setup()
    setAnswer(() => ({ status: 404, headers: { 'content-type': 'text/html' }, body: Buffer.from('Not found') }))
    expect((await get('/missing')).status).toBe(404)
    expect((await get('/missing')).status).toBe(404)
    expect(renders).toEqual(['/missing', '/missing'])
  })

  it('evicts the least recently used page beyond its size', async () => {
    const { get, renders } = await setup({ maxEntries: 2 })
    await get('/a')
    await get('/b')
    await get('/a')
    await get('/c')
    await get('/a')
    await get('/b')
    expect(renders).toEqual(['/a', '/b', '/c', '/b'])
  })
})

describe('purging what changed (decision 041)', () => {
  // What each page's render read, as Payload's read hooks record it (src/lib/publicCache.ts).
  const READS: Record<string, string[]> = {
    '/': ['blogs', 'blogs:1', 'global:site-settings'],
    '/blog/a': ['blogs', 'blogs:1', 'media:7', 'global:site-settings'],
    '/examinations/x/y': ['exams', 'exams:2', 'global:site-settings'],
    '/robots.txt': [],
  }
  async function tagged(options: Parameters<typeof setup>[0] = {}) {
    const context = await setup(options)
    let version = 1
    context.setAnswer((url) => ({
      status: 200,
      headers: { 'content-type': 'text/html; charset=utf-8' },
      body: Buffer.from(`<p>${url} version ${version}</p>`),
      tags: READS[url],
    }))
    return { ...context, bump: () => version++ }
  }
  const visitAll = async (get: Awaited<ReturnType<typeof setup>>['get']) => {
    const first: Record<string, string> = {}
    for (const url of Object.keys(READS)) first[url] = String((await get(url)).headers.etag)
    return first
  }

  it('drops only the entries showing a changed tag, and always those that recorded no reads', async () => {
    const { get, cache } = await tagged()
    const etags = await visitAll(get)
    cache.purge(['blogs', 'blogs:1'], { rerender: false })
    const states = Object.fromEntries(
      await Promise.all(Object.keys(READS).map(async (url) => [url, (await get(url)).headers['x-cache']] as const)),
    )
    expect(states).toEqual({ '/': 'MISS', '/blog/a': 'MISS', '/examinations/x/y': 'HIT', '/robots.txt': 'MISS' })
    expect((await get('/examinations/x/y')).headers.etag).toBe(etags['/examinations/x/y'])
  })

  it('a media change drops the pages that show that image; a global every page reads drops them all', async () => {
    const { get, cache } = await tagged()
    await visitAll(get)
    cache.purge(['media', 'media:7'], { rerender: false })
    expect([...cache.entries.keys()].map((k) => new URL(k).pathname)).toEqual(['/', '/examinations/x/y'])
    cache.purge(['global:site-settings'], { rerender: false })
    expect(cache.entries.size).toBe(0)
  })

  it("'all' (or no tags) drops everything", async () => {
    const { get, cache } = await tagged()
    await visitAll(get)
    cache.purge('all', { rerender: false })
    expect(cache.entries.size).toBe(0)
  })

  it('a render under way is kept after a purge that spares what it read, not after one that touches it', async () => {
    const { get, cache, hold } = await tagged()
    let release = hold()
    let pending = get('/examinations/x/y')
    await new Promise((r) => setTimeout(r, 20))
    cache.purge(['blogs', 'blogs:1'], { rerender: false })
    release()
    await pending
    expect((await get('/examinations/x/y')).headers['x-cache']).toBe('HIT')

    release = hold()
    pending = get('/blog/a')
    await new Promise((r) => setTimeout(r, 20))
    cache.purge(['media', 'media:7'], { rerender: false })
    release()
    await pending
    expect((await get('/blog/a')).headers['x-cache']).toBe('MISS')
  })

  it('re-renders the most visited purged entries in the background, one at a time, home always', async () => {
    const { get, cache, renders, bump } = await tagged({ rerenderPages: 1 })
    await visitAll(get)
    for (let i = 0; i < 3; i++) await get('/blog/a')
    for (let i = 0; i < 5; i++) await get('/robots.txt')
    renders.length = 0
    bump()
    cache.purge(['blogs:1'])
    await cache.rerendering
    // `/` always, then the single most visited one (/robots.txt, 5 hits); /blog/a waits for a visitor.
    expect(renders).toEqual(['/', '/robots.txt'])
    const home = await get('/')
    expect(home.headers['x-cache']).toBe('HIT')
    expect(home.body.toString()).toContain('version 2')
    expect((await get('/robots.txt')).headers['x-cache']).toBe('HIT')
    expect((await get('/blog/a')).headers['x-cache']).toBe('MISS')
  })

  it('a page whose stale refresh is under way when it is purged is still rendered again at once', async () => {
    let now = 1_000
    const { cache, get, bump, hold, renders } = await setup({ freshMs: 60_000, now: () => now })
    await get('/blogs')
    bump()
    now += 61_000
    const release = hold()
    expect((await get('/blogs')).headers['x-cache']).toBe('STALE')
    cache.purge('all')
    release()
    await new Promise((r) => setTimeout(r, 20))
    await cache.rerendering
    expect(renders).toEqual(['/blogs', '/blogs', '/blogs'])
    expect((await get('/blogs')).headers['x-cache']).toBe('HIT')
  })

  it('a purge without re-rendering (not committed yet) leaves the purged pages to the next one', async () => {
    const { get, cache, renders } = await tagged()
    await visitAll(get)
    renders.length = 0
    cache.purge(['blogs:1'], { rerender: false })
    expect(cache.rerendering).toBeUndefined()
    cache.purge(['blogs:1'])
    await cache.rerendering
    expect(renders.sort()).toEqual(['/', '/blog/a', '/robots.txt'])
  })
})

describe('header lists: built once per entry, the request id the only header set per answer', () => {
  const entry = {
    headers: { 'content-type': 'application/json', vary: 'Accept-Encoding' },
    etag: 'W/"abc"',
    identity: Buffer.alloc(100),
    gzip: Buffer.alloc(40),
    br: Buffer.alloc(30),
  }
  const pairs = (list: unknown[]) => Array.from({ length: list.length / 2 }, (_, i) => [list[2 * i], list[2 * i + 1]])

  it('each state and encoding has its list: stored headers, cache headers, encoding, length, then the request id slot', () => {
    const lists = headerListsOf(entry)
    expect(pairs(lists.HIT.identity)).toEqual([
      ['content-type', 'application/json'],
      ['vary', 'Accept-Encoding'],
      ['cache-control', PUBLIC_CACHE_CONTROL],
      ['etag', 'W/"abc"'],
      ['x-cache', 'HIT'],
      ['content-length', 100],
      ['x-request-id', ''],
    ])
    expect(pairs(lists.STALE.br).slice(4)).toEqual([
      ['x-cache', 'STALE'],
      ['content-encoding', 'br'],
      ['content-length', 30],
      ['x-request-id', ''],
    ])
    expect(pairs(lists.MISS.gzip).slice(4)).toEqual([
      ['x-cache', 'MISS'],
      ['content-encoding', 'gzip'],
      ['content-length', 40],
      ['x-request-id', ''],
    ])
    expect(pairs(lists.HIT.notModified).map(([name]) => name)).not.toContain('content-length')
  })

  it('an entry without compressed copies sends its identity bytes whatever is asked', () => {
    const lists = headerListsOf({ ...entry, gzip: undefined, br: undefined })
    expect(lists.HIT.br).toEqual(lists.HIT.identity)
    expect(lists.HIT.gzip).toEqual(lists.HIT.identity)
  })

  it('answers in a row each carry their own request id; without one, none is sent', async () => {
    const { get } = await setup()
    await get('/blogs')
    const ids = ['req-a', 'req-b', 'req-c']
    const answers = await Promise.all(ids.map((id) => get('/blogs', { 'x-request-id': id })))
    expect(answers.map((a) => a.headers['x-request-id'])).toEqual(ids)
    const gz = await get('/blogs', { 'x-request-id': 'req-d', 'accept-encoding': 'gzip' })
    expect(gz.headers['x-request-id']).toBe('req-d')
    expect((await get('/blogs')).headers['x-request-id']).toBeUndefined()
    expect((await get('/blogs', { 'x-request-id': 'req-e' })).headers['x-request-id']).toBe('req-e')
  })
})

describe('canonical addresses: junk query parameters make no entry and no render', () => {
  it('keeps only the parameters a route reads, in one order', () => {
    expect(canonicalUrl('/')).toBe('/')
    expect(canonicalUrl('/?utm_source=x&fbclid=y')).toBe('/')
    expect(canonicalUrl('/blog/a-post?x=1')).toBe('/blog/a-post')
    expect(canonicalUrl('/blogs?page=2&x=1')).toBe('/blogs?page=2')
    expect(canonicalUrl('/blogs?x=1&page=2&page=3')).toBe('/blogs?page=2')
    expect(canonicalUrl('/blogs?page=')).toBe('/blogs')
    expect(canonicalUrl('/gallery?page=3&utm_medium=mail')).toBe('/gallery?page=3')
    expect(canonicalUrl('/api/get-all-blogs?limit=5&page=2&junk=1')).toBe('/api/get-all-blogs?page=2&limit=5')
    expect(canonicalUrl('/api/get-banner?cachebuster=123')).toBe('/api/get-banner')
  })

  it('/?utm_source=<random> after / is a HIT and adds no entry', async () => {
    const { get, renders, cache } = await setup()
    await get('/')
    const size = cache.entries.size
    const junk = await get(`/?utm_source=${Math.random()}`)
    expect(junk.headers['x-cache']).toBe('HIT')
    expect(cache.entries.size).toBe(size)
    expect(renders).toEqual(['/'])
  })

  it('?page=2 on /blogs is its own page; ?page=2&x=1 is the same entry, rendered without the junk', async () => {
    const { get, renders } = await setup()
    const two = await get('/blogs?page=2')
    expect(two.body.toString()).toContain('/blogs?page=2 version')
    expect((await get('/blogs?page=2&x=1')).headers['x-cache']).toBe('HIT')
    expect((await get('/blogs')).headers['x-cache']).toBe('MISS')
    expect(renders).toEqual(['/blogs?page=2', '/blogs'])
  })
})

describe('limits on what one client can make the cache do', () => {
  it('a render refused by the gate is answered 429 with Retry-After, and nothing is rendered', async () => {
    const gate = new RenderGate({ concurrency: 5, queue: 5, waitMs: 1000, clientConcurrency: 5, clientPerMinute: 2 })
    const { get, renders } = await setup({ gate })
    const client = { 'x-client-address': '198.51.100.50' }
    expect((await get('/a', client)).status).toBe(200)
    expect((await get('/b', client)).status).toBe(200)
    const limited = await get('/c', client)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    // A cached page is still served to that client, and another client still gets its render.
    expect((await get('/a', client)).headers['x-cache']).toBe('HIT')
    expect((await get('/c', { 'x-client-address': '198.51.100.51' })).status).toBe(200)
    expect(renders).toEqual(['/a', '/b', '/c'])
  })

  it('one client adds at most `clientEntries` new entries; its other pages are served but not kept', async () => {
    const { get, cache } = await setup({ clientEntries: 2 })
    const client = { 'x-client-address': '198.51.100.60' }
    for (const path of ['/one', '/two', '/three']) expect((await get(path, client)).status).toBe(200)
    expect([...cache.entries.keys()].map((k) => new URL(k).pathname)).toEqual(['/one', '/two'])
    expect((await get('/three', client)).headers['x-cache']).toBe('MISS')
    // Someone else's visit keeps it.
    await get('/three', { 'x-client-address': '198.51.100.61' })
    expect(cache.entries.size).toBe(3)
  })
})

describe('isCacheableRequest', () => {
  it.each([
    ['GET', '/', {}, true],
    ['HEAD', '/blogs', {}, true],
    ['GET', '/blog/some-post?page=2', {}, true],
    ['GET', '/sitemap.xml', {}, true],
    ['GET', '/robots.txt', {}, true],
    ['GET', '/api/get-all-blogs', {}, true],
    ['GET', '/api/get-single-blog/some-post', {}, true],
    ['GET', '/api/frontend-slider', {}, true],
    ['POST', '/contact-us', {}, false],
    ['POST', '/api/contact-us', {}, false],
    ['GET', '/admin', {}, false],
    ['GET', '/admin/collections/blogs', {}, false],
    ['GET', '/api/blogs', {}, false],
    ['GET', '/api/users/me', {}, false],
    ['GET', '/api/media/file/poster.jpg', {}, false],
    ['GET', '/_next/static/chunks/app.js', {}, false],
    ['GET', '/og-image.jpg', {}, false],
    ['GET', '/blogs', { rsc: '1' }, false],
    ['GET', '/blogs', { 'next-router-prefetch': '1' }, false],
    ['GET', '/blogs', { cookie: 'theme=dark; payload-token=abc' }, false],
    ['GET', '/blogs', { cookie: 'theme=dark' }, true],
    ['GET', '/api/get-all-blogs', { authorization: 'JWT abc' }, false],
    ['GET', '/contact-us?form-result=AAAAAAAAAAAAAAAAAAAAAA', {}, false],
    ['GET', '/contact-us?x=1&form-result=AAAAAAAAAAAAAAAAAAAAAA', {}, false],
  ])('%s %s %j → %s', (method, url, headers, expected) => {
    expect(isCacheableRequest(method, url, headers)).toBe(expected)
  })
})

describe('isPageRequest', () => {
  // Every page is rendered through the server's renderer (light, the 404 page), cached or not.
  it.each([
    ['GET', '/', {}, true],
    ['HEAD', '/blogs', {}, true],
    ['GET', '/contact-us?form-result=AAAAAAAAAAAAAAAAAAAAAA', {}, true],
    ['GET', '/blogs', { cookie: 'payload-token=abc' }, true],
    ['GET', '/no-such-page', {}, true],
    ['POST', '/contact-us', {}, false],
    ['GET', '/api/get-all-blogs', {}, false],
    ['GET', '/admin', {}, false],
    ['GET', '/_next/static/chunks/app.js', {}, false],
    ['GET', '/og-image.jpg', {}, false],
    ['GET', '/blogs', { rsc: '1' }, false],
    ['GET', '/blogs', { 'next-action': 'abc' }, false],
  ])('%s %s %j → %s', (method, url, headers, expected) => {
    expect(isPageRequest(method, url, headers)).toBe(expected)
  })
})

import zlib from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { withEncodings } from '../../server/compression.mjs'
import { PUBLIC_CACHE_CONTROL, headerListsOf } from '../../server/send.mjs'
import { RenderGate } from '../../server/renderGate.mjs'
import { setup } from '../support/unit/publicCache'

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

  it('sends the compressed copies and ETag the renderer made (the main thread) as they are', async () => {
    const { get, setAnswer } = await setup()
    const body = Buffer.from('<html><body>made elsewhere</body></html>')
    // Marked copies: were the cache to compress again, these bytes would not come back.
    const encoded = { gzip: Buffer.from('gzip copy'), br: Buffer.from('brotli copy'), etag: 'W/"from-the-renderer"' }
    setAnswer(() => ({ status: 200, headers: { 'content-type': 'text/html; charset=utf-8' }, body, encoded }))
    const br = await get('/', { 'accept-encoding': 'br' })
    const gz = await get('/', { 'accept-encoding': 'gzip' })
    expect(br.body.toString()).toBe('brotli copy')
    expect(gz.body.toString()).toBe('gzip copy')
    expect(br.headers.etag).toBe('W/"from-the-renderer"')
    expect((await get('/')).body.equals(body)).toBe(true)
  })

  it('withEncodings compresses only what the cache keeps, to copies that decode to the body', async () => {
    const body = Buffer.from(`<html><body>${'a page '.repeat(300)}</body></html>`)
    const page = await withEncodings({ status: 200, headers: { 'content-type': 'text/html; charset=utf-8' }, body })
    expect(zlib.brotliDecompressSync(page.encoded!.br).equals(body)).toBe(true)
    expect(zlib.gunzipSync(page.encoded!.gzip).equals(body)).toBe(true)
    expect(page.encoded!.etag).toMatch(/^W\/"[\w-]{27}"$/)
    const missing = await withEncodings({ status: 404, headers: { 'content-type': 'text/html' }, body })
    const withCookie = await withEncodings({
      status: 200,
      headers: { 'content-type': 'text/html', 'set-cookie': 'a=1' },
      body,
    })
    expect(missing.encoded).toBeUndefined()
    expect(withCookie.encoded).toBeUndefined()
  })

  it('keeps a quick brotli copy at render, then the best once renders are idle: smaller, same ETag', async () => {
    const { cache, get, setAnswer } = await setup()
    const words = Array.from({ length: 4000 }, (_, i) => `word${(i * 7919) % 1013}`).join(' ')
    const body = Buffer.from(`<html><body><main>${words}</main></body></html>`)
    setAnswer(() => ({ status: 200, headers: { 'content-type': 'text/html; charset=utf-8' }, body }))
    const quick = await get('/blogs', { 'accept-encoding': 'br' })
    await cache.improving
    const best = await get('/blogs', { 'accept-encoding': 'br' })
    expect(zlib.brotliDecompressSync(quick.body).equals(body)).toBe(true)
    expect(zlib.brotliDecompressSync(best.body).equals(body)).toBe(true)
    expect(best.body.length).toBeLessThan(quick.body.length)
    expect(Number(best.headers['content-length'])).toBe(best.body.length)
    expect(best.headers.etag).toBe(quick.headers.etag)
  })

  it('makes the best copy only while no render runs or waits', async () => {
    const gate = new RenderGate({ concurrency: 1, queue: 10, waitMs: 5000, clientConcurrency: 5, clientPerMinute: 100 })
    const { cache, get } = await setup({ gate })
    const first = await get('/', { 'accept-encoding': 'br' })
    const running = await gate.enter('198.51.100.1')
    await new Promise((r) => setTimeout(r, 300))
    expect((await get('/', { 'accept-encoding': 'br' })).body.equals(first.body)).toBe(true)
    if ('release' in running) running.release()
    await cache.improving
    expect((await get('/', { 'accept-encoding': 'br' })).body.equals(first.body)).toBe(false)
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

  it('a stale page visited by many goes to the render gate once; a refused refresh is not retried soon', async () => {
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

  it('an answer it does not keep (a page for one, an error) is compressed when asked, the same decoded', async () => {
    const { get, setAnswer } = await setup()
    const page = Buffer.from(`<html><body>${'Your entry, step by step. '.repeat(200)}</body></html>`)
    setAnswer(() => ({ status: 404, headers: { 'content-type': 'text/html; charset=utf-8', vary: 'RSC' }, body: page }))
    const plain = await get('/entries/x')
    const br = await get('/entries/x', { 'accept-encoding': 'gzip, deflate, br' })
    const gz = await get('/entries/x', { 'accept-encoding': 'gzip' })
    expect([plain.headers['content-encoding'], plain.body.equals(page)]).toEqual([undefined, true])
    expect([br.headers['content-encoding'], br.headers.vary, br.headers['x-cache']]).toEqual([
      'br',
      'RSC, Accept-Encoding',
      'BYPASS',
    ])
    expect(zlib.brotliDecompressSync(br.body).equals(page)).toBe(true)
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(zlib.gunzipSync(gz.body).equals(page)).toBe(true)
    expect(Number(br.headers['content-length'])).toBe(br.body.length)
    expect(br.body.length).toBeLessThan(page.length / 5)
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

describe('header lists: built once per entry, the request id the only header set per answer', () => {
  const entry = {
    headers: { 'content-type': 'application/json', vary: 'Accept-Encoding' },
    etag: 'W/"abc"',
    identity: Buffer.alloc(100),
    gzip: Buffer.alloc(40),
    br: Buffer.alloc(30),
  }
  const pairs = (list: unknown[]) => Array.from({ length: list.length / 2 }, (_, i) => [list[2 * i], list[2 * i + 1]])

  it('each state and encoding has its list: stored, cache and encoding headers, length, then the request id', () => {
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

import { describe, expect, it } from 'vitest'
import { isDecodablePath, originFormOf, refusalOf } from '../../server/frontDoor.mjs'
import { BACKGROUND, RenderGate } from '../../server/renderGate.mjs'

const limits = { maxBodyBytes: 4 * 1024 * 1024, maxUploadBytes: 26 * 1024 * 1024 }

describe('refusalOf', () => {
  it.each([
    '/blog/%ff%fe',
    '/gallery/%ff%fe',
    '/examinations/pearson/%ff%fe',
    '/examinations/%zz/x',
    '/examinations/%/x',
    '/examinations/%c0%af/x',
    '/examinations/%ed%a0%80/x',
    '/api/get-single-blog/%ff%fe',
    '/blog/a%00b',
    '/blog/%e0%a4%a',
  ])('%s: 400, broken percent-encoding', (url) => {
    expect(refusalOf('GET', url, {}, limits)).toMatchObject({ status: 400, reason: 'path-encoding' })
  })

  it.each([
    '/',
    '/blog/s%C3%A9ance',
    '/api/media/file/..%252f..%252fetc%252fpasswd',
    '/blogs?page=%ff',
    '/blog/%E0%B6%BD',
  ])('%s goes on (decodable, or only the query is broken)', (url) => {
    expect(refusalOf('GET', url, {}, limits)).toBeUndefined()
  })

  it('a request naming more than one host (repeated Host headers, joined by the server): 400', () => {
    expect(refusalOf('GET', '/', { host: 'localhost, evil.example' }, limits)).toMatchObject({
      status: 400,
      reason: 'host',
    })
    expect(refusalOf('GET', '/', { host: 'localhost:3000' }, limits)).toBeUndefined()
  })

  it('decodes only paths with a %', () => {
    expect(isDecodablePath('/a/b/c')).toBe(true)
    expect(isDecodablePath('/a/%2F/c')).toBe(true)
  })

  it.each(['TRACE', 'TRACK', 'PROPFIND', 'JUNK', 'get'])('%s: 405 with Allow', (method) => {
    const refusal = refusalOf(method, '/api/contact-us', {}, limits)
    expect(refusal).toMatchObject({ status: 405, headers: { allow: 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS' } })
  })

  it.each(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])('%s goes on', (method) => {
    expect(refusalOf(method, '/api/contact-us', {}, limits)).toBeUndefined()
  })

  it('a body over the limit: 413 before it is read, 26 MB on the upload collections and 4 MB elsewhere', () => {
    const mb = (n: number) => ({ 'content-length': String(n * 1024 * 1024) })
    expect(refusalOf('POST', '/api/contact-us', mb(5), limits)).toMatchObject({
      status: 413,
      message: expect.stringMatching(/at most 4 MB/),
    })
    expect(refusalOf('POST', '/api/media', mb(5), limits)).toBeUndefined()
    expect(refusalOf('POST', '/api/media?depth=0', mb(26), limits)).toBeUndefined()
    expect(refusalOf('POST', '/api/media', mb(27), limits)).toMatchObject({
      status: 413,
      message: expect.stringMatching(/at most 26 MB/),
    })
    expect(refusalOf('PATCH', '/api/downloads/3', mb(27), limits)).toMatchObject({ status: 413 })
    expect(refusalOf('POST', '/api/mediakit', mb(5), limits)).toMatchObject({ status: 413 })
    // A candidate's bank slip or document (at most 10 MB) through the status link; entry creation stays a form.
    expect(refusalOf('POST', '/api/entry-slip', mb(11), limits)).toBeUndefined()
    expect(refusalOf('POST', '/api/entry-document', mb(11), limits)).toBeUndefined()
    expect(refusalOf('POST', '/api/enter', mb(5), limits)).toMatchObject({ status: 413 })
    expect(refusalOf('POST', '/api/entry-slipper', mb(5), limits)).toMatchObject({ status: 413 })
    expect(refusalOf('POST', '/api/graphql', { 'content-length': String(1024 ** 3) }, limits)).toMatchObject({
      status: 413,
    })
  })
})

describe('originFormOf: request targets that are not a path', () => {
  it("OPTIONS * (a balancer's probe): 204 with Allow", () => {
    expect(originFormOf('OPTIONS', '*')).toMatchObject({
      status: 204,
      headers: { allow: 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS' },
    })
  })

  it.each(['GET', 'HEAD', 'POST', 'DELETE'])('%s *: 400 (asterisk form is for OPTIONS only)', (method) => {
    expect(originFormOf(method, '*')).toMatchObject({ status: 400, reason: 'target' })
  })

  it.each([
    ['http://localhost/', '/', 'localhost'],
    ['http://localhost', '/', 'localhost'],
    ['HTTP://Example.LK:8080/blogs?page=2', '/blogs?page=2', 'Example.LK:8080'],
    ['https://evil.example/a/%ff?x', '/a/%ff?x', 'evil.example'],
    ['http://[::1]:3000?q=1', '/?q=1', '[::1]:3000'],
  ])('absolute form %s: the path %s on host %s', (target, url, host) => {
    expect(originFormOf('GET', target)).toEqual({ url, host })
  })

  it.each([
    'localhost:80',
    'http://user:pass@localhost/',
    'http:///blogs',
    'ftp://localhost/',
    'blogs',
    '?a=1',
    '*/blogs',
    '',
  ])('%s: 400', (target) => {
    expect(originFormOf('GET', target)).toMatchObject({ status: 400, reason: 'target' })
  })
})

describe('RenderGate', () => {
  const gate = (options: Partial<ConstructorParameters<typeof RenderGate>[0]> = {}) =>
    new RenderGate({ concurrency: 1, queue: 10, waitMs: 1000, clientConcurrency: 2, clientPerMinute: 100, ...options })
  const admitted = (a: unknown): a is { release: () => void } => typeof a === 'object' && a !== null && 'release' in a

  it('lets `concurrency` renders run, queues the next and starts it when one ends', async () => {
    const g = gate()
    const first = await g.enter('198.51.100.1')
    expect(admitted(first)).toBe(true)
    let second: unknown
    const waiting = g.enter('198.51.100.2').then((a) => (second = a))
    await Promise.resolve()
    expect(second).toBeUndefined()
    if (admitted(first)) first.release()
    await waiting
    expect(admitted(second)).toBe(true)
    expect(g.running).toBe(1)
  })

  it('answers a client over its concurrency at once, and other clients still get in', async () => {
    const g = gate({ concurrency: 4 })
    await g.enter('198.51.100.1')
    await g.enter('198.51.100.1')
    expect(await g.enter('198.51.100.1')).toEqual({ retryAfterSeconds: 1 })
    expect(admitted(await g.enter('198.51.100.2'))).toBe(true)
  })

  it('takes turns between clients: a flood from one does not push another to the back', async () => {
    const g = gate({ clientConcurrency: 10 })
    const first = await g.enter('198.51.100.1')
    const order: string[] = []
    const flood = [1, 2, 3].map((i) => g.enter('198.51.100.1').then((a) => (order.push(`flood ${i}`), a)))
    const visitor = g.enter('203.0.113.7').then((a) => (order.push('visitor'), a))
    if (admitted(first)) first.release()
    const next = await flood[0]
    if (admitted(next)) next.release()
    await visitor
    expect(order).toEqual(['flood 1', 'visitor'])
  })

  it('a client past its renders per minute gets 429 with the seconds until its next one', async () => {
    let now = 0
    const g = gate({ clientPerMinute: 2, concurrency: 5, now: () => now })
    for (const _ of [1, 2]) {
      const a = await g.enter('198.51.100.1')
      if (admitted(a)) a.release()
    }
    expect(await g.enter('198.51.100.1')).toEqual({ retryAfterSeconds: 30 })
    now += 30_000
    expect(admitted(await g.enter('198.51.100.1'))).toBe(true)
  })

  it('a full queue and a long wait are 429, never a hang', async () => {
    const g = gate({ queue: 1, waitMs: 20, clientConcurrency: 5 })
    await g.enter('198.51.100.1')
    const waiting = g.enter('198.51.100.2')
    expect(await g.enter('198.51.100.3')).toEqual({ retryAfterSeconds: 1, busy: true })
    expect(await waiting).toEqual({ retryAfterSeconds: 1, busy: true })
    expect(g.waitingCount).toBe(0)
  })

  it('renders together take at most `share` of the time once the burst is spent; the next waits', async () => {
    let now = 0
    const g = gate({ share: 0.1, burstMs: 100, clientConcurrency: 5, now: () => now })
    const first = await g.enter('198.51.100.1')
    now += 150 // a render of 150 ms: 50 ms over the burst
    if (admitted(first)) first.release()
    let second: unknown
    const waiting = g.enter('198.51.100.2').then((a) => (second = a))
    await new Promise((r) => setTimeout(r, 30))
    expect(second).toBeUndefined()
    now += 510 // 51 ms of budget back at 10 %: enough
    await waiting
    expect(admitted(second)).toBe(true)
  })

  it("without a burst, renders are paced: each waits until the last one's time has been earned back", async () => {
    let now = 0
    const g = gate({ share: 0.5, burstMs: 0, clientConcurrency: 5, now: () => now })
    const first = await g.enter('198.51.100.1')
    expect(admitted(first)).toBe(true)
    now += 10
    if (admitted(first)) first.release()
    let second: unknown
    const waiting = g.enter('198.51.100.2').then((a) => (second = a))
    await new Promise((r) => setTimeout(r, 5))
    expect(second).toBeUndefined()
    now += 20 // 10 ms of render earned back at 50 %
    await waiting
    expect(admitted(second)).toBe(true)
  })

  it('a slow render (the first after a start) overdraws the budget by at most half the wait limit', async () => {
    let now = 0
    const g = gate({ share: 0.1, burstMs: 100, waitMs: 10_000, now: () => now })
    const first = await g.enter('198.51.100.1')
    now += 30_000
    if (admitted(first)) first.release()
    expect(g.budget).toBe(-500)
  })

  it('a client past its own render time is refused at once (abuse), while others still render (demand)', async () => {
    let now = 0
    const g = gate({ concurrency: 4, waitMs: 10_000, clientShare: 0.1, clientBurstMs: 1000, now: () => now })
    for (const _ of [1, 2]) {
      const a = await g.enter('198.51.100.1')
      now += 600 // two renders of 600 ms: 200 ms over its burst
      if (admitted(a)) a.release()
    }
    // 200 ms overdrawn at 10 %: two seconds until it may render again; no waiting in the queue meanwhile.
    expect(await g.enter('198.51.100.1')).toEqual({ retryAfterSeconds: 2 })
    expect(g.waitingCount).toBe(0)
    for (let i = 2; i < 10; i++) {
      const other = await g.enter(`198.51.100.${i}`)
      expect(admitted(other), `client ${i}`).toBe(true)
      if (admitted(other)) other.release()
    }
    now += 2_000
    expect(admitted(await g.enter('198.51.100.1'))).toBe(true)
  })

  it('one client asking without end renders at most its share: the rest is refused, never queued', async () => {
    let now = 0
    const g = gate({
      concurrency: 2,
      waitMs: 10_000,
      clientConcurrency: 1,
      clientPerMinute: 1_000_000,
      clientShare: 0.1,
      clientBurstMs: 500,
      now: () => now,
    })
    let rendered = 0
    for (let ms = 0; ms < 60_000; ms += 100) {
      now = ms
      const a = await g.enter('198.51.100.1')
      if (!admitted(a)) continue
      rendered += 100
      now += 100
      a.release()
    }
    // A minute: the 500 ms burst and 10 % of the minute, within one render either way.
    expect(rendered).toBeGreaterThanOrEqual(6_000)
    expect(rendered).toBeLessThanOrEqual(6_500 + 100)
  })

  it("the server's own renders (warm-up, re-renders) run one at a time and are charged to no budget", async () => {
    let now = 0
    const g = gate({ concurrency: 2, share: 0.1, burstMs: 100, now: () => now })
    const first = await g.enter(BACKGROUND)
    let second: unknown
    void g.enter(BACKGROUND).then((a) => (second = a))
    // The other slot is a visitor's.
    const visitor = await g.enter('198.51.100.1')
    expect(admitted(visitor)).toBe(true)
    await Promise.resolve()
    expect(second).toBeUndefined()
    now += 10_000
    if (admitted(first)) first.release()
    await Promise.resolve()
    expect(admitted(second)).toBe(true)
    expect(g.refill()).toBe(100)
  })

  it('renders side by side share the time they ran; a render is charged cost clock, not wall clock', async () => {
    let now = 0
    let cpu = 0
    const g = gate({ concurrency: 2, clientConcurrency: 5, share: 0.5, burstMs: 1000, now: () => now, cost: () => cpu })
    const a = await g.enter('198.51.100.1')
    const b = await g.enter('198.51.100.2')
    now += 2_000 // two seconds of the clock, of which 400 ms of CPU, while both ran
    cpu += 400
    if (admitted(a)) a.release()
    if (admitted(b)) b.release()
    // The budget, full at its burst, is charged 400 ms in all (200 each), not 2 × 2,000 ms.
    expect(g.refill()).toBe(600)
    expect(g.shared).toBe(200)
  })

  it("a visitor's render that waits goes before the server's own", async () => {
    const g = gate({ concurrency: 1, clientConcurrency: 5 })
    const running = await g.enter('198.51.100.1')
    const order: string[] = []
    const own = g.enter(BACKGROUND).then((a) => (order.push('own'), a))
    const visitor = g.enter('198.51.100.2').then((a) => (order.push('visitor'), a))
    if (admitted(running)) running.release()
    const next = await visitor
    if (admitted(next)) next.release()
    await own
    expect(order).toEqual(['visitor', 'own'])
  })

  it('an IPv6 client is one client across its /64', async () => {
    const g = gate({ concurrency: 10 })
    await g.enter('2001:db8:1:2::1')
    await g.enter('2001:db8:1:2::2')
    expect(await g.enter('2001:db8:1:2::3')).toEqual({ retryAfterSeconds: 1 })
  })
})

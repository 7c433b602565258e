import { spawnSync } from 'node:child_process'
import http from 'node:http'
import net from 'node:net'
import { expect, test } from '@playwright/test'
import { spawnProductionServer } from '../support/spawnedServer'
import { purgeEverything, sitemapPaths, walkFigures, walkSitemap } from '../../scripts/lib/coldWalk.mjs'

// The front door (server/index.mjs): malformed requests refused at the edge, junk query strings that
// cannot force renders, renders limited per client, and the client's address from TRUST_PROXY.

const port = Number(process.env.HOSTILE_PORT ?? 3190)

/** A raw request through node:http (fetch refuses TRACE and TRACK), its status, headers and body. */
function raw(method: string, path: string, headers: Record<string, string> = {}, base = `http://127.0.0.1:${port}`) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string; ms: number }>(
    (resolve, reject) => {
      const started = Date.now()
      const url = new URL(base)
      const req = http.request({ host: url.hostname, port: url.port, method, path, headers }, (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (c) => (body += c))
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, ms: Date.now() - started }),
        )
      })
      req.on('error', reject)
      req.end()
    },
  )
}

/** Bytes written to a socket as they are; resolves with what came back when the server closes it, and when. */
function rawSocket(text: string, waitMs: number) {
  return new Promise<{ answer: string; ms: number; closed: boolean }>((resolve) => {
    const started = Date.now()
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text))
    let answer = ''
    socket.on('data', (c) => (answer += c))
    const done = (closed: boolean) => resolve({ answer, ms: Date.now() - started, closed })
    socket.on('close', () => done(true))
    socket.on('error', () => {})
    setTimeout(() => {
      socket.destroy()
      done(false)
    }, waitMs)
  })
}

test.describe('the front door refuses malformed requests with a 4xx', () => {
  const brokenPaths = [
    '/blog/%ff%fe',
    '/gallery/%ff%fe',
    '/examinations/pearson/%ff%fe',
    '/examinations/%zz/x',
    '/examinations/%/x',
    '/examinations/%c0%af/x',
    '/examinations/%ed%a0%80/x',
    '/api/get-single-blog/%ff%fe',
    '/api/get-single-exam/%ff%fe',
    '/api/get-exam-downloads/%c0%af',
    '/blog/nul%00byte',
  ]
  for (const path of brokenPaths)
    test(`GET ${path}: 400 with a message`, async () => {
      const res = await raw('GET', path)
      expect(res.status).toBe(400)
      expect(res.headers['cache-control']).toBe('no-store')
      if (path.startsWith('/api/')) expect(JSON.parse(res.body).message).toMatch(/percent-encoding/)
      else expect(res.body).toMatch(/percent-encoding/)
    })

  for (const method of ['TRACE', 'TRACK', 'PROPFIND', 'JUNK'])
    test(`${method} /api/contact-us: 405 with Allow`, async () => {
      const res = await raw(method, '/api/contact-us')
      expect(res.status).toBe(405)
      expect(res.headers.allow).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS')
    })

  test('CONNECT: 405, the server is no proxy', async () => {
    const { answer } = await rawSocket('CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n', 5000)
    expect(answer).toMatch(/^HTTP\/1\.1 405 /)
    expect(answer).toMatch(/Allow: GET, HEAD, POST/)
  })

  test('a body over the limit is refused before it is sent: 413 (26 MB uploads, 4 MB elsewhere)', async () => {
    const upload = await raw('POST', '/api/media', {
      'content-type': 'multipart/form-data; boundary=x',
      'content-length': String(27 * 1024 * 1024),
    })
    expect(upload.status).toBe(413)
    expect(JSON.parse(upload.body).message).toMatch(/at most 26 MB/)
    const form = await raw('POST', '/api/contact-us', {
      'content-type': 'application/json',
      'content-length': String(5 * 1024 * 1024),
    })
    expect(form.status).toBe(413)
    const huge = await raw('POST', '/api/graphql', {
      'content-type': 'application/json',
      'content-length': String(1024 ** 3),
    })
    expect(huge.status).toBe(413)
    expect(upload.ms + form.ms + huge.ms).toBeLessThan(2000)
  })

  test('a Content-Length that lies (says 10, sends nothing) is answered 408 and closed, not held', async () => {
    const { answer, ms, closed } = await rawSocket(
      'POST /api/contact-ielts HTTP/1.1\r\nHost: localhost\r\nContent-Type: ' +
        'application/json\r\nContent-Length: 10\r\n\r\n',
      20_000,
    )
    expect(closed).toBe(true)
    expect(answer).toMatch(/^HTTP\/1\.1 408 /)
    expect(ms).toBeLessThan(15_000)
  })

  test('every answer carries a fresh request id; one a client sends is replaced', async () => {
    const a = await raw('GET', '/', { 'x-request-id': 'chosen-by-client' })
    const b = await raw('GET', '/api/get-banner')
    const c = await raw('GET', '/blog/%ff')
    // Payload's REST (never cached) and a page rendered for one visitor (a form's result).
    const d = await raw('GET', '/api/blogs?limit=1')
    const e = await raw('GET', '/contact-us?form-result=abc')
    const answers = [a, b, c, d, e]
    for (const res of answers) expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
    expect(new Set(answers.map((r) => r.headers['x-request-id'])).size).toBe(answers.length)
  })
})

test.describe('junk query strings do not make renders or cache entries', () => {
  test('/?utm_source=<random> after / is a cache HIT (the same entry)', async ({ request }) => {
    // `/` is rendered at start (decision 043): a minute on, it is STALE until its refresh is in. Fresh first.
    let first = await request.get('/')
    for (let i = 0; i < 50 && first.headers()['x-cache'] !== 'HIT'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 200))
      first = await request.get('/')
    }
    expect(first.headers()['x-cache']).toBe('HIT')
    for (const junk of [`utm_source=${Math.random()}`, `fbclid=${Date.now()}&utm_medium=x`, `${Math.random()}`]) {
      const res = await request.get(`/?${junk}`)
      expect(res.status()).toBe(200)
      expect(res.headers()['x-cache']).toBe('HIT')
      expect(res.headers().etag).toBe(first.headers().etag)
    }
  })

  test('?page is read on /blogs (past the last page: 404, never kept); ?x=1 is the same entry', async ({ request }) => {
    // The demo's five posts fit on one page: page 2 is past the last (a 404 since the paging rule of 28 Nov).
    const one = await request.get('/blogs')
    const junk = await request.get(`/blogs?x=${Math.random()}`)
    // The same entry: HIT, or STALE when it has passed its minute meanwhile (a re-render then replaces it).
    expect(['HIT', 'STALE']).toContain(junk.headers()['x-cache'])
    expect(junk.headers().etag).toBe(one.headers().etag)
    for (const url of ['/blogs?page=2', `/blogs?page=2&x=${Math.random()}`]) {
      const past = await request.get(url)
      expect(past.status(), url).toBe(404)
      expect(past.headers()['x-cache'], url).toBe('BYPASS')
    }
  })

  test('the JSON API keeps its documented page and limit, and nothing else', async ({ request }) => {
    const page = await request.get('/api/get-all-blogs?page=1&limit=2')
    expect(page.headers()['x-page']).toBe('1')
    expect((await page.json()).length).toBe(2)
    const junk = await request.get(`/api/get-all-blogs?limit=2&page=1&nocache=${Math.random()}`)
    expect(junk.headers()['x-cache']).toBe('HIT')
    expect(junk.headers().etag).toBe(page.headers().etag)
  })
})

test('a bad TRUST_PROXY stops the server at start, with a message naming it', () => {
  const run = spawnSync(process.execPath, ['server/index.mjs'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port + 4), TRUST_PROXY: 'all' },
    encoding: 'utf8',
    timeout: 30_000,
  })
  expect(run.status).toBe(1)
  expect(run.stderr).toMatch(/TRUST_PROXY: must be a whole number from 0 to 10/)
})

test.describe.serial('the client address and the render limit, through real servers', () => {
  // TRUST_PROXY=0 with a form limit of 5; TRUST_PROXY=1 with a form limit of 2 and 5 renders a minute.
  let direct: Awaited<ReturnType<typeof spawnProductionServer>>
  let proxied: Awaited<ReturnType<typeof spawnProductionServer>>
  test.beforeAll(async () => {
    test.setTimeout(240_000)
    ;[direct, proxied] = await Promise.all([
      spawnProductionServer(port + 2, { TRUST_PROXY: '0', RATE_LIMIT_FORMS_POINTS: '5' }),
      // No render-time budget here: this checks the per-client limit alone (the budget: tests/unit, bench:junk).
      spawnProductionServer(port + 3, {
        TRUST_PROXY: '1',
        RATE_LIMIT_FORMS_POINTS: '2',
        RENDER_CLIENT_PER_MINUTE: '5',
        RENDER_SHARE_PERCENT: '100',
      }),
    ])
  })
  test.afterAll(() => {
    direct?.stop()
    proxied?.stop()
  })

  const contact = (base: string, forwardedFor: string) => {
    const form = new FormData()
    for (const [k, v] of Object.entries({
      name: 'Address Test',
      email: 'address@example.lk',
      subject: 'Hi',
      message: 'Hello',
    }))
      form.set(k, v)
    return fetch(`${base}/api/contact-us`, { method: 'POST', body: form, headers: { 'x-forwarded-for': forwardedFor } })
  }

  test('TRUST_PROXY=0: ten posts with ten different X-Forwarded-For values are one client', async () => {
    const statuses = []
    for (let i = 1; i <= 10; i++) statuses.push((await contact(direct.url, `203.0.113.${i}`)).status)
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429, 429, 429])
    expect(direct.log()).toMatch(/"security":"rate-limited".*"scope":"forms","client":"127\.0\.0\.1"/)
  })

  test('TRUST_PROXY=1: "X-Forwarded-For: <forged>, <real>" counts as <real>', async () => {
    const real = '198.51.100.77'
    expect((await contact(proxied.url, `10.9.9.1, ${real}`)).status).toBe(201)
    expect((await contact(proxied.url, `10.9.9.2, ${real}`)).status).toBe(201)
    expect((await contact(proxied.url, `10.9.9.3, ${real}`)).status).toBe(429)
    // The forged address is nobody's: the real client next to it is someone else.
    expect((await contact(proxied.url, `${real}, 198.51.100.78`)).status).toBe(201)
  })

  test('X-Forwarded-Proto counts only from a trusted proxy: no HSTS for a client claiming https directly', async () => {
    const claim = { 'x-forwarded-proto': 'https' }
    expect((await fetch(`${direct.url}/blogs`, { headers: claim })).headers.get('strict-transport-security')).toBeNull()
    expect((await fetch(`${proxied.url}/blogs`, { headers: claim })).headers.get('strict-transport-security')).toMatch(
      /max-age=/,
    )
  })

  test('a client over its render limit gets 429 with Retry-After, never a 5xx; others are not affected', async () => {
    const client = { 'x-forwarded-for': '198.51.100.90' }
    // Unknown pages are never cached: each one is a render.
    const statuses = []
    for (let i = 0; i < 7; i++) statuses.push((await raw('GET', `/blog/no-such-post-${i}`, client, proxied.url)).status)
    expect(statuses.slice(0, 5)).toEqual([404, 404, 404, 404, 404])
    expect(statuses.slice(5)).toEqual([429, 429])
    const limited = await raw('GET', '/blog/no-such-post-x', client, proxied.url)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    expect(limited.body).toMatch(/Too many pages requested/)
    // A cached page still reaches that client; another client still gets its render.
    await raw('GET', '/', {}, proxied.url)
    expect((await raw('GET', '/', client, proxied.url)).status).toBe(200)
    expect((await raw('GET', '/blog/no-such-post-y', { 'x-forwarded-for': '198.51.100.91' }, proxied.url)).status).toBe(
      404,
    )
    expect(proxied.log()).toMatch(/"security":"rate-limited".*"scope":"renders","client":"198\.51\.100\.90"/)
  })
})

test.describe
  .serial('nobody is refused for being early: 16 visitors walk the sitemap after a start and after a purge', () => {
  // Default render limits; TRUST_PROXY=1 so each visitor is its own client (npm run bench:cold-start prints this walk).
  const admin = { email: 'cold@example.lk', password: 'cold-start-admin-password' }
  let server: Awaited<ReturnType<typeof spawnProductionServer>>
  test.beforeAll(async () => {
    test.setTimeout(240_000)
    server = await spawnProductionServer(port + 5, {
      TRUST_PROXY: '1',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    })
  })
  test.afterAll(() => server?.stop())

  for (const when of ['right after the start', 'after a change every page shows'])
    test(`${when}: no 429, no 5xx`, async () => {
      test.setTimeout(120_000)
      if (when !== 'right after the start') await purgeEverything(server.url, admin)
      const paths = await sitemapPaths(server.url)
      expect(paths.length).toBeGreaterThan(20)
      const figures = walkFigures(await walkSitemap({ url: server.url, paths, visitors: 16 }))
      console.log(`figure: cold walk ${when}: ${JSON.stringify(figures)}`)
      expect(figures.requests).toBe(16 * paths.length)
      expect(figures.refused).toBe(0)
      expect(figures.failed).toBe(0)
    })
})

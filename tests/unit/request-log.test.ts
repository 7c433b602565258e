import http from 'node:http'
import { Writable } from 'node:stream'
import type { AddressInfo } from 'node:net'
import { performance } from 'node:perf_hooks'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import pino from 'pino'
import { createServerLog, loggedPath, requestIdFor, requestLine } from '../../server/requestLog.mjs'

import { PublicCache } from '../../server/publicCache.mjs'
import { readSettings } from '../../server/settings.mjs'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

describe('loggedPath', () => {
  it('an entry status link is logged without its token; the query never', () => {
    expect(loggedPath('/entries/Zx9_secret-token')).toBe('/entries/:token')
    expect(loggedPath('/entries/Zx9_secret-token?done=slip')).toBe('/entries/:token')
    expect(loggedPath('/entries/return?order_id=LA-1')).toBe('/entries/return')
    expect(loggedPath('/entries/cancelled')).toBe('/entries/cancelled')
    expect(loggedPath('/enter/exam/12?x=1')).toBe('/enter/exam/12')
    expect(loggedPath('/blogs')).toBe('/blogs')
  })
})

describe('requestIdFor', () => {
  it('TRUST_PROXY=0: always a fresh id, whatever the client sent', () => {
    expect(requestIdFor('abc-123', 0)).toMatch(UUID)
    expect(requestIdFor(undefined, 0)).toMatch(UUID)
  })

  it("TRUST_PROXY>0: the proxy's id when it is a plain token", () => {
    expect(requestIdFor('abc-123', 1)).toBe('abc-123')
    expect(requestIdFor('lb.7f3a:9_x', 2)).toBe('lb.7f3a:9_x')
    expect(requestIdFor('a'.repeat(128), 1)).toBe('a'.repeat(128))
  })

  it.each([['two, ids'], ['with space'], ['<script>'], ['a'.repeat(129)], [''], ['line\nbreak'], ['naïve']])(
    'TRUST_PROXY=1: %j is not a plain token, so a fresh id replaces it',
    (given) => expect(requestIdFor(given, 1)).toMatch(UUID),
  )

  it('TRUST_PROXY=1: a repeated header (an array) is replaced', () => expect(requestIdFor(['a', 'b'], 1)).toMatch(UUID))
})

describe('readSettings: shutdown and log', () => {
  it('defaults: 25 s to drain, the request log at info', () => {
    expect(readSettings({}).SHUTDOWN_TIMEOUT_SECONDS).toBe(25)
    expect(readSettings({}).LOG_LEVEL).toBe('info')
    expect(readSettings({ LOG_LEVEL: 'silent', SHUTDOWN_TIMEOUT_SECONDS: '5' })).toMatchObject({
      LOG_LEVEL: 'silent',
      SHUTDOWN_TIMEOUT_SECONDS: 5,
    })
  })

  it('a bad value stops the start with a message naming it', () => {
    expect(() => readSettings({ LOG_LEVEL: 'verbose' })).toThrow(
      /LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent; got "verbose"/,
    )
    expect(() => readSettings({ SHUTDOWN_TIMEOUT_SECONDS: '0' })).toThrow(
      /SHUTDOWN_TIMEOUT_SECONDS: must be a whole number from 1 to 3600/,
    )
  })
})

describe('the request log', () => {
  const lines: string[] = []
  const sink = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(...String(chunk).split('\n').filter(Boolean))
      callback()
    },
  })
  const log = createServerLog('info', sink)
  const cache = new PublicCache({
    render: async () => ({ status: 200, headers: { 'content-type': 'text/html' }, body: Buffer.from('<p>page</p>') }),
  })
  let url = ''
  const server = http.createServer((req, res) => {
    const startedAt = performance.now()
    res.once('close', () => log.request(req, res, startedAt))
    req.headers['x-request-id'] = 'req-1'
    req.headers['x-client-address'] = '203.0.113.9'
    if (req.url?.startsWith('/page')) return void cache.serve(req, res)
    req.resume()
    req.on('end', () => res.writeHead(201, { 'content-type': 'application/json' }).end('{"message":"Thank you"}'))
  })
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  const nextLine = async (count: number) => {
    for (let i = 0; i < 50 && lines.length < count; i++) await new Promise((r) => setTimeout(r, 10))
    return JSON.parse(lines[count - 1])
  }

  it('one JSON line per request: method, path without query, status, duration, cache, request id, client', async () => {
    await fetch(`${url}/page?q=what+a+visitor+typed`)
    await fetch(`${url}/page?q=again`)
    const first = await nextLine(1)
    const second = await nextLine(2)
    expect(first).toMatchObject({
      level: 30,
      name: 'server',
      msg: 'request',
      method: 'GET',
      path: '/page',
      status: 200,
      cache: 'MISS',
    })
    expect(first).toMatchObject({ requestId: 'req-1', client: '203.0.113.9' })
    expect(typeof first.ms).toBe('number')
    expect(second.cache).toBe('HIT')
    expect(lines.join('\n')).not.toContain('visitor')
  })

  it("never a body: a form post's content stays out", async () => {
    const before = lines.length
    await fetch(`${url}/api/contact-us?email=x`, {
      method: 'POST',
      body: JSON.stringify({ name: 'Nimal Perera', email: 'nimal@example.lk' }),
    })
    const line = await nextLine(before + 1)
    expect(line).toMatchObject({ method: 'POST', path: '/api/contact-us', status: 201 })
    expect(line.cache).toBeUndefined()
    expect(lines.join('\n')).not.toMatch(/Nimal|nimal@|email=/)
  })

  it('LOG_LEVEL=warn or silent: no request lines', () => {
    expect(createServerLog('warn', sink).enabled).toBe(false)
    expect(createServerLog('silent', sink).enabled).toBe(false)
    expect(createServerLog('debug', sink).enabled).toBe(true)
  })
})

describe('requestLine', () => {
  const fields = (line: string) => {
    const { time, ms, ...rest } = JSON.parse(line)
    expect(typeof time).toBe('number')
    expect(typeof ms).toBe('number')
    return rest
  }
  const capture = () => {
    const written: string[] = []
    const sink = new Writable({
      write(chunk, _encoding, callback) {
        written.push(String(chunk))
        callback()
      },
    })
    return { written, sink }
  }

  it.each([
    ['an answer', { method: 'GET', url: '/api/get-all-blogs?page=2' }, { statusCode: 200, writableFinished: true }],
    ['a dropped connection', { method: 'POST', url: '/api/contact-us' }, { statusCode: 200, writableFinished: false }],
    [
      'a path that needs escaping',
      { method: 'GET', url: '/a"b\\c\u2028' },
      { statusCode: 404, writableFinished: true },
    ],
    [
      'a path that is not ASCII',
      { method: 'GET', url: '/blog/sinhala-සිංහල-é' },
      { statusCode: 404, writableFinished: true },
    ],
    ['a control character', { method: 'GET', url: '/tab\there\u0001' }, { statusCode: 400, writableFinished: true }],
  ])('%s: the same line, field for field and in order, as pino writes', (_name, reqFields, resFields) => {
    const req = {
      ...reqFields,
      headers: { 'x-request-id': 'req-9', 'x-client-address': '198.51.100.7' },
    } as unknown as http.IncomingMessage
    const res = { ...resFields } as unknown as http.ServerResponse
    const { written, sink } = capture()
    const path = reqFields.url.split('?')[0]
    pino({ name: 'server' }, sink).info(
      {
        method: reqFields.method,
        path,
        status: resFields.statusCode,
        ms: 1,
        requestId: 'req-9',
        client: '198.51.100.7',
        ...(resFields.writableFinished ? {} : { aborted: true }),
      },
      'request',
    )
    const ours = requestLine(req, res, performance.now())
    expect(ours.endsWith('\n')).toBe(true)
    expect(Object.keys(JSON.parse(ours))).toEqual(Object.keys(JSON.parse(written[0])))
    expect(fields(ours)).toEqual(fields(written[0]))
  })

  it('an answer handed over whole in its own handler is never marked aborted; one still under way is', () => {
    const req = { method: 'GET', url: '/api/notifications-read', headers: {} } as unknown as http.IncomingMessage
    // Right after end(), a cached answer's bytes may still sit in the socket's buffer.
    const res = { statusCode: 200, writableFinished: false } as unknown as http.ServerResponse
    expect(JSON.parse(requestLine(req, res, performance.now(), true))).not.toHaveProperty('aborted')
    expect(JSON.parse(requestLine(req, res, performance.now()))).toMatchObject({ aborted: true })
  })

  it('lines are batched, yet every one is written once: within a quarter second, and at flush', async () => {
    const { written, sink } = capture()
    const log = createServerLog('info', sink)
    const req = { method: 'GET', url: '/', headers: {} } as unknown as http.IncomingMessage
    const res = { statusCode: 200, writableFinished: true } as unknown as http.ServerResponse
    log.request(req, res, performance.now())
    log.request(req, res, performance.now())
    expect(written).toHaveLength(0)
    await new Promise((r) => setTimeout(r, 400))
    expect(written.join('').split('\n').filter(Boolean)).toHaveLength(2)
    for (let i = 0; i < 100; i++) log.request(req, res, performance.now())
    log.flush()
    expect(written.join('').split('\n').filter(Boolean)).toHaveLength(102)
  })

  it('lines keep their order, and one longer than the whole batch goes out whole after the waiting ones', () => {
    const { written, sink } = capture()
    const log = createServerLog('info', sink)
    const res = { statusCode: 200, writableFinished: true } as unknown as http.ServerResponse
    const request = (id: string) =>
      ({ method: 'GET', url: '/', headers: { 'x-request-id': id } }) as unknown as http.IncomingMessage
    const long = 'é'.repeat(30_000)
    for (let i = 0; i < 300; i++) log.request(request(`req-${i}`), res, performance.now())
    log.request(request(long), res, performance.now())
    log.request(request('after'), res, performance.now())
    log.flush()
    const ids = written
      .join('')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line).requestId)
    expect(ids).toEqual([...Array.from({ length: 300 }, (_, i) => `req-${i}`), long, 'after'])
  })

  it("the time field is the wall clock's milliseconds", () => {
    const req = { method: 'GET', url: '/', headers: {} } as unknown as http.IncomingMessage
    const res = { statusCode: 200, writableFinished: true } as unknown as http.ServerResponse
    const before = Date.now()
    const { time } = JSON.parse(requestLine(req, res, performance.now()))
    expect(time).toBeGreaterThanOrEqual(before - 1)
    expect(time).toBeLessThanOrEqual(Date.now() + 1)
  })
})

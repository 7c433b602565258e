import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Payload } from 'payload'
import { testPayload } from '../support/int/payload'
import { resetEnvForTests } from '@/lib/env'
import { clientKey, resetRateLimitForTests } from '@/forms/server/guard'
import { securityEventCounts } from '@/lib/securityLog'
import { takeFormResult } from '@/forms/server/resultStore'
import { POST as contactUs } from '@/app/(site)/api/contact-us/route'
import { POST as contactIelts } from '@/app/(site)/api/contact-ielts/route'

let payload: Payload
const saved = { ...process.env }
const count = async (collection: 'contact-messages' | 'enquiries') =>
  (await payload.count({ collection, overrideAccess: true })).totalDocs
const valid = { name: 'Guard Test', email: 'guard@example.lk', subject: 'Hello', message: 'Hi there' }

const post = (fields: Record<string, string>, ip = '203.0.113.1') => {
  const form = new FormData()
  for (const [k, v] of Object.entries(fields)) form.set(k, v)
  return contactUs(
    new Request('http://localhost:3999/api/contact-us', {
      method: 'POST',
      body: form,
      headers: { 'x-client-address': ip },
    }),
  )
}
const enquiry = (body: Record<string, string>, ip?: string) =>
  contactIelts(
    new Request('http://localhost:3999/api/contact-ielts', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(ip ? { 'x-client-address': ip } : {}) },
      body: JSON.stringify(body),
    }),
  )
/** A browser's own form post (no script): answered with a 303 to the page, the result stored. */
const pagePost = (fields: Record<string, string>, ip: string) => {
  const form = new FormData()
  for (const [k, v] of Object.entries(fields)) form.set(k, v)
  return contactUs(
    new Request('http://localhost:3999/api/contact-us', {
      method: 'POST',
      body: form,
      headers: { 'x-client-address': ip, accept: 'text/html', referer: 'http://localhost:3999/contact-us' },
    }),
  )
}
const withLimit = async (points: number, run: () => Promise<void>) => {
  Object.assign(process.env, { RATE_LIMIT_FORMS_POINTS: String(points), RATE_LIMIT_FORMS_WINDOW_SECONDS: '600' })
  resetEnvForTests()
  resetRateLimitForTests()
  try {
    await run()
  } finally {
    process.env = { ...saved }
    resetEnvForTests()
    resetRateLimitForTests()
  }
}

beforeAll(async () => {
  payload = await testPayload()
})
afterAll(() => {
  process.env = { ...saved }
  resetEnvForTests()
  resetRateLimitForTests()
})

describe('spam and abuse defences', () => {
  it('a filled honeypot is answered like a success but nothing is stored; the hit is logged', async () => {
    const before = await count('contact-messages')
    const hits = securityEventCounts().honeypot ?? 0
    const warn = vi.spyOn(console, 'warn')
    const res = await post({ ...valid, website: 'http://spam.example' }, '198.51.100.99')
    expect(res.status).toBe(201)
    expect(await count('contact-messages')).toBe(before)
    expect(securityEventCounts().honeypot).toBe(hits + 1)
    // Who, never what: the line names the client and the scope, nothing from the message.
    const line = warn.mock.calls.map((c) => String(c[0])).find((l) => l.includes('"honeypot"'))!
    expect(JSON.parse(line)).toMatchObject({ security: 'honeypot', scope: 'forms', client: '198.51.100.99' })
    expect(line).not.toMatch(/Guard Test|guard@example|Hi there|spam\.example/)
    warn.mockRestore()
  })

  it('the client is the address the front door set, never X-Forwarded-For', () => {
    expect(clientKey(new Headers({ 'x-client-address': '203.0.113.5', 'x-forwarded-for': '192.0.2.1' }))).toBe(
      '203.0.113.5',
    )
    expect(clientKey(new Headers({ 'x-forwarded-for': '192.0.2.1', 'x-real-ip': '192.0.2.2' }))).toBe('unknown')
  })

  it('an IPv6 client counts by its /64: a new address in the same network is the same client', async () => {
    await withLimit(2, async () => {
      expect((await post(valid, '2001:db8:1:2::1')).status).toBe(201)
      expect((await post(valid, '2001:db8:1:2::ffff')).status).toBe(201)
      expect((await post(valid, '2001:db8:1:2:aaaa::3')).status).toBe(429)
      expect((await post(valid, '2001:db8:1:3::1')).status).toBe(201)
    })
  })

  it('limits submissions per client with 429, a clear message and Retry-After', async () => {
    Object.assign(process.env, { RATE_LIMIT_FORMS_POINTS: '2', RATE_LIMIT_FORMS_WINDOW_SECONDS: '600' })
    resetEnvForTests()
    resetRateLimitForTests()
    try {
      expect((await post(valid, '198.51.100.7')).status).toBe(201)
      expect((await post(valid, '198.51.100.7')).status).toBe(201)
      const before = await count('contact-messages')
      const logged = securityEventCounts()['rate-limited'] ?? 0
      const limited = await post(valid, '198.51.100.7')
      expect(limited.status).toBe(429)
      expect(securityEventCounts()['rate-limited']).toBe(logged + 1)
      expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0)
      expect((await limited.json()).message).toMatch(/Too many messages.*try again in 10 minutes/)
      expect(await count('contact-messages')).toBe(before)
      // Another client is not affected.
      expect((await post(valid, '198.51.100.8')).status).toBe(201)
    } finally {
      process.env = { ...saved }
      resetEnvForTests()
      resetRateLimitForTests()
    }
  })

  it('one allowance per client across both endpoints and both ways of posting', async () => {
    const ielts = { title: 'IELTS', fname: 'A', lname: 'B', email: 'a@example.lk', phone: '0771234567' }
    await withLimit(3, async () => {
      const ip = '198.51.100.20'
      expect((await post(valid, ip)).status).toBe(201)
      expect((await enquiry(ielts, ip)).status).toBe(201)
      expect((await pagePost(valid, ip)).status).toBe(303)
      const limited = await enquiry(ielts, ip)
      expect(limited.status).toBe(429)
      expect((await limited.json()).message).toMatch(/Too many messages/)
      // The page post is told the same, on the page, with what the visitor typed kept.
      const page = await pagePost(valid, ip)
      expect(page.status).toBe(303)
      const token = page.headers.get('location')!.match(/form-result=([^#]+)/)![1]
      const result = await takeFormResult(token, 'contact')
      expect(result).toMatchObject({
        status: 'error',
        message: expect.stringMatching(/Too many messages/),
        values: valid,
      })
    })
  })

  it('one limiter per process, however often the module is bundled (each route bundle has its own copy)', async () => {
    await withLimit(2, async () => {
      vi.resetModules()
      const copy = await import('@/forms/server/guard')
      vi.resetModules()
      const another = await import('@/forms/server/guard')
      expect(copy.takeSubmission).not.toBe(another.takeSubmission)
      expect(await copy.takeSubmission('198.51.100.30')).toEqual({ ok: true })
      expect(await another.takeSubmission('198.51.100.30')).toEqual({ ok: true })
      expect(await copy.takeSubmission('198.51.100.30')).toMatchObject({ ok: false })
      // The route handlers loaded at the top of this file draw on it too.
      expect((await post(valid, '198.51.100.30')).status).toBe(429)
    })
  })

  it('refuses a body over 64 KB with 413, whatever Content-Length says', async () => {
    const big = await post({ ...valid, message: 'x'.repeat(70 * 1024) })
    expect(big.status).toBe(413)
    const chunked = await contactIelts(
      new Request('http://localhost:3999/api/contact-ielts', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: new ReadableStream({
          start(c) {
            c.enqueue(new TextEncoder().encode(`{"message":"${'y'.repeat(80 * 1024)}"}`))
            c.close()
          },
        }),
        duplex: 'half',
      } as RequestInit),
    )
    expect(chunked.status).toBe(413)
    expect((await chunked.json()).message).toMatch(/at most 64 KB/)
  })
})

describe('validation boundaries', () => {
  const contactCases: [string, string, number][] = [
    ['name', 'n'.repeat(120), 201],
    ['name', 'n'.repeat(121), 400],
    ['subject', 's'.repeat(200), 201],
    ['subject', 's'.repeat(201), 400],
    ['message', 'm'.repeat(5000), 201],
    ['message', 'm'.repeat(5001), 400],
    ['email', 'a@b.lk', 201],
    ['email', 'a@b', 400],
    ['name', ' ', 400],
  ]
  it.each(contactCases)('contact %s of %#: status %i', async (field, value, status) => {
    const res = await post({ ...valid, [field]: value })
    expect(res.status).toBe(status)
    if (status === 400) expect(Object.keys((await res.json()).errors)).toEqual([field])
  })

  const ielts = { title: 'IELTS', fname: 'A', lname: 'B', email: 'a@example.lk', phone: '0771234567' }
  const enquiryCases: [string, string, number][] = [
    ['fname', 'f'.repeat(80), 201],
    ['fname', 'f'.repeat(81), 400],
    ['phone', '1234567', 201],
    ['phone', '123456', 400],
    ['phone', '+94 (77) 123-4567', 201],
    ['phone', '1'.repeat(21), 400],
    ['intake', 'other', 201],
    ['intake', 'jan2030', 400],
    ['location', 'kurunegala', 201],
    ['location', 'Kurunegala', 400],
    ['subject', 's'.repeat(200), 201],
    ['subject', 's'.repeat(201), 400],
  ]
  it.each(enquiryCases)('enquiry %s of %#: status %i', async (field, value, status) => {
    const res = await enquiry({ ...ielts, [field]: value })
    expect(res.status).toBe(status)
    if (status === 400) expect(Object.keys((await res.json()).errors)).toEqual([field])
  })
})

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Payload } from 'payload'
import { testPayload } from './support/payload'
import { resetEnvForTests } from '@/lib/env'
import { resetRateLimitForTests } from '@/forms/server/guard'
import { takeFormResult } from '@/forms/server/resultStore'
import { POST as contactUs } from '@/app/(site)/api/contact-us/route'
import { POST as contactIelts } from '@/app/(site)/api/contact-ielts/route'

let payload: Payload
const saved = { ...process.env }
const count = async (collection: 'contact-messages' | 'enquiries') => (await payload.count({ collection, overrideAccess: true })).totalDocs
const valid = { name: 'Guard Test', email: 'guard@example.lk', subject: 'Hello', message: 'Hi there' }

const post = (fields: Record<string, string>, ip = '203.0.113.1') => {
  const form = new FormData()
  for (const [k, v] of Object.entries(fields)) form.set(k, v)
  return contactUs(new Request('http://localhost:3999/api/contact-us', { method: 'POST', body: form, headers: { 'x-forwarded-for': ip } }))
}
const enquiry = (body: Record<string, string>, ip?: string) =>
  contactIelts(
    new Request('http://localhost:3999/api/contact-ielts', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(ip ? { 'x-forwarded-for': ip } : {}) },
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
      headers: { 'x-forwarded-for': ip, accept: 'text/html', referer: 'http://localhost:3999/contact-us' },
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
  it('a filled honeypot is answered like a success but nothing is stored', async () => {
    const before = await count('contact-messages')
    const res = await post({ ...valid, website: 'http://spam.example' })
    expect(res.status).toBe(201)
    expect(await count('contact-messages')).toBe(before)
  })

  it('limits submissions per client with 429, a clear message and Retry-After', async () => {
    Object.assign(process.env, { RATE_LIMIT_FORMS_POINTS: '2', RATE_LIMIT_FORMS_WINDOW_SECONDS: '600' })
    resetEnvForTests()
    resetRateLimitForTests()
    try {
      expect((await post(valid, '198.51.100.7')).status).toBe(201)
      expect((await post(valid, '198.51.100.7')).status).toBe(201)
      const before = await count('contact-messages')
      const limited = await post(valid, '198.51.100.7')
      expect(limited.status).toBe(429)
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
      expect(result).toMatchObject({ status: 'error', message: expect.stringMatching(/Too many messages/), values: valid })
    })
  })

  it('one limiter per process, however often the module is bundled (each route bundle loads its own copy)', async () => {
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

import { beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { formData, validContact, validIelts, validPte } from '../support/int/forms'
import { testPayload } from '../support/int/payload'
import { POST as contactUs } from '@/app/(site)/api/contact-us/route'
import { POST as contactIelts } from '@/app/(site)/api/contact-ielts/route'

let payload: Payload
const count = async (collection: 'contact-messages' | 'enquiries') =>
  (await payload.count({ collection, overrideAccess: true })).totalDocs

const multipart = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  contactUs(new Request('http://localhost:3999/api/contact-us', { method: 'POST', body: formData(fields), headers }))
const json = (body: unknown, contentType = 'application/json') =>
  contactIelts(
    new Request('http://localhost:3999/api/contact-ielts', {
      method: 'POST',
      headers: { 'content-type': contentType, referer: 'http://localhost:3999/examinations/IELTS' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  )

beforeAll(async () => {
  payload = await testPayload()
})

describe('POST /api/contact-us', () => {
  it('stores a valid multipart message and answers 201 with a message', async () => {
    const before = await count('contact-messages')
    const res = await multipart(validContact, { referer: 'http://localhost:3999/contact-us' })
    expect(res.status).toBe(201)
    const answer = await res.json()
    expect(answer.message).toMatch(/^Your message has been sent\. Thank you! Your reference is LA-/)
    expect(await count('contact-messages')).toBe(before + 1)
    const { docs } = await payload.find({
      collection: 'contact-messages',
      sort: '-createdAt',
      limit: 1,
      overrideAccess: true,
    })
    expect(docs[0].reference).toBe(answer.reference)
    expect(docs[0]).toMatchObject({ ...validContact, sourcePage: '/contact-us', handled: false })
  })

  it('answers 400 naming each missing or bad field, and stores nothing', async () => {
    const before = await count('contact-messages')
    const res = await multipart({ name: ' ', email: 'not-an-email', subject: '' })
    expect(res.status).toBe(400)
    const body = await res.json()
    expect(Object.keys(body.errors).sort()).toEqual(['email', 'message', 'name', 'subject'])
    expect(body.errors.email).toMatch(/valid email/i)
    expect(await count('contact-messages')).toBe(before)
  })

  it('rejects an over-long message with a clear error', async () => {
    const res = await multipart({ ...validContact, message: 'x'.repeat(5001) })
    expect(res.status).toBe(400)
    expect((await res.json()).errors.message).toMatch(/at most 5000/)
  })

  it('answers 415 for a JSON body', async () => {
    const res = await contactUs(
      new Request('http://localhost:3999/api/contact-us', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(validContact),
      }),
    )
    expect(res.status).toBe(415)
    expect((await res.json()).message).toBe('Send the contact form as multipart/form-data.')
  })

  it('answers 400 for a malformed multipart body', async () => {
    const res = await contactUs(
      new Request('http://localhost:3999/api/contact-us', {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=zzz' },
        body: 'garbage',
      }),
    )
    expect(res.status).toBe(400)
  })

  it('stores HTML in fields as plain text, untouched', async () => {
    const res = await multipart({ ...validContact, message: '<img src=x onerror=alert(1)>' })
    expect(res.status).toBe(201)
    const { docs } = await payload.find({
      collection: 'contact-messages',
      sort: '-createdAt',
      limit: 1,
      overrideAccess: true,
    })
    expect(docs[0].message).toBe('<img src=x onerror=alert(1)>')
  })
})

describe('POST /api/contact-ielts', () => {
  it('stores an IELTS enquiry with only the required fields', async () => {
    const before = await count('enquiries')
    const res = await json(validIelts)
    expect(res.status).toBe(201)
    expect((await res.json()).message).toBeTruthy()
    expect(await count('enquiries')).toBe(before + 1)
    const { docs } = await payload.find({ collection: 'enquiries', sort: '-createdAt', limit: 1, overrideAccess: true })
    expect(docs[0]).toMatchObject({ ...validIelts, sourcePage: '/examinations/IELTS' })
  })

  it('stores a complete PTE enquiry, subject separate from phone', async () => {
    const res = await json(validPte)
    expect(res.status).toBe(201)
    const { docs } = await payload.find({ collection: 'enquiries', sort: '-createdAt', limit: 1, overrideAccess: true })
    expect(docs[0]).toMatchObject({ title: 'PTE', phone: '+94 77 123 4567', subject: 'PTE dates' })
  })

  it('requires every field for PTE', async () => {
    const res = await json({ ...validIelts, title: 'PTE' })
    expect(res.status).toBe(400)
    expect(Object.keys((await res.json()).errors).sort()).toEqual([
      'destination',
      'intake',
      'location',
      'message',
      'subject',
    ])
  })

  it('rejects a choice that is not in the current CMS list', async () => {
    const before = await count('enquiries')
    const res = await json({ ...validIelts, destination: 'mars' })
    expect(res.status).toBe(400)
    expect((await res.json()).errors.destination).toMatch(/from the list/)
    expect(await count('enquiries')).toBe(before)
  })

  it('checks email and phone types', async () => {
    const res = await json({ ...validIelts, email: 'nope', phone: 'call me' })
    const body = await res.json()
    expect(res.status).toBe(400)
    expect(body.errors).toHaveProperty('email')
    expect(body.errors).toHaveProperty('phone')
  })

  it('rejects an unknown course title', async () => {
    const res = await json({ ...validIelts, title: 'TOEFL' })
    expect(res.status).toBe(400)
    expect((await res.json()).errors).toHaveProperty('title')
  })

  it('answers 400 for malformed JSON and for a non-object body, 415 for another content type', async () => {
    const malformed = await json('{"title":')
    expect(malformed.status).toBe(400)
    expect((await malformed.json()).message).toBe('The request body is not valid JSON.')
    expect((await json('[1,2]')).status).toBe(400)
    const wrongType = await json('title=IELTS', 'text/plain')
    expect(wrongType.status).toBe(415)
    expect((await wrongType.json()).message).toMatch(/as JSON .* or as a form/)
  })

  it('takes the form types too: URL-encoded and multipart (the page posts them without JavaScript)', async () => {
    const before = await count('enquiries')
    expect((await json(new URLSearchParams(validIelts).toString(), 'application/x-www-form-urlencoded')).status).toBe(
      201,
    )
    expect(await count('enquiries')).toBe(before + 1)
  })
})

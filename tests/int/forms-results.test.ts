import { beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { formData, validContact, validIelts, validPte } from '../support/int/forms'
import { testPayload } from '../support/int/payload'
import { POST as contactUs } from '@/app/(site)/api/contact-us/route'
import { POST as contactIelts } from '@/app/(site)/api/contact-ielts/route'
import { FORM_RESULT_TOKEN } from '@/lib/formResultParam'
import { RESULT_LIFETIME_MS, saveFormResult, takeFormResult } from '@/forms/server/resultStore'
import { saveEntryFormResult, takeEntryFormResult } from '@/entries/web/formResult'
import type { FormName } from '@/forms/server/formResult'
import { REFERENCE_PATTERN } from '@/forms/server/reference'

// A browser's own form post (no script): form body, Accept lists text/html. The edge answers 303 to
// the page with a token; the page shows the stored result once.

let payload: Payload
const SITE = 'http://localhost:3999'
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8'
const count = async (collection: 'contact-messages' | 'enquiries') =>
  (await payload.count({ collection, overrideAccess: true })).totalDocs

const plainPost = (
  handler: (req: Request) => Promise<Response>,
  path: string,
  body: BodyInit,
  headers: Record<string, string> = {},
): Promise<Response> =>
  handler(new Request(`${SITE}${path}`, { method: 'POST', body, headers: { accept: BROWSER_ACCEPT, ...headers } }))
const contactPage = (fields: Record<string, string>, referer: string | null = `${SITE}/contact-us`) =>
  plainPost(contactUs, '/api/contact-us', formData(fields), referer ? { referer } : {})
const enquiryPage = (fields: Record<string, string>, referer: string | null) =>
  plainPost(contactIelts, '/api/contact-ielts', new URLSearchParams(fields), referer ? { referer } : {})

/** The 303's Location, split; the token must be the only thing the URL carries. */
function seeOther(res: Response) {
  expect(res.status).toBe(303)
  const location = res.headers.get('location')!
  const match = location.match(/^(\/[^?#]*)\?form-result=([^#&]+)#form-result$/)
  expect(match, location).not.toBeNull()
  expect(match![2]).toMatch(FORM_RESULT_TOKEN)
  return { page: match![1], token: match![2] }
}

beforeAll(async () => {
  payload = await testPayload()
})

describe('a plain form post is answered 303 to its page, with the result stored', () => {
  it('contact: 303 to the sending page, message stored, result a success without values (form clears)', async () => {
    const before = await count('contact-messages')
    const res = await contactPage(validContact)
    const { page, token } = seeOther(res)
    expect(page).toBe('/contact-us')
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(await count('contact-messages')).toBe(before + 1)
    const result = await takeFormResult(token, 'contact')
    const { docs } = await payload.find({
      collection: 'contact-messages',
      sort: '-createdAt',
      limit: 1,
      overrideAccess: true,
    })
    const reference = docs[0].reference!
    expect(reference).toMatch(REFERENCE_PATTERN)
    expect(result).toMatchObject({
      form: 'contact',
      status: 'success',
      reference,
      message:
        'Your message has been sent. Thank you! Your reference is ' +
        `${reference}. We have e-mailed it to you with what happens next.`,
    })
    expect(result!.values).toBeUndefined()
  })

  it('is read once: the second read finds nothing', async () => {
    const { token } = seeOther(await contactPage(validContact))
    expect(await takeFormResult(token, 'contact')).not.toBeNull()
    expect(await takeFormResult(token, 'contact')).toBeNull()
    expect(await payload.kv.has(`form-result:${token}`)).toBe(false)
  })

  it('belongs to its form: another form on the page leaves it for the right one', async () => {
    const { token } = seeOther(await contactPage(validContact))
    expect(await takeFormResult(token, 'PTE')).toBeNull()
    expect(await takeFormResult(token, 'contact')).not.toBeNull()
  })

  it('ignores tokens that are not tokens', async () => {
    expect(await takeFormResult('../../etc', 'contact')).toBeNull()
    expect(await takeFormResult('A'.repeat(22), 'contact')).toBeNull()
    expect(await takeFormResult(undefined, 'contact')).toBeNull()
  })

  it('invalid input: the errors per field and every value typed, so the page puts them back', async () => {
    const before = await count('contact-messages')
    const { token } = seeOther(await contactPage({ name: 'Kept Name', email: 'a@b', subject: ' ', message: 'Hi' }))
    expect(await count('contact-messages')).toBe(before)
    const result = await takeFormResult(token, 'contact')
    expect(result).toMatchObject({ status: 'invalid', message: 'Some fields need attention.' })
    expect(Object.keys(result!.errors!).sort()).toEqual(['email', 'subject'])
    expect(result!.values).toEqual({ name: 'Kept Name', email: 'a@b', subject: ' ', message: 'Hi' })
  })

  it('IELTS (URL-encoded): stored, and its fields clear after a success', async () => {
    const before = await count('enquiries')
    const { page, token } = seeOther(await enquiryPage(validIelts, `${SITE}/examinations/IELTS`))
    expect(page).toBe('/examinations/IELTS')
    expect(await count('enquiries')).toBe(before + 1)
    const result = await takeFormResult(token, 'IELTS')
    expect(result).toMatchObject({ form: 'IELTS', status: 'success' })
    expect(result!.values).toBeUndefined()
  })

  it('PTE: keeps its own fields after a success, never the honeypot or anything else posted', async () => {
    const referer = `${SITE}/examinations/pearson/pte--pearson-test-of-english-?form-result=${'x'.repeat(22)}`
    const { page, token } = seeOther(await enquiryPage({ ...validPte, $ACTION_REF_1: '', extra: 'no' }, referer))
    expect(page).toBe('/examinations/pearson/pte--pearson-test-of-english-')
    const result = await takeFormResult(token, 'PTE')
    expect(result).toMatchObject({ form: 'PTE', status: 'success' })
    expect(result!.values).toEqual(validPte)

    const bot = seeOther(await enquiryPage({ ...validPte, website: 'http://spam.example' }, referer))
    const answered = await takeFormResult(bot.token, 'PTE')
    expect(answered!.status).toBe('success')
    expect(answered!.values).not.toHaveProperty('website')
  })

  it('the enquiry endpoint takes multipart too', async () => {
    const { token } = seeOther(await plainPost(contactIelts, '/api/contact-ielts', formData(validPte)))
    expect(await takeFormResult(token, 'PTE')).toMatchObject({ status: 'success' })
  })

  it('returns to the form’s own page when the Referer names no page of this site', async () => {
    const pageOf = async (referer: string | null, form: FormName = 'contact') => {
      const res = form === 'contact' ? await contactPage(validContact, referer) : await enquiryPage(validPte, referer)
      const { page, token } = seeOther(res)
      await takeFormResult(token, form)
      return page
    }
    expect(await pageOf(null)).toBe('/contact-us')
    expect(await pageOf('https://evil.example/contact-us')).toBe('/contact-us')
    expect(await pageOf(`${SITE}/api/contact-us`)).toBe('/contact-us')
    expect(await pageOf(`${SITE}/admin/collections`)).toBe('/contact-us')
    expect(await pageOf(`${SITE}//evil.example/x`)).toBe('/contact-us')
    expect(await pageOf(`${SITE}/\\evil.example/x`)).toBe('/contact-us')
    expect(await pageOf(null, 'PTE')).toBe('/examinations/pte-contact')
  })

  it('a body over 64 KB or one that cannot be read returns to the page as an error a person can act on', async () => {
    const big = seeOther(await contactPage({ ...validContact, message: 'x'.repeat(70 * 1024) }))
    expect(await takeFormResult(big.token, 'contact')).toMatchObject({
      status: 'error',
      message: expect.stringMatching(/at most 64 KB/),
    })

    const broken = await plainPost(contactUs, '/api/contact-us', 'garbage', {
      'content-type': 'multipart/form-data; boundary=zzz',
    })
    const { page, token } = seeOther(broken)
    expect(page).toBe('/contact-us')
    expect(await takeFormResult(token, 'contact')).toMatchObject({
      status: 'error',
      message: expect.stringMatching(/could not be read/),
    })

    // An enquiry whose course cannot be read: either enquiry form shows it.
    const tooBig = seeOther(
      await enquiryPage({ ...validPte, message: 'x'.repeat(70 * 1024) }, `${SITE}/examinations/pte-contact`),
    )
    expect(tooBig.page).toBe('/examinations/pte-contact')
    expect(await takeFormResult(tooBig.token, 'PTE')).toMatchObject({ form: 'enquiry', status: 'error' })
  })
})

describe('stored results expire', () => {
  it('a result is ignored (and removed) after ten minutes', async () => {
    const { token } = seeOther(await contactPage(validContact))
    expect(await takeFormResult(token, 'contact', Date.now() + RESULT_LIFETIME_MS + 1000)).toBeNull()
    expect(await payload.kv.has(`form-result:${token}`)).toBe(false)
  })

  it('results nobody came back for are swept when a later one is written', async () => {
    const start = Date.now()
    const old = await saveFormResult({ form: 'contact', status: 'success', message: 'old' }, start)
    const fresh = await saveFormResult({ form: 'contact', status: 'success', message: 'fresh' }, start + 5_000)
    expect(await payload.kv.has(`form-result:${old}`)).toBe(true)
    const later = await saveFormResult(
      { form: 'contact', status: 'success', message: 'later' },
      start + RESULT_LIFETIME_MS + 60_000,
    )
    expect(await payload.kv.has(`form-result:${old}`)).toBe(false)
    expect(await payload.kv.has(`form-result:${fresh}`)).toBe(false)
    expect(await payload.kv.has(`form-result:${later}`)).toBe(true)
    expect(await takeFormResult(later, 'contact', start + RESULT_LIFETIME_MS + 61_000)).toMatchObject({
      message: 'later',
    })
  })

  it('a refused entry form’s values (an identity number) are swept ten minutes on, each store its own', async () => {
    const start = Date.now()
    const refused = {
      offer: 'exam:1',
      message: 'Check the fields',
      errors: { dateOfBirth: 'Required' },
      values: { idNumber: '200912345678' },
    }
    const old = await saveEntryFormResult(refused, start)
    const contact = await saveFormResult(
      { form: 'contact', status: 'success', message: 'kept' },
      start + RESULT_LIFETIME_MS + 30_000,
    )
    expect(await payload.kv.has(`entry-form:${old}`)).toBe(true)
    const later = await saveEntryFormResult(refused, start + RESULT_LIFETIME_MS + 60_000)
    expect(await payload.kv.has(`entry-form:${old}`)).toBe(false)
    expect(await payload.kv.has(`form-result:${contact}`)).toBe(true)
    expect(await takeEntryFormResult(later, 'exam:1', start + RESULT_LIFETIME_MS + 61_000)).toMatchObject({
      values: { idNumber: '200912345678' },
    })
  })
})

describe('API clients and the browser script still get JSON', () => {
  it('a form body with Accept: application/json is answered 201 JSON, not a redirect', async () => {
    const res = await contactUs(
      new Request(`${SITE}/api/contact-us`, {
        method: 'POST',
        body: formData(validContact),
        headers: { accept: 'application/json' },
      }),
    )
    expect(res.status).toBe(201)
    const { reference, message } = await res.json()
    expect(reference).toMatch(REFERENCE_PATTERN)
    expect(message).toBe(
      'Your message has been sent. Thank you! Your reference is ' +
        `${reference}. We have e-mailed it to you with what happens next.`,
    )
  })

  it('a JSON body is answered JSON whatever Accept says', async () => {
    const res = await contactIelts(
      new Request(`${SITE}/api/contact-ielts`, {
        method: 'POST',
        body: JSON.stringify(validIelts),
        headers: { 'content-type': 'application/json', accept: BROWSER_ACCEPT },
      }),
    )
    expect(res.status).toBe(201)
  })

  it('the enquiry endpoint takes URL-encoded and multipart bodies from API clients (201; 400 + errors)', async () => {
    const before = await count('enquiries')
    const encoded = await contactIelts(
      new Request(`${SITE}/api/contact-ielts`, { method: 'POST', body: new URLSearchParams(validIelts) }),
    )
    expect(encoded.status).toBe(201)
    const multipart = await contactIelts(
      new Request(`${SITE}/api/contact-ielts`, { method: 'POST', body: formData(validPte) }),
    )
    expect(multipart.status).toBe(201)
    expect(await count('enquiries')).toBe(before + 2)
    const bad = await contactIelts(
      new Request(`${SITE}/api/contact-ielts`, {
        method: 'POST',
        body: new URLSearchParams({ ...validIelts, phone: 'call me' }),
      }),
    )
    expect(bad.status).toBe(400)
    expect(await bad.json()).toEqual({
      message: 'Some fields need attention.',
      errors: { phone: expect.stringMatching(/valid phone/) },
    })
  })

  it('answers 415 with a message for a type it does not take (a browser text/plain form is no page post)', async () => {
    const res = await plainPost(contactIelts, '/api/contact-ielts', 'title=IELTS', { 'content-type': 'text/plain' })
    expect(res.status).toBe(415)
    expect((await res.json()).message).toMatch(/JSON/)
  })
})

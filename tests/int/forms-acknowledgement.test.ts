import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { testPayload } from '../support/int/payload'
import { startSmtp, type ReceivedMail } from '../support/smtp'
import { formData, validIelts } from '../support/int/forms'
import { resetEnvForTests } from '@/lib/env'
import { POST as contactUs } from '@/app/(site)/api/contact-us/route'
import { POST as contactIelts } from '@/app/(site)/api/contact-ielts/route'
import { takeFormResult } from '@/forms/server/resultStore'
import { REFERENCE_PATTERN } from '@/forms/server/reference'
import { greeting } from '@/forms/server/acknowledgementEmail'

// Every contact message and enquiry gets the visitor an acknowledgement with its reference and what
// happens next, through the jobs queue like the department's copy, once (a real SMTP sink).

let payload: Payload
const saved = { ...process.env }
const SITE = 'http://localhost:3999'

const waitFor = async <T>(read: () => T | Promise<T>, ok: (v: T) => boolean, ms = 10_000): Promise<T> => {
  const end = Date.now() + ms
  for (;;) {
    const v = await read()
    if (ok(v) || Date.now() > end) return v
    await new Promise((r) => setTimeout(r, 100))
  }
}

/** The mails to one address, with quoted-printable soft breaks and folded headers undone. */
const mailsTo = (received: ReceivedMail[], address: string) =>
  received.filter((m) => m.to.includes(address)).map((m) => m.raw.replace(/=\r?\n/g, '').replace(/\r?\n[ \t]+/g, ' '))

const contactJson = (fields: Record<string, string>) =>
  contactUs(
    new Request(`${SITE}/api/contact-us`, {
      method: 'POST',
      body: formData(fields),
      headers: { accept: 'application/json' },
    }),
  )

let smtp: Awaited<ReturnType<typeof startSmtp>>
beforeAll(async () => {
  payload = await testPayload()
  smtp = await startSmtp()
  Object.assign(process.env, { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port), SMTP_FROM: 'website@example.lk' })
  resetEnvForTests()
})

afterAll(async () => {
  process.env = { ...saved }
  resetEnvForTests()
  await smtp.close()
})

describe('the acknowledgement e-mail', () => {
  it('a contact message: the answer names the reference; the visitor gets it once, with the next steps', async () => {
    const fields = {
      name: 'Kamal Perera',
      email: 'ack-kamal@example.lk',
      subject: 'Secret subject 123',
      message: 'Secret body 456',
    }
    const res = await contactJson(fields)
    expect(res.status).toBe(201)
    const { reference, message } = await res.json()
    expect(reference).toMatch(REFERENCE_PATTERN)
    expect(message).toContain(reference)
    const [stored] = (
      await payload.find({
        collection: 'contact-messages',
        where: { reference: { equals: reference } },
        overrideAccess: true,
      })
    ).docs
    expect(stored.email).toBe(fields.email)

    const mails = await waitFor(
      () => mailsTo(smtp.received, fields.email),
      (m) => m.length > 0,
    )
    expect(mails).toHaveLength(1)
    const [mail] = mails
    expect(mail).toMatch(new RegExp(`^Subject: We have received your message \\(reference ${reference}\\)`, 'm'))
    expect(mail).toMatch(/^Reply-To: info@example\.lk/m)
    expect(mail).toContain('Dear Kamal,')
    expect(mail).toContain(`Your reference: ${reference}`)
    expect(mail).toContain('What happens next')
    expect(mail).toMatch(/replies within one working day/)
    expect(mail).toMatch(/^Content-Type: text\/plain/m)
    // None of what the visitor typed beyond a plain name: the form cannot send a stranger chosen words.
    expect(mail).not.toContain('Secret subject 123')
    expect(mail).not.toContain('Secret body 456')

    const done = await waitFor(
      () => payload.findByID({ collection: 'contact-messages', id: stored.id, overrideAccess: true }),
      (d) => d.acknowledgement?.status === 'sent' && d.delivery?.status === 'sent',
    )
    expect(done.acknowledgement).toMatchObject({ status: 'sent', attempts: 1 })
    // Run the queue again (another instance's poll, a job run twice): nothing more is sent.
    await payload.jobs.run({ queue: 'default' })
    await payload.jobs.queue({
      task: 'sendNotificationEmail',
      input: { collection: 'contact-messages', id: stored.id },
    })
    await payload.jobs.run({ queue: 'default' })
    expect(mailsTo(smtp.received, fields.email)).toHaveLength(1)
    expect(smtp.received.filter((m) => m.raw.includes('Website message: Secret subject 123'))).toHaveLength(1)
  })

  it('an enquiry: the acknowledgement names the course and the department that answers', async () => {
    const email = 'ack-nimali@example.lk'
    const res = await contactIelts(
      new Request(`${SITE}/api/contact-ielts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...validIelts, email }),
      }),
    )
    expect(res.status).toBe(201)
    const { reference } = await res.json()
    const [mail] = await waitFor(
      () => mailsTo(smtp.received, email),
      (m) => m.length > 0,
    )
    expect(mail).toMatch(new RegExp(`^Subject: We have received your IELTS enquiry \\(reference ${reference}\\)`, 'm'))
    expect(mail).toMatch(/^Reply-To: ielts@example\.lk/m)
    expect(mail).toContain('Dear Nimali,')
    expect(mail).toMatch(/Our IELTS .*team reads every message/)
  })

  it('a plain (no-JavaScript) post: the result page shows the reference', async () => {
    const res = await contactUs(
      new Request(`${SITE}/api/contact-us`, {
        method: 'POST',
        body: formData({ name: 'Plain Post', email: 'ack-plain@example.lk', subject: 'No script', message: 'Hello' }),
        headers: { accept: 'text/html', referer: `${SITE}/contact-us` },
      }),
    )
    expect(res.status).toBe(303)
    const token = /form-result=([^#&]+)/.exec(res.headers.get('location')!)![1]
    const result = await takeFormResult(token, 'contact')
    expect(result?.reference).toMatch(REFERENCE_PATTERN)
    expect(result?.message).toContain(`Your reference is ${result!.reference}`)
    const [mail] = await waitFor(
      () => mailsTo(smtp.received, 'ack-plain@example.lk'),
      (m) => m.length > 0,
    )
    expect(mail).toContain(`Your reference: ${result!.reference}`)
  })

  it('a bot (honeypot filled) is answered like anyone, with a reference, and nothing is stored or mailed', async () => {
    const before = (await payload.count({ collection: 'contact-messages', overrideAccess: true })).totalDocs
    const res = await contactJson({
      name: 'Bot',
      email: 'ack-bot@example.lk',
      subject: 'Buy',
      message: 'Spam',
      website: 'http://spam',
    })
    expect(res.status).toBe(201)
    expect((await res.json()).reference).toMatch(REFERENCE_PATTERN)
    expect((await payload.count({ collection: 'contact-messages', overrideAccess: true })).totalDocs).toBe(before)
    await new Promise((r) => setTimeout(r, 500))
    expect(mailsTo(smtp.received, 'ack-bot@example.lk')).toHaveLength(0)
  })

  it('greets by first name only when the name reads as a name', () => {
    expect(greeting('Nimali Silva')).toBe('Dear Nimali,')
    expect(greeting('Thilini de Silva')).toBe('Dear Thilini,')
    expect(greeting('Win a prize at http://spam.example')).toBe('Hello,')
    expect(greeting('<b>x</b>')).toBe('Hello,')
  })
})

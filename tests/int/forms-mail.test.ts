import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { testPayload } from '../support/int/payload'
import { startSmtp, type ReceivedMail } from '../support/smtp'
import type { WebsiteForm } from '@/content/formRecipients'
import { resetEnvForTests } from '@/lib/env'
import { POST as contactUs } from '@/app/(site)/api/contact-us/route'
import { POST as contactIelts } from '@/app/(site)/api/contact-ielts/route'

let payload: Payload
const saved = { ...process.env }

const useSmtp = (port: number) => {
  Object.assign(process.env, { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port), SMTP_FROM: 'website@example.lk' })
  resetEnvForTests()
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo
      s.close(() => resolve(port))
    })
  })

const waitFor = async <T>(read: () => Promise<T>, ok: (v: T) => boolean, ms = 10_000): Promise<T> => {
  const end = Date.now() + ms
  for (;;) {
    const v = await read()
    if (ok(v) || Date.now() > end) return v
    await new Promise((r) => setTimeout(r, 100))
  }
}

const latest = async (collection: 'contact-messages' | 'enquiries') =>
  (await payload.find({ collection, sort: '-createdAt', limit: 1, overrideAccess: true })).docs[0]

const sendEnquiry = (fields: Record<string, string>) =>
  contactIelts(
    new Request('http://localhost:3999/api/contact-ielts', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(fields),
    }),
  )

const pteEnquiry = {
  title: 'PTE',
  fname: 'Ruwan',
  lname: 'Fernando',
  email: 'ruwan@example.lk',
  phone: '+94 77 765 4321',
  destination: 'australia',
  intake: 'other',
  location: 'wattala',
  subject: 'PTE dates',
  message: 'Next test date?',
}

/** Waits for the mail whose subject starts with `subject` and answers its recipients. */
const recipientsOf = async (received: ReceivedMail[], subject: string) => {
  const find = () => received.find((m) => m.raw.includes(`Subject: ${subject}`))
  await waitFor(async () => find(), Boolean)
  return find()?.to
}

const sendContact = (fields: Record<string, string>) => {
  const form = new FormData()
  for (const [k, v] of Object.entries(fields)) form.set(k, v)
  return contactUs(
    new Request('http://localhost:3999/api/contact-us', {
      method: 'POST',
      body: form,
      headers: { referer: 'http://localhost:3999/contact-us' },
    }),
  )
}

beforeAll(async () => {
  payload = await testPayload()
})

afterAll(() => {
  process.env = { ...saved }
  resetEnvForTests()
})

describe('notification e-mail', () => {
  it('a contact message is stored and e-mailed to the site address with its subject and body', async () => {
    const smtp = await startSmtp()
    useSmtp(smtp.port)
    try {
      const res = await sendContact({
        name: 'Kamal Perera',
        email: 'kamal@example.lk',
        subject: 'IGCSE entry',
        message: 'When do entries close?',
      })
      expect(res.status).toBe(201)
      const stored = await latest('contact-messages')
      expect(stored.subject).toBe('IGCSE entry')
      const doc = await waitFor(
        () => payload.findByID({ collection: 'contact-messages', id: stored.id, overrideAccess: true }),
        (d) => d.delivery?.status === 'sent',
      )
      expect(doc.delivery).toMatchObject({ status: 'sent', attempts: 1 })
      // The department's copy; the visitor's acknowledgement is checked below.
      const toStaff = smtp.received.filter((m) => !m.to.includes('kamal@example.lk'))
      expect(toStaff).toHaveLength(1)
      const [mail] = toStaff
      expect(mail.to).toEqual(['info@example.lk'])
      expect(mail.raw).toMatch(/^Subject: Website message: IGCSE entry/m)
      expect(mail.raw).toMatch(/^Reply-To: kamal@example.lk/m)
      expect(mail.raw).toContain('When do entries close?')
      expect(mail.raw).toMatch(/^Content-Type: text\/plain/m)
    } finally {
      await smtp.close()
    }
  })

  it('an IELTS enquiry goes to the IELTS | PTE department', async () => {
    const smtp = await startSmtp()
    useSmtp(smtp.port)
    try {
      const res = await sendEnquiry({
        title: 'IELTS',
        fname: 'Nimali',
        lname: 'Silva',
        email: 'nimali@example.lk',
        phone: '+94 77 123 4567',
        location: 'wattala',
      })
      expect(res.status).toBe(201)
      expect(await recipientsOf(smtp.received, 'IELTS enquiry from Nimali Silva')).toEqual(['ielts@example.lk'])
      const mail = smtp.received.find((m) => m.raw.includes('Subject: IELTS enquiry from Nimali Silva'))!
      expect(mail.raw).toContain('Preferred location for appointment: wattala')
    } finally {
      await smtp.close()
    }
  })

  it('a PTE enquiry goes to the IELTS | PTE department too', async () => {
    const smtp = await startSmtp()
    useSmtp(smtp.port)
    try {
      expect((await sendEnquiry(pteEnquiry)).status).toBe(201)
      expect(await recipientsOf(smtp.received, 'PTE enquiry from Ruwan Fernando')).toEqual(['ielts@example.lk'])
    } finally {
      await smtp.close()
    }
  })

  it('the Contact page decides: a form goes to the first department receiving it, else the site e-mail', async () => {
    const page = await payload.findGlobal({ slug: 'contact-page', overrideAccess: true, depth: 0 })
    const receiving = (forms: Record<string, WebsiteForm[]>) =>
      payload.updateGlobal({
        slug: 'contact-page',
        data: { departments: page.departments!.map((d) => ({ ...d, receives: forms[d.key] ?? [] })) },
        overrideAccess: true,
      })
    const smtp = await startSmtp()
    useSmtp(smtp.port)
    try {
      await receiving({ pearson: ['contact-messages', 'pte-enquiries'], 'festival-of-arts': ['pte-enquiries'] })
      await sendContact({
        name: 'Routed Person',
        email: 'routed@example.lk',
        subject: 'Routing check',
        message: 'Who reads this?',
      })
      expect(await recipientsOf(smtp.received, 'Website message: Routing check')).toEqual(['pearson@example.lk'])
      await sendEnquiry({ ...pteEnquiry, fname: 'Routed' })
      expect(await recipientsOf(smtp.received, 'PTE enquiry from Routed Fernando')).toEqual(['pearson@example.lk'])
      await sendEnquiry({
        title: 'IELTS',
        fname: 'Routed',
        lname: 'Silva',
        email: 'routed@example.lk',
        phone: '+94 77 123 4567',
      })
      expect(await recipientsOf(smtp.received, 'IELTS enquiry from Routed Silva')).toEqual(['info@example.lk'])
    } finally {
      await payload.updateGlobal({
        slug: 'contact-page',
        data: { departments: page.departments },
        overrideAccess: true,
      })
      await smtp.close()
    }
  })

  it('with SMTP down the message is stored, the job retries, and the mail arrives once it is back', async () => {
    const port = await freePort()
    useSmtp(port)
    const res = await sendContact({
      name: 'Outage Test',
      email: 'outage@example.lk',
      subject: 'During an outage',
      message: 'Please keep this.',
    })
    expect(res.status).toBe(201)
    const stored = await latest('contact-messages')
    expect(stored.message).toBe('Please keep this.')
    const failed = await waitFor(
      () => payload.findByID({ collection: 'contact-messages', id: stored.id, overrideAccess: true }),
      (d) => (d.delivery?.attempts ?? 0) >= 1,
    )
    expect(failed.delivery).toMatchObject({ status: 'retrying', attempts: 1 })
    expect(failed.delivery?.lastError).toBeTruthy()

    const smtp = await startSmtp(port)
    try {
      const sent = await waitFor(
        async () => {
          await payload.jobs.run({ queue: 'default' })
          return payload.findByID({ collection: 'contact-messages', id: stored.id, overrideAccess: true })
        },
        (d) => d.delivery?.status === 'sent',
      )
      expect(sent.delivery?.status).toBe('sent')
      expect(sent.delivery?.attempts).toBeGreaterThanOrEqual(2)
      await payload.jobs.run({ queue: 'default' })
      expect(smtp.received.filter((m) => m.raw.includes('During an outage'))).toHaveLength(1)
      // The acknowledgement waited for the server too, and went out once.
      expect(sent.acknowledgement?.status).toBe('sent')
      expect(smtp.received.filter((m) => m.to.includes('outage@example.lk'))).toHaveLength(1)
    } finally {
      await smtp.close()
    }
  })

  it('HTML a visitor types reaches the e-mail as text, not markup', async () => {
    const smtp = await startSmtp()
    useSmtp(smtp.port)
    try {
      await sendContact({
        name: 'Html Person',
        email: 'html@example.lk',
        subject: 'Tags',
        message: '<b>bold</b> <script>x()</script>',
      })
      await recipientsOf(smtp.received, 'Website message: Tags')
      const mail = smtp.received.find((m) => m.raw.includes('Subject: Website message: Tags'))!
      expect(mail.raw).not.toMatch(/^Content-Type: text\/html/m)
      expect(mail.raw).toContain('<b>bold</b> <script>x()</script>')
    } finally {
      await smtp.close()
    }
  })
})

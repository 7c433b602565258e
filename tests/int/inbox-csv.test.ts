import { beforeAll, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { testPayload } from './support/payload'
import { rest, staffToken } from './support/staff'
import { colomboDay } from '@/lib/colomboDay'
import { staffTime } from '@/lib/staffTime'

// The inbox's streamed CSV: every row the list's filter matches (not a page of it), every field staff
// need, Sri Lanka times with the year, Yes/No, and a file named after what it holds and the local day.

let payload: Payload
const TAG = `csv-${Date.now()}`

beforeAll(async () => {
  payload = await testPayload()
  // More than one of the export's pages (200 rows), half handled.
  for (let i = 0; i < 230; i++) {
    await payload.create({
      collection: 'contact-messages',
      data: {
        name: `Sender ${i}`,
        email: `s${i}@example.lk`,
        subject: `${TAG} ${i}`,
        message: `First line ${i}\nSecond, "quoted"`,
        handled: i % 2 === 0,
      },
      overrideAccess: true,
    })
  }
}, 120_000)

const parse = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')

it('exports every row that matches the filter, across pages, with the message and Yes/No', async () => {
  const token = await staffToken(payload, `csv-inbox-${TAG}@example.lk`, ['inbox'])
  const q = `where[subject][like]=${TAG}&where[handled][not_equals]=true`
  const res = await rest('GET', `/api/contact-messages/export.csv?${encodeURI(q)}`, { token })
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
  expect(res.headers.get('cache-control')).toBe('private, no-store')
  expect(res.headers.get('content-disposition')).toContain(`filename="contact-messages-${colomboDay()}.csv"`)
  const text = await res.text()
  const lines = parse(text)
  expect(lines[0]).toBe(
    'Received (Sri Lanka time),Name,E-mail,Subject,Message,Sent from page,Handled,Notification e-mail,Notification sent at',
  )
  // 115 unhandled of 230; a quoted message spans two physical lines.
  expect(text.match(/,No,/g)?.length).toBe(115)
  expect(text).not.toContain(',Yes,')
  expect(text).toContain('"First line 1\nSecond, ""quoted"""')
  const stored = await payload.find({ collection: 'contact-messages', where: { subject: { equals: `${TAG} 1` } }, overrideAccess: true })
  expect(text).toContain(staffTime(stored.docs[0].createdAt))
  expect(staffTime(stored.docs[0].createdAt)).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/)
})

it('takes the search box too, and refuses a filter it cannot read with a 400 that says what to do', async () => {
  const token = await staffToken(payload, `csv-admin-${TAG}@example.lk`)
  const res = await rest('GET', `/api/contact-messages/export.csv?search=${encodeURIComponent('s17@example.lk')}`, { token })
  expect(parse(await res.text())).toHaveLength(2)
  const bad = await rest('GET', `/api/contact-messages/export.csv?${encodeURI('where[nosuch][equals]=1')}`, { token })
  expect(bad.status).toBe(400)
  expect((await bad.json()).errors[0].message).toMatch(/Clear the filter/)
})

it('is for the inbox and admins only', async () => {
  const editor = await staffToken(payload, `csv-editor-${TAG}@example.lk`, ['editor'])
  const refused = await rest('GET', '/api/contact-messages/export.csv', { token: editor })
  expect(refused.status).toBe(403)
  expect(await refused.text()).not.toContain('example.lk')
  expect((await rest('GET', '/api/enquiries/export.csv')).status).toBe(401)
})

import { beforeAll, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { testPayload } from '../support/int/payload'
import { rest, staffToken } from '../support/int/staff'
import { colomboDay } from '@/lib/colomboDay'
import { staffTime } from '@/lib/staffTime'
import { csvLine } from '@/admin/inbox/csvColumns'

// The inbox's streamed CSV: every row the list's filter matches (not a page of it), every field staff
// need, Sri Lanka times with the year, Yes/No, and a file named after what it holds and the local day.

let payload: Payload
const TAG = `csv-${Date.now()}`

beforeAll(async () => {
  payload = await testPayload()
  // More than one of the export's pages (200 rows), half handled; three at a time saved in the same millisecond,
  // one such three split by the first page's end (newest first, rows 31 and 30 end it, 29 starts the next).
  const base = Date.now() - 60_000
  for (let i = 0; i < 230; i++) {
    await payload.create({
      collection: 'contact-messages',
      data: {
        createdAt: new Date(base + Math.floor((i + 1) / 3)).toISOString(),
        name: `Sender ${i}`,
        email: `s${i}@example.lk`,
        subject: `${TAG} ${i}`,
        message: `First line ${i}\nSecond, "quoted"`,
        handled: i % 2 === 0,
        sourcePage: `/contact-us?n=${i}`,
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
    'Received (Sri Lanka time),Name,E-mail,Subject,Message,' +
      'Sent from page,Handled,Notification e-mail,Notification sent at',
  )
  // 115 unhandled of 230; a quoted message spans two physical lines.
  expect(text.match(/,No,/g)?.length).toBe(115)
  expect(text).not.toContain(',Yes,')
  expect(text).toContain('"First line 1\nSecond, ""quoted"""')
  const stored = await payload.find({
    collection: 'contact-messages',
    where: { subject: { equals: `${TAG} 1` } },
    overrideAccess: true,
  })
  expect(text).toContain(staffTime(stored.docs[0].createdAt))
  expect(staffTime(stored.docs[0].createdAt)).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/)
  // Every column of one row, each read from its own field (the export asks the database for those only).
  const status = {
    pending: 'Waiting to be sent',
    sent: 'Sent',
    retrying: 'Not sent yet, trying again',
    failed: 'Could not be sent',
  }
  const delivery = stored.docs[0].delivery
  const row = [
    staffTime(stored.docs[0].createdAt),
    'Sender 1',
    's1@example.lk',
    `${TAG} 1`,
    'First line 1\nSecond, "quoted"',
  ]
  row.push('/contact-us?n=1', 'No', status[delivery?.status ?? 'pending'], staffTime(delivery?.sentAt))
  expect(text).toContain(csvLine(row))
})

it('gives each row once across pages, newest first, rows of the same millisecond included', async () => {
  const token = await staffToken(payload, `csv-pages-${TAG}@example.lk`, ['inbox'])
  const res = await rest('GET', `/api/contact-messages/export.csv?${encodeURI(`where[subject][like]=${TAG}`)}`, {
    token,
  })
  expect(res.headers.get('x-export-rows')).toBe('230')
  const numbers = [...(await res.text()).matchAll(new RegExp(`,${TAG} (\\d+),`, 'g'))].map((m) => Number(m[1]))
  expect(numbers).toHaveLength(230)
  expect(new Set(numbers).size).toBe(230)
  const saved = await payload.find({
    collection: 'contact-messages',
    where: { subject: { in: [29, 31].map((n) => `${TAG} ${n}`) } },
  })
  expect(new Set(saved.docs.map((doc) => doc.createdAt)).size).toBe(1)
  // Saved in the order of their numbers, three to a millisecond: each millisecond's rows come before the last's.
  const ms = numbers.map((n) => Math.floor((n + 1) / 3))
  expect(ms).toEqual([...ms].sort((a, b) => b - a))
})

it('takes the search box too, and refuses a filter it cannot read with a 400 that says what to do', async () => {
  const token = await staffToken(payload, `csv-admin-${TAG}@example.lk`)
  const res = await rest('GET', `/api/contact-messages/export.csv?search=${encodeURIComponent('s17@example.lk')}`, {
    token,
  })
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

import { beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import type { Entry } from '@/payload-types'
import { call, testPayload } from '../support/int/payload'
import { entryAwaitingPayment } from '../support/int/entries'
import { htmlAsPng, pdf, raster, svgWithScript, type TestFile } from '../support/uploadFiles'
import { answerDocument, answerSlip, uploadNotice } from '@/entries/documentsHttp'

const system = { depth: 0, overrideAccess: true } as const

// The bank-transfer path and the access-arrangement document, posted through the status link's token.

type Form = Record<string, string | TestFile>

function multipart(fields: Form): FormData {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields))
    if (typeof value === 'string') form.set(name, value)
    else form.set(name, new Blob([new Uint8Array(value.data)], { type: value.mimetype }), value.name)
  return form
}

const html = { accept: 'text/html,application/xhtml+xml' }
const post = (handler: typeof answerSlip, fields: Form, headers: Record<string, string> = {}) =>
  call(handler, '/api/entries/x', {}, { method: 'POST', body: multipart(fields), headers })

describe('bank slips and documents through the status link', () => {
  let payload: Payload
  beforeAll(async () => {
    payload = await testPayload()
  })

  const reload = (entry: Entry) => payload.findByID({ collection: 'entries', id: entry.id, ...system })
  const paymentsOf = async (entry: Entry) => {
    const { docs } = await payload.find({ collection: 'payments', where: { entry: { equals: entry.id } } })
    return docs
  }

  it('a slip makes a pending bank payment of the fee and puts the entry in "slip to check"', async () => {
    const { entry, token } = await entryAwaitingPayment(payload, 15_000)
    const res = await post(answerSlip, { token, slip: await raster('jpeg', 800, 1200) })
    expect(res.status).toBe(201)
    const message = uploadNotice('slip-received')?.message
    expect(await res.json()).toMatchObject({ message, status: `/entries/${token}` })
    expect((await reload(entry)).status).toBe('slip-to-check')
    const [payment] = await paymentsOf(entry)
    expect(payment).toMatchObject({ method: 'bank', status: 'pending', amount: 15_000, currency: 'LKR' })
    expect(payment.orderId).toBe(`${entry.reference}-1`)
    const slip = payment.slip as { purpose: string; mimeType: string; filename: string }
    expect(slip).toMatchObject({ purpose: 'bank-slip', mimeType: 'image/jpeg' })
    // A second slip while the first waits for staff: refused, nothing added.
    const again = await post(answerSlip, { token, slip: await pdf('slip.pdf') })
    expect(again.status).toBe(409)
    expect((await again.json()).message).toMatch(/already waiting for our staff/)
    expect(await paymentsOf(entry)).toHaveLength(1)
  })

  it('a plain form post is sent back to the status page with what happened', async () => {
    const { entry, token } = await entryAwaitingPayment(payload)
    const res = await post(answerSlip, { token, slip: await pdf('deposit.pdf') }, html)
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe(`/entries/${token}?upload=slip-received#slip`)
    expect((await reload(entry)).status).toBe('slip-to-check')
    const other = await entryAwaitingPayment(payload)
    const refused = await post(answerSlip, { token: other.token, slip: htmlAsPng() }, html)
    expect(refused.headers.get('location')).toBe(`/entries/${other.token}?upload=type#slip`)
    expect(uploadNotice('type')?.message).toMatch(/not a photo or a PDF/)
  })

  it('a file that is not an image or a PDF is refused with a message, and nothing is stored', async () => {
    const { entry, token } = await entryAwaitingPayment(payload)
    const before = await payload.count({ collection: 'entry-files', overrideAccess: true })
    const empty = { data: Buffer.alloc(0), name: 'empty.pdf', mimetype: 'application/pdf' }
    for (const file of [htmlAsPng(), svgWithScript(), empty]) {
      const res = await post(answerSlip, { token, slip: file })
      expect(res.status, file.name).toBe(400)
      expect((await res.json()).errors.slip).toMatch(/photo or a PDF|SVG|empty/)
    }
    expect((await payload.count({ collection: 'entry-files', overrideAccess: true })).totalDocs).toBe(before.totalDocs)
    expect((await reload(entry)).status).toBe('awaiting-payment')
    expect(await paymentsOf(entry)).toHaveLength(0)
  })

  it('junk is answered 4xx with a message: no token, a wrong token, no file, not multipart', async () => {
    const { token } = await entryAwaitingPayment(payload)
    const png = await raster('png')
    const cases = [
      await post(answerSlip, { slip: png }),
      await post(answerSlip, { token: 'A'.repeat(43), slip: png }),
      await post(answerSlip, { token }),
      await call(
        answerSlip,
        '/api/entry-slip',
        {},
        { method: 'POST', body: '{"token":"x"}', headers: { 'content-type': 'application/json' } },
      ),
      await call(
        answerSlip,
        '/api/entry-slip',
        {},
        { method: 'POST', body: 'garbage', headers: { 'content-type': 'multipart/form-data; boundary=zz' } },
      ),
    ]
    expect(cases.map((r) => r.status)).toEqual([404, 404, 400, 415, 400])
    for (const res of cases) expect((await res.json()).message).toBeTruthy()
  })

  it('a paid or cancelled entry takes no slip', async () => {
    for (const status of ['paid', 'cancelled'] as const) {
      const { token } = await entryAwaitingPayment(payload, 1000, { status })
      const res = await post(answerSlip, { token, slip: await raster('png') })
      expect(res.status).toBe(409)
      expect((await res.json()).message).toMatch(/no (slip|payment) is needed/)
    }
  })

  it('the access-arrangement document is linked to an entry that asks for arrangements, and only then', async () => {
    const accessArrangements = { requested: true, details: 'Extra time' }
    const asks = await entryAwaitingPayment(payload, 1000, { accessArrangements })
    const res = await post(answerDocument, { token: asks.token, document: await pdf('report.pdf') })
    expect(res.status).toBe(201)
    const entry = await payload.findByID({ collection: 'entries', id: asks.entry.id, depth: 1, overrideAccess: true })
    const document = { purpose: 'access-arrangements', mimeType: 'application/pdf' }
    expect(entry.accessArrangements?.document).toMatchObject(document)
    expect(entry.status).toBe('awaiting-payment')
    expect(entry.history?.at(-1)?.what).toMatch(/Access-arrangement document uploaded/)
    const plain = await entryAwaitingPayment(payload)
    const refused = await post(answerDocument, { token: plain.token, document: await pdf() })
    expect(refused.status).toBe(409)
  })
})

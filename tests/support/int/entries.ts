import crypto from 'node:crypto'
import type { Payload } from 'payload'
import type { Entry } from '@/payload-types'
import { hashToken, statusTokenOf } from '@/entries/token'

let made = 0

/**
 * An exam entry awaiting payment, stored as the entry form stores one (with its status token's hash), for the
 * payment tests; its status token too. `fee` is the total in LKR.
 */
export async function entryAwaitingPayment(payload: Payload, fee = 12_500, extra: Partial<Entry> = {}) {
  const { docs } = await payload.find({ collection: 'exam-series', limit: 1, depth: 0, overrideAccess: true })
  const idempotencyKey = crypto.randomUUID()
  const token = statusTokenOf(idempotencyKey)
  made++
  const entry = await payload.create({
    collection: 'entries',
    data: {
      reference: `LA-PAY${process.pid % 1000}-${String(made).padStart(5, '0')}-${Date.now() % 100000}`,
      kind: 'exam',
      series: docs[0]?.id,
      status: 'awaiting-payment',
      candidate: { fullName: 'Nimali Kaushalya Perera', email: 'nimali@example.lk', mobile: '+94 77 123 4567' },
      choices: [{ code: '4MA1', title: 'Mathematics A' }],
      fee: { items: [{ label: 'Mathematics A', amount: fee }], total: fee, currency: 'LKR', stage: 'standard' },
      consentAt: new Date().toISOString(),
      idempotencyKey,
      statusTokenHash: hashToken(token),
      ...extra,
    },
    overrideAccess: true,
    depth: 0,
  })
  return { entry, token }
}

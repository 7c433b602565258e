import type { Payload } from 'payload'
import type { Payment } from '@/payload-types'
import { env } from '@/lib/env'
import { logSecurityEvent } from '@/lib/securityLog'
import { markPaid } from '@/entries/changes'
import { paymentOfOrder } from '@/entries/payments'
import { formatAmount, notificationSignature, sameSignature } from './signature'
import { PAYHERE_STATUS, isStatusCode, type PaymentOutcome } from './status'

// PayHere's server-to-server notification (decision 050). Checked in this order: fields, merchant, signature, our
// order, amount and currency. Then one row per (payment, status code) is claimed under a unique key, so a
// notification sent twice, or to two instances at once, changes the payment and its entry once.

const system = { overrideAccess: true, depth: 0 } as const
/** A claim older than this was cut short (a crash, a timeout); the next delivery acts on it again. */
const STALE_CLAIM_MS = 60_000
/** How long a delivery racing the writer waits for it before answering 409 (PayHere then sends it again). */
const RACE_WAIT_MS = 5_000

export type NotificationAnswer = {
  /** 200 for every genuine notification (acted on, replayed or not applicable), so PayHere stops sending it. */
  status: 200 | 400 | 403 | 409
  message: string
  /** Whether this delivery changed the payment (and so perhaps its entry). */
  changed: boolean
}

const SIGNED = ['merchant_id', 'order_id', 'payhere_amount', 'payhere_currency', 'status_code'] as const
const FIELDS = [...SIGNED, 'payment_id', 'md5sig'] as const
type Notification = Record<(typeof FIELDS)[number], string> & { method?: string }

const answer = (status: NotificationAnswer['status'], message: string, changed = false): NotificationAnswer => ({
  status,
  message,
  changed,
})

function refused(status: 400 | 403, reason: string, message: string, orderId = ''): NotificationAnswer {
  logSecurityEvent('payment-refused', { reason, order: orderId.slice(0, 60) })
  return answer(status, message)
}

/** Reads, checks and acts on one notification's fields (as posted by PayHere). */
export async function handleNotification(payload: Payload, raw: Record<string, unknown>): Promise<NotificationAnswer> {
  const settings = env().payhere
  if (!settings) return answer(403, 'Card payments are not set up on this site.')
  const missing = FIELDS.filter((name) => typeof raw[name] !== 'string' || raw[name] === '')
  if (missing.length) return refused(400, 'fields', `Missing notification fields: ${missing.join(', ')}.`)
  const text = (name: string) => String(raw[name] ?? '').slice(0, 200)
  const n = Object.fromEntries([...FIELDS, 'method'].map((name) => [name, text(name)])) as Notification
  const other = 'This notification is for another merchant.'
  if (n.merchant_id !== settings.merchantId) return refused(403, 'merchant', other, n.order_id)
  if (!sameSignature(n.md5sig, notificationSignature(settings.merchantSecret, n)))
    return refused(403, 'signature', 'The notification signature does not match.', n.order_id)
  if (!isStatusCode(n.status_code)) return answer(200, `Status code ${n.status_code} is unknown; ignored.`)
  const payment = await paymentOfOrder(payload, n.order_id)
  // Genuine (signed) but not ours to act on: answered 200, since sending it again would not help.
  if (!payment || payment.method !== 'card') return answer(200, `Unknown order ${n.order_id}; nothing changed.`)
  if (n.payhere_currency !== payment.currency || !sameAmount(n.payhere_amount, payment.amount)) {
    logSecurityEvent('payment-refused', { reason: 'amount', order: n.order_id })
    await notePayment(
      payload,
      payment,
      `PayHere reported ${n.payhere_currency} ${n.payhere_amount} (status ${n.status_code}); not applied.`,
    )
    return answer(200, `The amount or currency differs from order ${n.order_id}; recorded for staff, nothing changed.`)
  }
  const claim = await claimNotification(payload, payment, n)
  if (claim === 'done') return answer(200, 'Already handled; nothing changed.')
  if (claim === 'busy') return answer(409, 'Being handled by another delivery at this moment; send it again later.')
  const outcome = await act(payload, payment, PAYHERE_STATUS[n.status_code], n.payment_id)
  const done = { state: 'done' as const, outcome: outcome.what }
  await payload.update({ collection: 'payment-notifications', id: claim, data: done, ...system })
  return answer(200, outcome.what, outcome.changed)
}

const sameAmount = (given: string, expected: number) =>
  /^\d+(\.\d{1,2})?$/.test(given) && formatAmount(Number(given)) === formatAmount(expected)

/** Writes the (payment, status) row; its id when this delivery acts, `done` when one already has, `busy` meanwhile. */
type Claim = number | 'done' | 'busy'

async function claimNotification(payload: Payload, payment: Payment, n: Notification): Promise<Claim> {
  const key = `${payment.id}:${n.status_code}`
  const data = {
    key,
    payment: payment.id,
    statusCode: n.status_code,
    gatewayPaymentId: n.payment_id,
    amount: n.payhere_amount,
    currency: n.payhere_currency,
    method: n.method || undefined,
    state: 'claimed' as const,
  }
  try {
    return (await payload.create({ collection: 'payment-notifications', data, ...system })).id
  } catch (error) {
    const where = { key: { equals: key } }
    const { docs } = await payload.find({ collection: 'payment-notifications', where, limit: 1, ...system })
    let row = docs[0]
    if (!row) throw error
    // A delivery racing the writer waits for it (it takes well under a second), so PayHere hears 200 once it is done.
    for (let waited = 0; row.state !== 'done' && waited < RACE_WAIT_MS; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      row = await payload.findByID({ collection: 'payment-notifications', id: row.id, ...system })
    }
    if (row.state === 'done') return 'done'
    if (Date.now() - Date.parse(row.updatedAt) < STALE_CLAIM_MS) return 'busy'
    // Taken over: the changes below are no-ops when already made, so acting again is safe.
    await payload.update({ collection: 'payment-notifications', id: row.id, data: { state: 'claimed' }, ...system })
    return row.id
  }
}

const unchanged = (what: string) => ({ changed: false, what })

/** What a genuine notification does to its payment and entry. */
async function act(payload: Payload, payment: Payment, outcome: PaymentOutcome, gatewayPaymentId: string) {
  const entryId = typeof payment.entry === 'object' ? payment.entry.id : payment.entry
  const current = await payload.findByID({ collection: 'payments', id: payment.id, ...system })
  const set = (status: Payment['status']) =>
    payload.update({ collection: 'payments', id: payment.id, data: { status, gatewayPaymentId }, ...system })
  switch (outcome) {
    case 'paid': {
      // Money taken is never ignored: a success after a cancel or a failure still pays the entry.
      if (!['pending', 'cancelled', 'failed', 'paid'].includes(current.status))
        return unchanged(`Paid, but the payment is ${current.status}: left for staff.`)
      // Already paid only when a cut-short claim is taken over: markPaid then finishes what it did not.
      const paid = current.status === 'paid' ? current : await set('paid')
      const change = await markPaid(payload, entryId, paid)
      if (paid === current && !change.changed) return unchanged('Already paid; nothing changed.')
      const entryNote = change.changed ? 'entry paid' : `entry left ${change.entry.status}: check it (docs/entries.md)`
      return { changed: true, what: `Paid (PayHere ${gatewayPaymentId}); ${entryNote}.` }
    }
    case 'cancelled':
    case 'failed':
      if (current.status !== 'pending') return unchanged(`${outcome} after ${current.status}; nothing changed.`)
      await set(outcome)
      return { changed: true, what: `Payment ${outcome}; the entry still awaits payment.` }
    case 'charged-back':
      if (current.status !== 'paid') return unchanged(`Charged back while ${current.status}; nothing changed.`)
      await set('charged-back')
      await notePayment(payload, current, 'Charged back by the card holder: the entry needs staff attention.')
      return { changed: true, what: 'Charged back; the entry is left for staff.' }
    case 'pending':
      return { changed: false, what: 'Pending at PayHere; nothing changed.' }
  }
}

/** Adds a dated line to the payment's notes for staff; a replay of the same line adds nothing. */
async function notePayment(payload: Payload, payment: Payment, line: string) {
  if (payment.notes?.includes(line)) return
  const notes = [payment.notes, `${new Date().toISOString()} ${line}`].filter(Boolean).join('\n').slice(-4000)
  await payload.update({ collection: 'payments', id: payment.id, data: { notes }, ...system })
}

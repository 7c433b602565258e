import crypto from 'node:crypto'
import type { Payload } from 'payload'
import type { Entry, Payment } from '@/payload-types'
import { env } from '@/lib/env'
import { newPayment } from '@/entries/payments'
import { checkoutHash, formatAmount } from './signature'

// The signed hosted-checkout post (PayHere's Checkout API). The status page renders it as hidden inputs and a
// button; the browser posts it to PayHere, which checks `hash` and shows its own card and wallet page.

const system = { overrideAccess: true, depth: 0 } as const

export const RETURN_PATH = '/entries/return'
export const CANCEL_PATH = '/entries/cancelled'
export const NOTIFY_PATH = '/api/payments/payhere/notify'

export type CheckoutForm = { action: string; fields: Record<string, string> }

/** Whether card payment is offered at all (the merchant settings are set). */
export const cardPaymentOffered = () => env().payhere !== undefined

/** The form that sends the browser to PayHere to pay `payment` of `entry`; undefined without the PayHere settings. */
export function checkoutForm(entry: Entry, payment: Payment, baseUrl: string): CheckoutForm | undefined {
  const settings = env().payhere
  if (!settings) return undefined
  const base = baseUrl.replace(/\/+$/, '')
  const back = new URLSearchParams({ order_id: payment.orderId, check: returnCheck(payment.orderId) }).toString()
  const [firstName, ...rest] = entry.candidate.fullName.trim().split(/\s+/)
  const fields: Record<string, string> = {
    merchant_id: settings.merchantId,
    return_url: `${base}${RETURN_PATH}?${back}`,
    cancel_url: `${base}${CANCEL_PATH}?${back}`,
    notify_url: `${base}${NOTIFY_PATH}`,
    order_id: payment.orderId,
    items: `${entry.kind === 'class' ? 'Class booking' : 'Exam entry'} ${entry.reference}`,
    currency: payment.currency,
    amount: formatAmount(payment.amount),
    first_name: firstName ?? '',
    last_name: rest.join(' ') || (firstName ?? ''),
    email: entry.candidate.email,
    phone: entry.candidate.mobile ?? '',
    // PayHere asks for an address; the form collects none (only what the board needs), so the country stands in.
    address: 'Sri Lanka',
    city: 'Colombo',
    country: 'Sri Lanka',
    custom_1: entry.reference,
    hash: checkoutHash(settings, payment.orderId, payment.amount, payment.currency),
  }
  return { action: settings.checkoutUrl, fields }
}

/**
 * The card payment the status page offers: the entry's pending one when its amount still holds (a reload makes
 * no new row), else a new pending row with the next order id (`LA-MJ27-00042-2`: one per attempt, unique).
 */
export async function pendingCardPayment(payload: Payload, entry: Entry): Promise<Payment> {
  const amount = entry.fee.total
  const currency = entry.fee.currency || 'LKR'
  const { docs } = await payload.find({
    collection: 'payments',
    where: { entry: { equals: entry.id } },
    sort: '-createdAt',
    limit: 100,
    pagination: false,
    ...system,
  })
  const holds = (p: Payment) => p.amount === amount && p.currency === currency
  const open = docs.find((p) => p.method === 'card' && p.status === 'pending' && holds(p))
  if (open) return open
  return newPayment(payload, entry, { method: 'card' })
}

/** What the return and cancel addresses carry so that a guessed order id does not lead to anyone's status page. */
export function returnCheck(orderId: string): string {
  const mac = crypto.createHmac('sha256', env().payloadSecret).update(`payhere-return:${orderId}`)
  return mac.digest('base64url').slice(0, 22)
}

export function returnCheckHolds(orderId: string, check: string): boolean {
  const expected = Buffer.from(returnCheck(orderId))
  const given = Buffer.from(check)
  return given.length === expected.length && crypto.timingSafeEqual(given, expected)
}

import 'server-only'
import type { Payload } from 'payload'
import type { Entry, Payment } from '@/payload-types'
import { payloadClient } from '@/lib/payload'
import { BodyTooLarge, readLimitedBody } from '@/forms/server/guard'
import { parseForm } from '@/forms/server/httpAnswer'
import { mediaTypeOf } from '@/forms/server/request'
import { statusPath, statusTokenOfEntry } from '@/entries/token'
import { paymentOfOrder } from '@/entries/payments'
import { returnCheckHolds } from './checkout'
import { handleNotification } from './notify'

// The edges of a card payment: PayHere's notification (server to server), and the browser's way back from
// PayHere's page (return or cancel), sent on to the entry's status page.

/** The query the status page reads to say how the visitor came back (see `cardPaymentNotice`). */
export const PAYMENT_PARAM = 'payment'

/** POST /api/payments/payhere/notify: PayHere's form-encoded notification; answered in plain text. */
export async function answerNotify(req: Request): Promise<Response> {
  const text = (status: number, message: string) =>
    new Response(message, {
      status,
      headers: {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'no-store',
        ...(status === 409 ? { 'Retry-After': '30' } : {}),
      },
    })
  const type = mediaTypeOf(req)
  if (type !== 'application/x-www-form-urlencoded' && type !== 'multipart/form-data')
    return text(415, 'Send the notification as a form post (application/x-www-form-urlencoded).')
  let raw: Record<string, unknown>
  try {
    raw = await parseForm(await readLimitedBody(req, 16 * 1024), req)
  } catch (error) {
    return text(
      error instanceof BodyTooLarge ? 413 : 400,
      error instanceof BodyTooLarge ? 'The notification is too large.' : 'The notification could not be read.',
    )
  }
  const result = await handleNotification(await payloadClient(), raw)
  return text(result.status, result.message)
}

// The address carries the status token: kept out of caches and out of the next site's Referer.
const PRIVATE = { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' }
const see = (location: string) => new Response(null, { status: 303, headers: { Location: location, ...PRIVATE } })

const lost = () =>
  new Response('We could not find this payment. Open the link in your entry e-mail to see where your entry stands.', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  })

/** Where the browser goes for an order: its entry's status page, saying how the visitor came back. */
async function toStatusPage(req: Request, how: 'returned' | 'cancelled'): Promise<Response> {
  const payload = await payloadClient()
  const query = new URL(req.url).searchParams
  const orderId = query.get('order_id') ?? ''
  // Order ids follow the reference; only the check our checkout form signed opens the way to the status page.
  if (!returnCheckHolds(orderId, query.get('check') ?? '')) return lost()
  const payment = await paymentOfOrder(payload, orderId)
  if (!payment) return lost()
  const entryId = typeof payment.entry === 'object' ? payment.entry.id : payment.entry
  const token = await statusTokenOfEntry(payload, entryId)
  return token ? see(`${statusPath(token)}?${PAYMENT_PARAM}=${how}`) : lost()
}

/** GET /entries/return?order_id=…: back from PayHere after paying (the notification may not be in yet). */
export const answerReturn = (req: Request) => toStatusPage(req, 'returned')
/** GET /entries/cancelled?order_id=…: back from PayHere after pressing Cancel. */
export const answerCancel = (req: Request) => toStatusPage(req, 'cancelled')

export type CardPaymentNotice = { tone: 'success' | 'info' | 'error'; message: string }

const notice = (tone: CardPaymentNotice['tone'], message: string): CardPaymentNotice => ({ tone, message })

const NOTICES = {
  paid: notice('success', 'Your payment is confirmed. Thank you: a receipt is on its way by e-mail.'),
  cancelled: notice('info', 'You cancelled the payment, so nothing was charged. You can pay again when ready.'),
  failed: notice('error', 'The payment did not go through; nothing was charged. Try again, or pay by bank.'),
  confirming: notice('info', 'We are confirming your payment with PayHere: it takes under a minute. Reload the page.'),
}

/**
 * What the status page says about the visitor's card payment when they come back from PayHere: paid, still being
 * confirmed (they returned before the notification), or not taken. Undefined when there is nothing to say.
 */
export async function cardPaymentNotice(payload: Payload, entry: Entry, how: string | null) {
  if (how !== 'returned' && how !== 'cancelled') return undefined
  const { docs } = await payload.find({
    collection: 'payments',
    where: { and: [{ entry: { equals: entry.id } }, { method: { equals: 'card' } }] },
    sort: '-createdAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return noticeOf(docs[0], how)
}

function noticeOf(payment: Payment | undefined, how: 'returned' | 'cancelled'): CardPaymentNotice | undefined {
  if (!payment) return undefined
  if (payment.status === 'paid') return NOTICES.paid
  if (how === 'cancelled' || payment.status === 'cancelled') return NOTICES.cancelled
  return payment.status === 'failed' ? NOTICES.failed : NOTICES.confirming
}

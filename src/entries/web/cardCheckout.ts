import 'server-only'
import type { Payload } from 'payload'
import type { Entry } from '@/payload-types'
import type { CardCheckout } from '@/components/entries/PaymentOptions'
import { cardPaymentOffered, checkoutForm, pendingCardPayment } from '@/entries/payhere/checkout'
import { env } from '@/lib/env'

/**
 * The signed PayHere checkout form for an unpaid entry (its pending card payment, made on the first
 * view: a reload makes no new row), or null when card payment is not set up.
 */
export async function cardCheckoutOf(payload: Payload, entry: Entry): Promise<CardCheckout | null> {
  if (entry.status !== 'awaiting-payment' || !cardPaymentOffered()) return null
  const payment = await pendingCardPayment(payload, entry)
  return checkoutForm(entry, payment, env().serverUrl) ?? null
}

import 'server-only'
import type { Entry } from '@/payload-types'
import type { CardCheckout } from '@/components/entries/PaymentOptions'

/** The signed PayHere checkout form for an unpaid entry, or null when card payment is not set up. */
export async function cardCheckoutOf(_entry: Entry): Promise<CardCheckout | null> {
  return null
}

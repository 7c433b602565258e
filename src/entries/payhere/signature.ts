import crypto from 'node:crypto'

// The two MD5 signatures of PayHere's Checkout API (docs/entries.md, "Payments"). MD5 is PayHere's choice, not ours:
// the secret never leaves the server, and every notification is also checked against the payments row.

const md5Upper = (text: string) => crypto.createHash('md5').update(text, 'utf8').digest('hex').toUpperCase()

/** An amount as PayHere signs it: two decimals, a dot, no thousands separator (1500 → "1500.00"). */
export function formatAmount(amount: number): string {
  if (!Number.isFinite(amount) || amount < 0) throw new RangeError(`Not an amount: ${amount}`)
  return (Math.round(amount * 100) / 100).toFixed(2)
}

export type Merchant = { merchantId: string; merchantSecret: string }

/** The checkout form's `hash`: upper(md5(merchant_id + order_id + amount + currency + upper(md5(secret)))). */
export function checkoutHash(merchant: Merchant, orderId: string, amount: number, currency: string): string {
  return md5Upper(merchant.merchantId + orderId + formatAmount(amount) + currency + md5Upper(merchant.merchantSecret))
}

/** The fields of a notification that its `md5sig` covers, as PayHere sent them (the amount is not reformatted). */
export type SignedNotification = {
  merchant_id: string
  order_id: string
  payhere_amount: string
  payhere_currency: string
  status_code: string
}

/**
 * A notification's `md5sig`:
 * upper(md5(merchant_id + order_id + payhere_amount + payhere_currency + status_code + upper(md5(secret)))).
 */
export function notificationSignature(secret: string, n: SignedNotification): string {
  return md5Upper(n.merchant_id + n.order_id + n.payhere_amount + n.payhere_currency + n.status_code + md5Upper(secret))
}

/** Compares two signatures in constant time, so a forger learns nothing from how long a refusal takes. */
export function sameSignature(given: string, expected: string): boolean {
  const a = Buffer.from(given.toUpperCase(), 'utf8')
  const b = Buffer.from(expected, 'utf8')
  // Hashing both to one length keeps timingSafeEqual's length rule from telling the lengths apart.
  const digest = (buf: Buffer) => crypto.createHash('sha256').update(buf).digest()
  return crypto.timingSafeEqual(digest(a), digest(b)) && a.length === b.length
}

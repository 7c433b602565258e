/** PayHere's `status_code` values and what each means for a payments row. */
export const PAYHERE_STATUS = {
  '2': 'paid',
  '0': 'pending',
  '-1': 'cancelled',
  '-2': 'failed',
  '-3': 'charged-back',
} as const

export type PayhereStatusCode = keyof typeof PAYHERE_STATUS
export type PaymentOutcome = (typeof PAYHERE_STATUS)[PayhereStatusCode]

export function isStatusCode(value: string): value is PayhereStatusCode {
  return Object.hasOwn(PAYHERE_STATUS, value)
}

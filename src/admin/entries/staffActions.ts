import type { Entry, Payment } from '@/payload-types'

// What staff may do to an entry in each state, in their words. Pure: the endpoint asks before calling
// src/entries/changes.ts, so a button pressed twice or on a stale page gets a 409 that says why.

export const STAFF_ACTIONS = [
  'confirm-payment',
  'reject-slip',
  'give-seat',
  'mark-entered',
  'cancel',
  'refund',
] as const
export type StaffAction = (typeof STAFF_ACTIONS)[number]

export const ACTION_WORDS: Record<StaffAction, { button: string; done: string }> = {
  'confirm-payment': { button: 'Confirm this bank payment', done: 'Bank payment confirmed.' },
  'reject-slip': { button: 'Reject this slip', done: 'Slip rejected: the candidate is e-mailed to send a new one.' },
  'give-seat': {
    button: 'Give a free seat',
    done: 'Seat given: the candidate is e-mailed to pay within the hold time.',
  },
  'mark-entered': { button: 'Mark as entered with the board', done: 'Marked as entered with the board.' },
  cancel: { button: 'Cancel the entry', done: 'Entry cancelled.' },
  refund: { button: 'Record a refund', done: 'Refund recorded.' },
}

/** Actions that act on one payment (a bank slip), not the entry as a whole. */
export const ON_A_PAYMENT: StaffAction[] = ['confirm-payment', 'reject-slip']

type EntryState = Pick<Entry, 'status' | 'anonymisedAt'>
type PaymentState = Pick<Payment, 'method' | 'status' | 'slip'>

/** Why the action cannot be done now, or null when it can. */
export function refusal(action: StaffAction, entry: EntryState, payment?: PaymentState | null): string | null {
  if (entry.anonymisedAt) return 'This entry has been anonymised: it can no longer change.'
  const s = entry.status
  switch (action) {
    case 'confirm-payment':
    case 'reject-slip':
      if (!payment) return 'Say which payment: this action is for one bank slip.'
      if (payment.method !== 'bank') return 'Card payments are confirmed by PayHere, not by staff.'
      if (payment.status !== 'pending')
        return `This payment is already ${payment.status}: nothing to confirm or reject.`
      if (action === 'reject-slip' && !payment.slip) return 'This payment has no slip to reject.'
      if (['cancelled', 'refunded'].includes(s)) return `The entry is ${s}: reopen it before taking a payment.`
      return null
    case 'give-seat':
      return s === 'waiting-list' ? null : 'Only a booking on the waiting list can be given a seat.'
    case 'mark-entered':
      return s === 'paid'
        ? null
        : s === 'entered'
          ? 'Already entered with the board.'
          : 'Only a paid entry can be entered with the board.'
    case 'cancel':
      return ['cancelled', 'refunded'].includes(s) ? `The entry is already ${s}.` : null
    case 'refund':
      return ['paid', 'entered', 'cancelled'].includes(s)
        ? null
        : s === 'refunded'
          ? 'Already refunded.'
          : 'Only a paid entry can be refunded.'
  }
}

/** The actions offered for an entry in this state (the buttons on its page). */
export function actionsFor(entry: EntryState, payments: (PaymentState & { id: number })[]) {
  const onEntry = STAFF_ACTIONS.filter((a) => !ON_A_PAYMENT.includes(a) && refusal(a, entry) === null)
  const onPayments = payments.flatMap((p) =>
    ON_A_PAYMENT.filter((a) => refusal(a, entry, p) === null).map((action) => ({ action, payment: p.id })),
  )
  return { onEntry, onPayments }
}

import { describe, expect, it } from 'vitest'
import { actionsFor, refusal } from '@/admin/entries/staffActions'
import { anonymiseFrom } from '@/entries/anonymise'
import type { Payment } from '@/payload-types'

// What staff may do to an entry in each state (the buttons offered, the 409s), and when it is anonymised.

const bankSlip: { id: number; method: 'bank' | 'card'; status: Payment['status']; slip: number | null } = {
  id: 7,
  method: 'bank',
  status: 'pending',
  slip: 3,
}

describe('staff actions by state', () => {
  it('offers what fits each state, and nothing on an anonymised entry', () => {
    const offered = (status: Parameters<typeof actionsFor>[0]['status'], payments = [bankSlip]) =>
      actionsFor({ status, anonymisedAt: null }, payments)
    expect(offered('slip-to-check')).toEqual({
      onEntry: ['cancel'],
      onPayments: [
        { action: 'confirm-payment', payment: 7 },
        { action: 'reject-slip', payment: 7 },
      ],
    })
    expect(offered('paid', [{ ...bankSlip, status: 'paid' }])).toEqual({
      onEntry: ['mark-entered', 'cancel', 'refund'],
      onPayments: [],
    })
    expect(offered('entered', [])).toEqual({ onEntry: ['cancel', 'refund'], onPayments: [] })
    expect(offered('refunded', [])).toEqual({ onEntry: [], onPayments: [] })
    expect(offered('waiting-list', [])).toEqual({ onEntry: ['give-seat', 'cancel'], onPayments: [] })
    expect(actionsFor({ status: 'paid', anonymisedAt: '2028-01-01T00:00:00Z' }, [])).toEqual({
      onEntry: [],
      onPayments: [],
    })
  })

  it('says why an action does not fit', () => {
    expect(refusal('confirm-payment', { status: 'slip-to-check' }, { ...bankSlip, method: 'card' })).toMatch(/PayHere/)
    expect(refusal('reject-slip', { status: 'slip-to-check' }, { ...bankSlip, slip: null })).toMatch(/no slip/)
    expect(refusal('mark-entered', { status: 'entered' })).toMatch(/Already entered/)
    expect(refusal('give-seat', { status: 'awaiting-payment' })).toMatch(/Only a booking on the waiting list/)
    expect(refusal('refund', { status: 'awaiting-payment' })).toMatch(/Only a paid entry/)
    expect(refusal('confirm-payment', { status: 'cancelled' }, bankSlip)).toMatch(/cancelled/)
  })
})

describe('when an entry is anonymised', () => {
  const entry = { kind: 'exam' as const, createdAt: '2027-01-05T10:00:00Z' }
  it('counts from results day, a class’s start, or else the day the entry was made (Colombo days)', () => {
    expect(anonymiseFrom(entry, { resultsDay: '2027-08-19T18:30:00.000Z' }, 365)).toBe('2028-08-19')
    expect(anonymiseFrom(entry, { startDate: '2027-02-01T00:00:00.000Z' }, 30)).toBe('2027-03-03')
    expect(anonymiseFrom(entry, { resultsDay: null }, 30)).toBe('2027-02-04')
    expect(anonymiseFrom(entry, null, 30)).toBe('2027-02-04')
  })
})

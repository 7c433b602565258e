import { describe, expect, it } from 'vitest'
import {
  mailsTo,
  newEntry,
  payload,
  payment,
  results,
  run,
  setUpEntryChanges,
  subjects,
  waitFor,
} from '../support/int/entryChanges'
import { addDays } from '@/lib/colomboDay'
import {
  cancel,
  confirmBankPayment,
  markEntered,
  markPaid,
  markSlipToCheck,
  note,
  refund,
  rejectSlip,
} from '@/entries/changes'
import { entryByToken, hashToken, statusPath } from '@/entries/token'

// An entry's state changes (src/entries/changes.ts) and its status link (src/entries/token.ts) on the real
// database, jobs queue and an SMTP sink: each change once, replays harmless, the right e-mail each time.
// The e-mails' words: entries-mails.test.ts. The set-up: tests/support/int/entryChanges.ts.

setUpEntryChanges()

describe('the status link', () => {
  it('opens its entry until results day, then reads as expired; a wrong or malformed one is unknown', async () => {
    const { entry, token } = await newEntry(`link-${run}@example.lk`)
    expect(statusPath(token)).toBe(`/entries/${token}`)
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const found = await entryByToken(payload, token, new Date(`${results}T12:00:00+05:30`))
    expect(typeof found === 'object' && found.id).toBe(entry.id)
    expect(await entryByToken(payload, token, new Date(`${addDays(results, 1)}T00:01:00+05:30`))).toBe('expired')
    expect(await entryByToken(payload, `${token.slice(0, 42)}${token[42] === 'A' ? 'B' : 'A'}`)).toBe('unknown')
    expect(await entryByToken(payload, 'not-a-token')).toBe('unknown')
    // The database keeps only the hash.
    const stored = await payload.findByID({
      collection: 'entries',
      id: entry.id,
      overrideAccess: true,
      showHiddenFields: true,
    })
    expect(stored.statusTokenHash).toBe(hashToken(token))
    expect(JSON.stringify(stored)).not.toContain(token)
  })
})

describe('state changes', () => {
  it('a card payment marks the entry paid once; a replay changes nothing and sends no second e-mail', async () => {
    const email = `paid-${run}@example.lk`
    const { entry } = await newEntry(email)
    const p = await payment(entry.id, 'card')
    const first = await markPaid(payload, entry.id, { ...p, status: 'paid', gatewayPaymentId: '320025071234' })
    const again = await markPaid(payload, entry.id, { ...p, status: 'paid' })
    expect(first.changed).toBe(true)
    expect(again.changed).toBe(false)
    expect(again.entry.status).toBe('paid')
    expect(again.entry.paymentMethod).toBe('card')
    expect(again.entry.history?.filter((h) => h.what.startsWith('Paid'))).toHaveLength(1)
    await waitFor(() => mailsTo(email).length >= 1)
    await new Promise((r) => setTimeout(r, 300))
    expect(subjects(email)).toEqual([`Payment received: ${entry.reference}`])
    expect(mailsTo(email)[0]).toContain('LKR 32,000')
    // Neither the NIC nor the date of birth ever goes into an e-mail.
    expect(mailsTo(email)[0]).not.toContain('201012345678')
    expect(mailsTo(email)[0]).not.toContain('2010-04-23')
  })

  it('a bank slip goes to staff; a rejection sends it back with the reason, a confirmation pays it once', async () => {
    const email = `bank-${run}@example.lk`
    const { entry } = await newEntry(email)
    const slip1 = await payment(entry.id, 'bank')
    expect((await markSlipToCheck(payload, entry.id, slip1)).entry.status).toBe('slip-to-check')
    const rejected = await rejectSlip(
      payload,
      slip1.id,
      { id: 1, email: 'staff@example.lk' },
      'the amount is not readable',
    )
    expect(rejected.entry.status).toBe('awaiting-payment')
    expect((await payload.findByID({ collection: 'payments', id: slip1.id, overrideAccess: true })).status).toBe(
      'rejected',
    )
    const slip2 = await payment(entry.id, 'bank')
    await markSlipToCheck(payload, entry.id, slip2)
    const confirmed = await confirmBankPayment(payload, slip2.id, { email: 'staff@example.lk' })
    expect(confirmed.changed).toBe(true)
    expect((await confirmBankPayment(payload, slip2.id, { email: 'staff@example.lk' })).changed).toBe(false)
    expect(confirmed.entry.status).toBe('paid')
    expect(confirmed.entry.history?.map((h) => h.by)).toContain('staff@example.lk')
    await waitFor(() => mailsTo(email).length >= 2)
    expect(subjects(email)).toEqual([
      `Bank slip not accepted: ${entry.reference}`,
      `Payment received: ${entry.reference}`,
    ])
    expect(mailsTo(email)[0]).toContain('the amount is not readable')
  })

  it('entered only after payment; cancel and refund are recorded, each once, with their e-mails', async () => {
    const email = `life-${run}@example.lk`
    const { entry } = await newEntry(email)
    expect((await markEntered(payload, entry.id, null)).changed).toBe(false)
    await markPaid(payload, entry.id, { ...(await payment(entry.id, 'card')), status: 'paid' })
    await payload.update({
      collection: 'payments',
      where: { entry: { equals: entry.id } },
      data: { status: 'paid' },
      overrideAccess: true,
    })
    expect((await markEntered(payload, entry.id, null)).entry.status).toBe('entered')
    expect((await refund(payload, entry.id, null, 'withdrawn before the deadline')).entry.status).toBe('refunded')
    expect((await refund(payload, entry.id, null)).changed).toBe(false)
    expect((await cancel(payload, entry.id, null)).changed).toBe(false)
    const pays = await payload.find({
      collection: 'payments',
      where: { entry: { equals: entry.id } },
      overrideAccess: true,
    })
    expect(pays.docs.map((p) => p.status)).toEqual(['refunded'])
    await waitFor(() => mailsTo(email).length >= 3)
    expect(subjects(email)).toEqual([
      `Payment received: ${entry.reference}`,
      `Entered with the board: ${entry.reference}`,
      `Refund made: ${entry.reference}`,
    ])
  })

  it('changes at the same moment take turns: one payment wins, every history line is kept, one e-mail', async () => {
    const email = `race-${run}@example.lk`
    const { entry } = await newEntry(email)
    const [card, bank] = [await payment(entry.id, 'card'), await payment(entry.id, 'bank')]
    const notes = Array.from({ length: 8 }, (_, i) => note(payload, entry, `Staff note ${i}`))
    const [byCard, byBank] = await Promise.all([
      markPaid(payload, entry.id, card),
      confirmBankPayment(payload, bank.id, null),
      ...notes,
    ])
    expect([byCard.changed, byBank.changed].filter(Boolean)).toHaveLength(1)
    const after = await payload.findByID({ collection: 'entries', id: entry.id, overrideAccess: true })
    const lines = after.history?.map((h) => h.what) ?? []
    expect(lines.filter((w) => /^(Paid|Bank payment)/.test(w))).toHaveLength(1)
    expect(lines.filter((w) => w.startsWith('Staff note'))).toHaveLength(8)
    await waitFor(() => subjects(email).some((s) => /payment received/i.test(s)))
    await new Promise((r) => setTimeout(r, 1_000))
    expect(subjects(email).filter((s) => /payment received/i.test(s))).toHaveLength(1)
  })

  it('a staff save from the admin form keeps the history, fee and status it may hold an older copy of', async () => {
    const { entry } = await newEntry(`save-${run}@example.lk`)
    const staff = await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { email: `entries-${run}@example.lk`, password: `Entries-${run}-passphrase!`, roles: ['entries'] },
    })
    const stale = await payload.findByID({ collection: 'entries', id: entry.id, overrideAccess: true })
    await markPaid(payload, entry.id, await payment(entry.id, 'card'))
    const user = { ...staff, collection: 'users' as const }
    await payload.update({
      collection: 'entries',
      id: entry.id,
      data: { ...stale, notes: 'Called the parent', history: [], fee: { ...stale.fee, total: 1 }, status: 'cancelled' },
      user,
      overrideAccess: false,
    })
    const after = await payload.findByID({ collection: 'entries', id: entry.id, overrideAccess: true })
    expect(after.notes).toBe('Called the parent')
    expect(after.status).toBe('paid')
    expect(after.fee.total).toBe(32000)
    expect(after.history?.some((h) => h.what.startsWith('Paid'))).toBe(true)
  })

  it('an unpaid entry is cancelled, not refunded', async () => {
    const { entry } = await newEntry(`cancel-${run}@example.lk`)
    expect((await cancel(payload, entry.id, null, 'asked by the parent')).entry.status).toBe('cancelled')
    expect((await refund(payload, entry.id, null)).changed).toBe(false)
  })
})

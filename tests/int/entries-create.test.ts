import { describe, expect, it } from 'vitest'
import { addDays } from '@/lib/colomboDay'
import { createEntry } from '@/entries/create'
import { entryByToken } from '@/entries/token'
import {
  booking,
  entriesOf,
  exam,
  newIntake,
  newSeries,
  payload,
  run,
  setUpMakingEntries,
  today,
} from '../support/int/makingEntries'

// Making entries (src/entries/create.ts) on the real database: stored whole with a reference before any
// payment, a double post is one entry, a changed stage or a closed series stores nothing. Seats for the
// last places of a class: entries-seat-race.test.ts. The set-up: tests/support/int/makingEntries.ts.

setUpMakingEntries()

describe('createEntry', () => {
  it('stores the whole entry with its reference, server-computed fee and status link before any payment', async () => {
    const series = await newSeries()
    const r = await createEntry(payload, exam({ quotedStage: 'standard' }), { offer: { kind: 'exam', id: series.id } })
    expect(r.kind).toBe('created')
    if (r.kind !== 'created') return
    expect(r.entry.reference).toBe(`LA-MJ99-${String(r.entry.id).padStart(5, '0')}`)
    expect(r.entry.status).toBe('awaiting-payment')
    expect(r.entry.fee).toMatchObject({ total: 62000, currency: 'LKR', stage: 'standard' })
    expect(r.entry.choices?.map((c) => c.code)).toEqual(['4MA1', '4PH1'])
    expect(Date.parse(r.entry.fee.heldUntil!) - Date.now()).toBeGreaterThan(47 * 3_600_000)
    const opened = await entryByToken(payload, r.token)
    expect(typeof opened === 'object' && opened.reference).toBe(r.entry.reference)
  })

  it('makes one entry of a form posted twice, one after the other and five times at once', async () => {
    const series = await newSeries()
    const form = exam()
    const first = await createEntry(payload, form, { offer: { kind: 'exam', id: series.id } })
    const again = await createEntry(payload, form, { offer: { kind: 'exam', id: series.id } })
    expect([first.kind, again.kind]).toEqual(['created', 'duplicate'])
    expect('token' in again && 'token' in first && again.token === first.token).toBe(true)
    const burst = exam()
    const kinds = (
      await Promise.all(
        Array.from({ length: 5 }, () => createEntry(payload, burst, { offer: { kind: 'exam', id: series.id } })),
      )
    ).map((r) => r.kind)
    expect(kinds.filter((k) => k === 'created')).toHaveLength(1)
    expect(kinds.filter((k) => k === 'duplicate')).toHaveLength(4)
    expect(await entriesOf({ series: { equals: series.id } })).toHaveLength(2)
  })

  it('knows a form sent without a key (as the page sends it) by what it sends, for half an hour at least', async () => {
    const series = await newSeries()
    const offer = { kind: 'exam', id: series.id } as const
    const form = exam({ formKey: undefined, fullName: 'Kasun  Silva', email: `keyless-${run}@example.lk` })
    const now = new Date()
    const at = (minutes: number) => ({ offer, clock: new Date(now.getTime() + minutes * 60_000) })
    const first = await createEntry(payload, form, at(0))
    expect(first.kind).toBe('created')
    // The same candidate and subjects, typed again with other spacing and case: the same form.
    const again = await createEntry(
      payload,
      { ...form, fullName: 'kasun silva', email: form.email.toUpperCase() },
      at(29),
    )
    expect(again.kind).toBe('duplicate')
    expect('token' in again && 'token' in first && again.token === first.token).toBe(true)
    const kinds = (
      await Promise.all(Array.from({ length: 5 }, () => createEntry(payload, { ...form, fullName: 'Burst' }, at(1))))
    ).map((r) => r.kind)
    expect(kinds.filter((k) => k === 'created')).toHaveLength(1)
    // Other subjects, or the same form an hour later, are another entry.
    expect((await createEntry(payload, { ...form, subjects: ['4MA1'] }, at(2))).kind).toBe('created')
    expect((await createEntry(payload, form, at(61))).kind).toBe('created')
    const stored = await payload.find({
      collection: 'entries',
      where: { series: { equals: series.id } },
      depth: 0,
      overrideAccess: true,
      showHiddenFields: true,
    })
    expect(stored.totalDocs).toBe(4)
    // The key is the server's HMAC of what was sent: no identity number or name in it.
    for (const entry of stored.docs) {
      expect(entry.idempotencyKey).toMatch(/^sent-[A-Za-z0-9_-]{43}$/)
      expect(entry.idempotencyKey).not.toContain('201012345678')
    }
  })

  it('tells of a stage that began while the form was open, and stores nothing', async () => {
    const series = await newSeries()
    const late = new Date(`${addDays(today, 5)}T17:00:00+05:30`)
    const r = await createEntry(payload, exam({ quotedStage: 'standard' }), {
      offer: { kind: 'exam', id: series.id },
      clock: late,
    })
    expect(r).toEqual({
      kind: 'invalid',
      errors: {
        quotedStage:
          'The fee changed while the form was open: late entry now applies, ' +
          'LKR 81,000 in all. Check the fee below and send the form again.',
      },
    })
    const sent = await createEntry(payload, exam({ quotedStage: 'late-1' }), {
      offer: { kind: 'exam', id: series.id },
      clock: late,
    })
    expect(sent.kind === 'created' && sent.entry.fee.total).toBe(81000)
    expect(await entriesOf({ series: { equals: series.id } })).toHaveLength(1)
  })

  it('refuses a closed series, one not taking entries online, a draft and bad input, storing nothing', async () => {
    const closed = await newSeries({ lateEntries: [], standardDeadline: addDays(today, -1) })
    const offline = await newSeries({ onlineEntry: { open: false } })
    const draft = await newSeries({ _status: 'draft' })
    const tries: [number, Record<string, unknown>][] = [
      [closed.id, exam()],
      [offline.id, exam()],
      [draft.id, exam()],
    ]
    const results = await Promise.all(
      tries.map(([id, form]) => createEntry(payload, form, { offer: { kind: 'exam', id } })),
    )
    expect(results).toEqual([
      { kind: 'closed', message: `Entries for May/June 2099 ${run} have closed.` },
      { kind: 'closed', message: `Online entry is not offered for May/June 2099 ${run}.` },
      { kind: 'closed', message: 'This entry is not open online. Call us and we will help.' },
    ])
    const open = await newSeries()
    const bad = await createEntry(payload, exam({ subjects: ['9ZZ9'], email: 'nope' }), {
      offer: { kind: 'exam', id: open.id },
    })
    expect(bad).toEqual({ kind: 'invalid', errors: { email: 'Enter a valid email address, like name@example.com.' } })
    const unknown = await createEntry(payload, exam({ subjects: ['9ZZ9'] }), { offer: { kind: 'exam', id: open.id } })
    expect(unknown).toEqual({ kind: 'invalid', errors: { subjects: 'Choose subjects from the list.' } })
    const ids = [closed.id, offline.id, draft.id, open.id]
    expect(await entriesOf({ series: { in: ids } })).toHaveLength(0)
  })

  it('closes a class booking after its last booking day', async () => {
    const intake = await newIntake(5, { bookingCloses: addDays(today, -1) })
    expect(await createEntry(payload, booking(0), { offer: { kind: 'class', id: intake.id } })).toEqual({
      kind: 'closed',
      message: `Booking for IELTS race ${run} has closed.`,
    })
  })
})

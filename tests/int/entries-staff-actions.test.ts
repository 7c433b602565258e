import config from '@payload-config'
import { REST_POST } from '@payloadcms/next/routes'
import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { rest } from '../support/int/staff'
import { newEntry, newOneSeatIntake, newSeries } from '../support/int/staffEntries'
import { payload, signInEachRole, tokens } from '../support/int/staffSignedIn'
import { createEntry } from '@/entries/create'

// The entries team's actions on an entry (POST /api/entries/:id/staff-action): each recorded once, only for
// the entries team and admins, bad requests told what to send. The set-up: tests/support/int/staffSignedIn.ts.

signInEachRole()

const act = (id: number, body: unknown, token = tokens.entries) =>
  rest('POST', `/api/entries/${id}/staff-action`, { token, body })

describe('staff actions', () => {
  it('confirm a slip, then mark entered: recorded in the history, each once', async () => {
    const { entry, payment } = await newEntry(payload, (await newSeries(payload)).id, {
      slip: true,
      status: 'slip-to-check',
    })
    const confirmed = await act(entry.id, { action: 'confirm-payment', payment: payment!.id })
    expect(confirmed.status).toBe(200)
    expect(((await confirmed.json()) as { status: string }).status).toBe('paid')
    const again = await act(entry.id, { action: 'confirm-payment', payment: payment!.id })
    expect(again.status).toBe(409)
    expect(((await again.json()) as { errors: { message: string }[] }).errors[0].message).toMatch(/already paid/)
    expect((await act(entry.id, { action: 'mark-entered' })).status).toBe(200)
    const after = await payload.findByID({ collection: 'entries', id: entry.id, overrideAccess: true })
    const paid = await payload.findByID({ collection: 'payments', id: payment!.id, overrideAccess: true })
    expect(after.status).toBe('entered')
    expect(paid.status).toBe('paid')
    expect(after.history?.map((h) => h.what)).toEqual([
      expect.stringMatching(/Bank payment .* confirmed/),
      'Entered with the board',
    ])
  })

  it('reject a slip, cancel and refund; never to anyone but the entries team and admins', async () => {
    const { entry, payment } = await newEntry(payload, (await newSeries(payload)).id, {
      slip: true,
      status: 'slip-to-check',
    })
    for (const role of ['editor', 'inbox'] as const)
      expect((await act(entry.id, { action: 'cancel' }, tokens[role])).status).toBe(403)
    expect((await rest('POST', `/api/entries/${entry.id}/staff-action`, { body: { action: 'cancel' } })).status).toBe(
      401,
    )
    const rejected = await act(entry.id, {
      action: 'reject-slip',
      payment: payment!.id,
      reason: 'Amount does not match',
    })
    expect(rejected.status).toBe(200)
    expect((await act(entry.id, { action: 'refund' })).status).toBe(409)
    expect((await act(entry.id, { action: 'cancel' }, tokens.admin)).status).toBe(200)
    const after = await payload.findByID({ collection: 'entries', id: entry.id, overrideAccess: true })
    expect(after.status).toBe('cancelled')
    expect(after.history?.map((h) => h.what)).toEqual([
      expect.stringMatching(/rejected.*Amount does not match/),
      'Cancelled',
    ])
  })

  it('give a waiting-list booking a free seat: refused while the class is full, done once a seat is free', async () => {
    const intake = await newOneSeatIntake(payload, `PTE seats ${Date.now()}`)
    const book = (n: number) =>
      createEntry(
        payload,
        {
          fullName: `Kasun Silva ${n}`,
          email: `seat-${n}-${intake.id}@example.lk`,
          mobile: '0771234567',
          consent: '1',
          formKey: randomUUID(),
        },
        { offer: { kind: 'class', id: intake.id } },
      )
    const seated = await book(1)
    const waiting = await book(2)
    if (seated.kind !== 'created' || waiting.kind !== 'waiting-list')
      throw new Error('expected a seat, then the waiting list')
    expect((await act(seated.entry.id, { action: 'give-seat' })).status).toBe(409)
    const full = await act(waiting.entry.id, { action: 'give-seat' })
    expect(full.status).toBe(409)
    expect(((await full.json()) as { errors: { message: string }[] }).errors[0].message).toMatch(
      /Every seat of this intake is taken/,
    )
    expect((await act(seated.entry.id, { action: 'cancel' })).status).toBe(200)
    const given = await act(waiting.entry.id, { action: 'give-seat' })
    expect(given.status).toBe(200)
    expect(await given.json()).toEqual({ message: expect.stringMatching(/^Seat given/), status: 'awaiting-payment' })
    const after = await payload.findByID({ collection: 'entries', id: waiting.entry.id, overrideAccess: true })
    expect(after).toMatchObject({ status: 'awaiting-payment', seatNumber: 1 })
    expect(after.history?.map((h) => h.what)).toEqual([
      'Entry made online (booking)',
      'Seat 1 given from the waiting list',
    ])
    expect((await act(waiting.entry.id, { action: 'give-seat' })).status).toBe(409)
    // Other suites list the published intakes: this one goes, with its bookings.
    await payload.delete({ collection: 'entries', where: { intake: { equals: intake.id } }, overrideAccess: true })
    await payload.delete({ collection: 'class-intakes', id: intake.id, overrideAccess: true })
  })

  it('answers bad requests with a 4xx that says what to send', async () => {
    const { entry, payment } = await newEntry(payload, (await newSeries(payload)).id, {
      slip: true,
      status: 'slip-to-check',
    })
    const other = await newEntry(payload, (await newSeries(payload)).id, { slip: true, status: 'slip-to-check' })
    const cases: [unknown, number, RegExp][] = [
      [{ action: 'delete' }, 400, /action is one of/],
      [{}, 400, /action is one of/],
      [{ action: 'confirm-payment' }, 400, /which payment/],
      [{ action: 'confirm-payment', payment: other.payment!.id }, 400, /not one of this entry/],
      [{ action: 'mark-entered' }, 409, /Only a paid entry/],
      [{ action: 'cancel', reason: 'x'.repeat(501) }, 400, /under 500/],
    ]
    for (const [body, status, message] of cases) {
      const res = await act(entry.id, body)
      expect(res.status, JSON.stringify(body)).toBe(status)
      expect(((await res.json()) as { errors: { message: string }[] }).errors[0].message).toMatch(message)
    }
    expect((await act(999999, { action: 'cancel' })).status).toBe(404)
    // A form post (what another site could make a browser send) is refused: JSON only.
    const form = await REST_POST(config)(
      new Request(`http://localhost:3999/api/entries/${entry.id}/staff-action`, {
        method: 'POST',
        headers: { authorization: `JWT ${tokens.entries}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: `action=confirm-payment&payment=${payment!.id}`,
      }),
      { params: Promise.resolve({ slug: ['entries', String(entry.id), 'staff-action'] }) },
    )
    expect(form.status).toBe(415)
    expect((await payload.findByID({ collection: 'entries', id: entry.id, overrideAccess: true })).status).toBe(
      'slip-to-check',
    )
  })
})

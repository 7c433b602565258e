import type { Payload, Where } from 'payload'
import type { Entry, Payment } from '@/payload-types'
import { queueEntryEmail, type EntryMail } from './mailJob'
import { heldUntil } from './fee'
import { freeSeat } from './seats'
import { oneAtATimeFor } from './keyedLock'

// The only code that changes an entry's status (docs/entries.md). Each change appends to the entry's
// history, does nothing when the entry is already there (a replayed notification or a double click is
// harmless) and queues the e-mail that tells the candidate.

export type Status = Entry['status']
/** Who made a change: a staff member, or nobody (the gateway, the candidate, a job). */
export type Actor = { id?: number | string; email?: string | null } | null | undefined
export type Change = { changed: boolean; entry: Entry }

const system = { overrideAccess: true, depth: 0 } as const
const byWho = (actor: Actor) => actor?.email ?? (actor?.id != null ? `user ${actor.id}` : null)
const idOf = (v: number | { id: number } | null | undefined) => (typeof v === 'object' && v ? v.id : (v ?? null))

async function entryOf(payload: Payload, id: number): Promise<Entry> {
  return payload.findByID({ collection: 'entries', id, ...system })
}

/** Any fixed number: the advisory-lock space of entries' changes. */
const ENTRY_CHANGES = 7_301_036

/**
 * Reads an entry and changes it while no other change of it runs (a notification, a staff action, an
 * upload at the same moment): its history is rewritten whole, and its status checked before it moves.
 */
const changing = <T>(payload: Payload, id: number, work: (entry: Entry) => Promise<T>) =>
  oneAtATimeFor(payload, ENTRY_CHANGES, id, async () => work(await entryOf(payload, id)))

const append = (payload: Payload, entry: Entry, what: string, actor: Actor, data: Partial<Entry>) => {
  const history = [
    ...(entry.history ?? []),
    { at: new Date().toISOString(), what: what.slice(0, 500), by: byWho(actor) },
  ]
  return payload.update({ collection: 'entries', id: entry.id, data: { ...data, history }, ...system })
}

/** Appends a line to the history (and sets fields) without changing the status. */
export async function note(payload: Payload, entry: Entry, what: string, actor?: Actor, data: Partial<Entry> = {}) {
  return changing(payload, entry.id, (current) => append(payload, current, what, actor, data))
}

type Move = { from: Status[]; to: Status; what: string; mail?: EntryMail; data?: Partial<Entry> }

/** Moves an entry from one of `from` to `to`; no change when it is already `to` or in no state it can leave. */
async function move(
  payload: Payload,
  id: number,
  { from, to, what, mail, data }: Move,
  actor?: Actor,
): Promise<Change> {
  const change = await changing(payload, id, async (entry) => {
    if (entry.status === to || !from.includes(entry.status)) return { changed: false, entry }
    return { changed: true, entry: await append(payload, entry, what, actor, { ...data, status: to }) }
  })
  if (change.changed && mail) await queueEntryEmail(payload, id, mail)
  return change
}

const amount = (p: Pick<Payment, 'amount' | 'currency'>) => `${p.currency || 'LKR'} ${p.amount.toLocaleString('en-LK')}`
const paidBy = (p: Payment) =>
  p.method === 'card'
    ? `Paid ${amount(p)} by card (order ${p.orderId}${p.gatewayPaymentId ? `, PayHere ${p.gatewayPaymentId}` : ''})`
    : `Bank payment of ${amount(p)} confirmed (order ${p.orderId})`

/** A payment is in: the entry is paid (from awaiting payment, slip to check, or cancelled before it arrived). */
export function markPaid(payload: Payload, entryId: number, payment: Payment, actor?: Actor): Promise<Change> {
  return move(
    payload,
    entryId,
    {
      from: ['awaiting-payment', 'slip-to-check'],
      to: 'paid',
      what: paidBy(payment),
      mail: 'paid',
      data: { paymentMethod: payment.method },
    },
    actor,
  )
}

/** A bank slip is uploaded: staff check it. */
export function markSlipToCheck(payload: Payload, entryId: number, payment: Payment): Promise<Change> {
  const what = `Bank slip uploaded for ${amount(payment)} (order ${payment.orderId})`
  return move(payload, entryId, {
    from: ['awaiting-payment'],
    to: 'slip-to-check',
    what,
    data: { paymentMethod: 'bank' },
  })
}

/** Staff confirm a bank payment: the payment and its entry are paid. A second confirmation changes nothing. */
export async function confirmBankPayment(payload: Payload, paymentId: number, staff: Actor): Promise<Change> {
  const payment = await payload.findByID({ collection: 'payments', id: paymentId, ...system })
  const entryId = idOf(payment.entry as number | { id: number })!
  if (payment.status !== 'paid') {
    const confirmedBy = typeof staff?.id === 'number' ? staff.id : undefined
    await payload.update({ collection: 'payments', id: paymentId, data: { status: 'paid', confirmedBy }, ...system })
  }
  return markPaid(payload, entryId, { ...payment, status: 'paid' }, staff)
}

/** Staff reject a slip (unreadable, wrong amount): the entry awaits payment again and the candidate is told why. */
export async function rejectSlip(payload: Payload, paymentId: number, staff: Actor, reason = ''): Promise<Change> {
  const payment = await payload.findByID({ collection: 'payments', id: paymentId, ...system })
  const entryId = idOf(payment.entry as number | { id: number })!
  if (payment.status === 'rejected' || payment.status === 'paid')
    return { changed: false, entry: await entryOf(payload, entryId) }
  const notes = [payment.notes, reason && `Rejected: ${reason}`].filter(Boolean).join('\n')
  await payload.update({ collection: 'payments', id: paymentId, data: { status: 'rejected', notes }, ...system })
  const what = `Bank slip rejected (order ${payment.orderId})${reason ? `: ${reason}` : ''}`
  return move(payload, entryId, { from: ['slip-to-check'], to: 'awaiting-payment', what, mail: 'slip-rejected' }, staff)
}

/** Staff have entered the candidate with the board (or confirmed the class seat). */
export function markEntered(payload: Payload, entryId: number, staff: Actor): Promise<Change> {
  return move(
    payload,
    entryId,
    { from: ['paid'], to: 'entered', what: 'Entered with the board', mail: 'entered' },
    staff,
  )
}

/** Cancelled (recorded, never deleted); a class seat is given back. */
export function cancel(payload: Payload, entryId: number, staff: Actor, reason = ''): Promise<Change> {
  const from: Status[] = ['awaiting-payment', 'slip-to-check', 'paid', 'entered', 'waiting-list']
  const what = `Cancelled${reason ? `: ${reason}` : ''}`
  return move(payload, entryId, { from, to: 'cancelled', what, mail: 'cancelled', data: { seatNumber: null } }, staff)
}

/** Refunded (recorded): the entry's paid payments read as refunded; a class seat is given back. */
export async function refund(payload: Payload, entryId: number, staff: Actor, reason = ''): Promise<Change> {
  const paid: Where = { and: [{ entry: { equals: entryId } }, { status: { equals: 'paid' } }] }
  // A cancelled entry is refunded only if money came in.
  const { totalDocs } = await payload.count({ collection: 'payments', where: paid, overrideAccess: true })
  const from: Status[] = totalDocs > 0 ? ['paid', 'entered', 'cancelled'] : ['paid', 'entered']
  const what = `Refunded${reason ? `: ${reason}` : ''}`
  const change = await move(
    payload,
    entryId,
    { from, to: 'refunded', what, mail: 'refunded', data: { seatNumber: null } },
    staff,
  )
  if (change.changed)
    await payload.update({ collection: 'payments', where: paid, data: { status: 'refunded' }, ...system })
  return change
}

/**
 * Staff give a freed seat to a waiting-list booking: it takes a free seat (retried if another booking
 * takes it first), its fee is held afresh, and the candidate gets the "received" e-mail to pay.
 */
export async function giveSeat(payload: Payload, entryId: number, staff: Actor): Promise<Change & { full?: boolean }> {
  for (let attempt = 0; ; attempt++) {
    try {
      const change = await changing(payload, entryId, async (entry): Promise<Change & { full?: boolean }> => {
        if (entry.status !== 'waiting-list' || !entry.intake) return { changed: false, entry }
        const intake = await payload.findByID({
          collection: 'class-intakes',
          id: idOf(entry.intake as number)!,
          ...system,
        })
        const seat = await freeSeat(payload, intake)
        if (seat === null) return { changed: false, entry, full: true }
        const settings = await payload.findGlobal({ slug: 'entry-settings', ...system })
        const fee = { ...entry.fee, heldUntil: heldUntil(new Date(), settings.holdHours).toISOString() }
        const what = `Seat ${seat} given from the waiting list`
        return {
          changed: true,
          entry: await append(payload, entry, what, staff, { status: 'awaiting-payment', seatNumber: seat, fee }),
        }
      })
      if (change.changed) await queueEntryEmail(payload, entryId, 'received')
      return change
    } catch (error) {
      // Another booking took that seat at the same moment: try another.
      if (attempt >= 10) throw error
    }
  }
}

import type { PayloadRequest } from 'payload'
import { handlesEntries } from '@/auth/roles'
import { staffTime } from '@/lib/staffTime'
import type { Entry, EntryFile, Payment, User } from '@/payload-types'
import { STATUS_WORDS } from './csvColumns'
import { EntryActions } from './EntryActions'
import { actionsFor } from './staffActions'
import './entries.css'

// The top of an entry's page (a ui field, server-rendered): where it stands, what to do next, the fee,
// its payments with their slips, its document and its history, in the office's words.

const NEXT: Record<Entry['status'], string> = {
  'awaiting-payment': 'Waiting for the candidate to pay by card or send a bank slip. Nothing to do yet.',
  'slip-to-check':
    'A bank slip has come in: open it, check the amount and the reference against the bank, then confirm or reject it.',
  paid: 'Paid: enter the candidate with the board (the CSV export helps), then mark the entry as entered.',
  entered: 'Entered with the board. Nothing more to do.',
  'waiting-list': 'On the waiting list: offer a seat when one frees up.',
  cancelled: 'Cancelled. If money was paid, record the refund once it is made.',
  refunded: 'Refunded. Nothing more to do.',
}

const METHOD: Record<Payment['method'], string> = { card: 'Card (PayHere)', bank: 'Bank transfer' }
const PAYMENT_STATE: Record<Payment['status'], string> = {
  pending: 'Not confirmed yet',
  paid: 'Paid',
  cancelled: 'Cancelled by the payer',
  failed: 'Failed',
  'charged-back': 'Charged back',
  refunded: 'Refunded',
  rejected: 'Slip rejected',
}
const lkr = (n: number | null | undefined) => `LKR ${new Intl.NumberFormat('en-LK').format(n ?? 0)}`
const asFile = (v: unknown) => (v && typeof v === 'object' ? (v as EntryFile) : null)

type Props = { id?: number | string; req?: PayloadRequest }

export async function EntryOverview({ id, req }: Props) {
  if (!id || !req?.user || !handlesEntries(req.user)) return null
  const { payload } = req
  const entry = await payload.findByID({
    collection: 'entries',
    id,
    depth: 1,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!entry) return null
  const { docs: payments } = await payload.find({
    collection: 'payments',
    where: { entry: { equals: entry.id } },
    sort: 'createdAt',
    depth: 1,
    pagination: false,
    overrideAccess: true,
  })
  const offered = actionsFor(entry, payments)
  const document = asFile(entry.accessArrangements?.document)
  return (
    <div className="entry-view">
      <section className="entry-view__state" aria-labelledby="entry-state">
        <h2 id="entry-state" className="entry-view__status" data-status={entry.status}>
          {STATUS_WORDS[entry.status]}
        </h2>
        <p>
          {entry.anonymisedAt ? `Personal data anonymised on ${staffTime(entry.anonymisedAt)}.` : NEXT[entry.status]}
        </p>
        <EntryActions entryId={entry.id} onEntry={offered.onEntry} onPayments={offered.onPayments} />
      </section>

      <section aria-labelledby="entry-fee">
        <h3 id="entry-fee">Fee</h3>
        <table className="entry-view__table">
          <tbody>
            {(entry.fee.items ?? []).map((item) => (
              <tr key={item.id ?? item.label}>
                <td>{item.label}</td>
                <td className="entry-view__amount">{lkr(item.amount)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Total</th>
              <td className="entry-view__amount">{lkr(entry.fee.total)}</td>
            </tr>
          </tfoot>
        </table>
        <p className="entry-view__meta">
          {entry.fee.stage ? `Stage: ${entry.fee.stage}. ` : ''}
          {entry.fee.heldUntil ? `Fee held until ${staffTime(entry.fee.heldUntil)}.` : ''}
        </p>
      </section>

      <section aria-labelledby="entry-payments">
        <h3 id="entry-payments">Payments</h3>
        {payments.length === 0 ? (
          <p className="entry-view__meta">No payment yet.</p>
        ) : (
          <div className="entry-view__scroll">
            <table className="entry-view__table">
              <thead>
                <tr>
                  <th>Made</th>
                  <th>How</th>
                  <th className="entry-view__amount">Amount</th>
                  <th>State</th>
                  <th>Order / PayHere id</th>
                  <th>Slip</th>
                </tr>
              </thead>
              <tbody>
                {payments.map((p) => (
                  <tr key={p.id} data-payment={p.id}>
                    <td>{staffTime(p.createdAt)}</td>
                    <td>{METHOD[p.method]}</td>
                    <td className="entry-view__amount">{lkr(p.amount)}</td>
                    <td>
                      {PAYMENT_STATE[p.status]}
                      {p.confirmedBy && typeof p.confirmedBy === 'object'
                        ? ` by ${(p.confirmedBy as User).name || (p.confirmedBy as User).email}`
                        : ''}
                    </td>
                    <td>
                      <a href={`/admin/collections/payments/${p.id}`}>{p.orderId}</a>
                      {p.gatewayPaymentId ? <span className="entry-view__meta"> · {p.gatewayPaymentId}</span> : null}
                    </td>
                    <td>{asFile(p.slip)?.url ? <a href={asFile(p.slip)!.url!}>Open the slip</a> : '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section aria-labelledby="entry-access">
        <h3 id="entry-access">Access arrangements</h3>
        <p>
          {entry.accessArrangements?.requested ? 'Requested.' : 'Not requested.'}{' '}
          {document?.url ? (
            <a href={document.url}>Open the document ({document.filename})</a>
          ) : entry.accessArrangements?.requested ? (
            'No document yet.'
          ) : (
            ''
          )}
        </p>
      </section>

      <section aria-labelledby="entry-history">
        <h3 id="entry-history">History</h3>
        <ol className="entry-view__history">
          {[...(entry.history ?? [])].reverse().map((h) => (
            <li key={h.id ?? `${h.at}${h.what}`}>
              <time dateTime={h.at}>{staffTime(h.at)}</time> {h.what}
              {h.by ? <span className="entry-view__meta"> · {h.by}</span> : null}
            </li>
          ))}
          <li>
            <time dateTime={entry.createdAt}>{staffTime(entry.createdAt)}</time> Entry made online
          </li>
        </ol>
      </section>
    </div>
  )
}

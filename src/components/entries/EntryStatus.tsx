import type { Entry } from '@/payload-types'
import { CheckCircleIcon } from '@/components/icons'
import { colomboDateTime } from './colomboDateTime'
import { EntryCard, EntryShell } from './EntryShell'
import { EntrySteps } from './EntrySteps'
import { FeeTable } from './FeeTable'
import { PaymentOptions, type BankDetails, type CardCheckout } from './PaymentOptions'
import { FILE_HINT, UploadForm } from './UploadForm'
import { statusHeadline, stepsOf } from './entrySteps'

type Notice = { tone: 'success' | 'info' | 'error'; message: string }

const NOTICE_TONES: Record<Notice['tone'], string> = {
  success: 'bg-teal/10 ring-teal/25',
  info: 'bg-sky/15 ring-sky/40',
  error: 'bg-coral/10 ring-coral/30',
}

const UNPAID: Entry['status'][] = ['awaiting-payment', 'slip-to-check']

/**
 * The status page of one entry, reached by the link in its e-mails: the reference, each step, the
 * itemised fee and how long it is held, how to pay (while unpaid), the document upload; the waiting
 * list, cancelled and refunded states say what they mean. Nothing here shows an identity number.
 */
export function EntryStatus({
  entry,
  offerTitle,
  token,
  card,
  bank,
  notice,
}: {
  entry: Entry
  offerTitle: string
  token: string
  card: CardCheckout | null
  bank: BankDetails | null
  /** What the visitor just did (an upload, a card payment), from the 303 that brought them back. */
  notice: Notice | null
}) {
  const { status } = entry
  const ended = status === 'cancelled' || status === 'refunded'
  // The three steps of the header; a waiting place or an ended entry is on none of them.
  const step = ended || status === 'waiting-list' ? undefined : UNPAID.includes(status) ? 1 : 2
  const needsDocument = entry.accessArrangements?.requested && !entry.accessArrangements.document && !ended
  const heldUntil = entry.fee?.heldUntil
  return (
    <EntryShell
      kicker={entry.kind === 'exam' ? 'Your exam entry' : 'Your class booking'}
      title={offerTitle}
      step={step}
    >
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-10">
        <div className="space-y-6">
          {notice && (
            // An upload's 303 opens the page at #slip or #document: both land on this notice.
            <span id="slip" className="block scroll-mt-48" aria-hidden="true" />
          )}
          {notice && <span id="document" className="block scroll-mt-48" aria-hidden="true" />}
          {notice && (
            <p
              id="notice"
              role={notice.tone === 'error' ? 'alert' : 'status'}
              data-notice={notice.tone}
              className={
                'flex items-start gap-2 rounded-2xl p-4 font-semibold ' +
                `text-navy ring-1 ${NOTICE_TONES[notice.tone]}`
              }
            >
              {notice.tone === 'success' && <CheckCircleIcon className="mt-0.5 size-5 shrink-0 text-teal" />}
              {notice.message}
            </p>
          )}
          <EntryCard>
            <p className="text-sm font-semibold uppercase tracking-[0.14em] text-slate-500">Reference</p>
            <p className="mt-1 font-mono text-2xl font-bold tracking-wide text-navy sm:text-3xl" data-reference>
              {entry.reference}
            </p>
            <p className="mt-3 text-lg font-semibold text-navy" data-status={status}>
              {statusHeadline(status)}
            </p>
            <p className="mt-1 text-sm text-slate-600">
              {entry.candidate.fullName}
              {entry.seatNumber && status !== 'waiting-list' ? ` · seat ${entry.seatNumber}` : ''}
            </p>
            {status === 'waiting-list' ? (
              <p className="mt-4 rounded-xl bg-amber/15 p-4 text-sm text-navy ring-1 ring-amber/40" data-waiting-list>
                The class is full. If a seat becomes free, we e-mail you with a link to pay for it; nothing is charged
                before. Keep this page’s link: it shows your place.
              </p>
            ) : ended ? (
              <p className="mt-4 rounded-xl bg-slate-100 p-4 text-sm text-slate-700" data-ended>
                {status === 'refunded'
                  ? 'We have refunded the payment to the card or account ' +
                    'it came from. It may take up to 14 days to show.'
                  : 'Nothing more is due. If you did not expect this, call us with the reference.'}
              </p>
            ) : (
              <EntrySteps steps={stepsOf(status, entry.kind)} />
            )}
          </EntryCard>
          {status === 'awaiting-payment' && (
            <PaymentOptions reference={entry.reference} total={entry.fee.total} token={token} card={card} bank={bank} />
          )}
          {needsDocument && (
            <EntryCard title="Access arrangements: the document" id="access-document">
              <p className="mt-2 text-sm text-slate-700">
                Upload the report that supports the request, so we can apply to the board in time.
              </p>
              <UploadForm
                action="/api/entry-document"
                token={token}
                field="document"
                label="Supporting document"
                hint={`A scan or a clear photo: ${FILE_HINT}`}
                button="Upload the document"
              />
            </EntryCard>
          )}
        </div>
        <EntryCard title={status === 'waiting-list' ? 'The fee, once a seat is yours' : 'The fee'} id="fee">
          <FeeTable items={entry.fee.items ?? []} total={entry.fee.total} />
          {heldUntil && UNPAID.includes(status) && (
            <p className="mt-4 text-sm text-slate-600" data-held-until>
              This fee is held until <strong className="text-navy">{colomboDateTime(heldUntil)}</strong> (Colombo time).
            </p>
          )}
          {entry.kind === 'exam' && entry.choices && entry.choices.length > 0 && (
            <>
              <h3 className="mt-6 text-sm font-semibold uppercase tracking-[0.14em] text-slate-500">Subjects</h3>
              <ul className="mt-2 space-y-1 text-sm text-slate-700">
                {entry.choices.map((c, i) => (
                  <li key={c.id ?? i}>
                    {c.code && <span className="font-mono text-teal-dark">{c.code} </span>}
                    {c.title}
                    {c.option ? ` (${c.option})` : ''}
                  </li>
                ))}
              </ul>
            </>
          )}
        </EntryCard>
      </div>
    </EntryShell>
  )
}

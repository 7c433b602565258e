import { formatLkr } from '@/calendar/upcoming'
import type { Offer } from '@/content/entryOffers'

/**
 * What the entry will cost, before it is made: the stage in force, the fee of each subject (beside
 * it), what is charged once per candidate. The server computes the exact total when the form is sent
 * and holds it for `holdHours`.
 */
export function FeePreview({ offer, holdHours }: { offer: Offer; holdHours: number }) {
  return (
    <aside
      aria-labelledby="fee-preview-heading"
      className="rounded-2xl bg-navy p-5 text-white shadow-sm sm:p-6"
      data-fee-preview
    >
      <h2 id="fee-preview-heading" className="font-display text-lg font-bold">
        The fee
      </h2>
      {offer.kind === 'exam' ? (
        <>
          <p className="mt-1 text-sm text-white/80">
            Stage now: <strong className="font-semibold text-amber">{offer.stageLabel}</strong>
          </p>
          <dl className="mt-4 space-y-2 text-sm">
            <Row term="Each subject" value={offer.subjects.length ? 'as shown beside it' : '—'} />
            {offer.surcharge > 0 && (
              <Row term={`${offer.stageLabel} surcharge`} value={`${formatLkr(offer.surcharge)} a subject`} />
            )}
            {offer.perCandidate.map((f) => (
              <Row key={f.label} term={f.label} value={formatLkr(f.amount)} />
            ))}
          </dl>
        </>
      ) : (
        <dl className="mt-4 space-y-2 text-sm">
          <Row term="Course fee" value={formatLkr(offer.fee)} strong />
        </dl>
      )}
      <p className="mt-4 border-t border-white/20 pt-4 text-sm leading-relaxed text-white/85">
        The next screen shows the itemised total before you pay. We hold it for {holdHours} hours, even if a late stage
        begins meanwhile. Pay by card or by bank transfer.
      </p>
    </aside>
  )
}

function Row({ term, value, strong }: { term: string; value: string; strong?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-4">
      <dt className="text-white/80">{term}</dt>
      <dd className={`shrink-0 text-right ${strong ? 'text-lg font-bold' : 'font-semibold'}`}>{value}</dd>
    </div>
  )
}

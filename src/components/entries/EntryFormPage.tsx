import { headers } from 'next/headers'
import { longDate } from '@/calendar/upcoming'
import { formatLkr } from '@/calendar/upcoming'
import { ArrowRightIcon } from '@/components/icons'
import { getEntrySettings, type Offer } from '@/content/entryOffers'
import { takeEntryFormResult } from '@/entries/web/formResult'
import { FORM_RESULT_HEADER } from '@/lib/formResultParam'
import { EntryForm } from './EntryForm'
import { EntryCard, EntryShell } from './EntryShell'

export const DEFAULT_CONSENT =
  'We use these details only to enter the candidate with the ' +
  'exam board (or book the class), to take the payment and to ' +
  'write to you about this entry. Staff who process entries see them; we delete them a year after results day.'

/** The form page of an offer: the form, or why it cannot be used now (closed, not open yet). */
export async function EntryFormPage({ offer }: { offer: Offer }) {
  const [settings, requestHeaders] = await Promise.all([getEntrySettings(), headers()])
  const result = await takeEntryFormResult(requestHeaders.get(FORM_RESULT_HEADER), `${offer.kind}:${offer.id}`)
  const full = offer.kind === 'class' && offer.seatsLeft === 0
  const kicker = offer.kind === 'exam' ? 'Online entry' : full ? 'Waiting list' : 'Book a seat'
  return (
    <EntryShell
      kicker={kicker}
      title={offer.title}
      intro={<OfferLine offer={offer} />}
      step={offer.refusal ? undefined : 0}
    >
      {offer.refusal ? (
        <EntryCard
          className="mx-auto max-w-2xl"
          title={offer.refusal.refusal === 'not-open-yet' ? 'Not open yet' : 'Entries closed'}
          id="closed"
        >
          <p className="mt-3 text-lg text-slate-700" data-refusal={offer.refusal.refusal}>
            {offer.refusal.message}
          </p>
          <a
            href={
              offer.kind === 'exam'
                ? offer.examPath
                : offer.course === 'pte'
                  ? '/examinations/pte-contact'
                  : '/examinations/IELTS'
            }
            className={
              'mt-5 inline-flex min-h-11 items-center gap-1.5 ' +
              'font-semibold text-teal underline-offset-4 hover:underline'
            }
          >
            See the other dates <ArrowRightIcon className="size-4" />
          </a>
        </EntryCard>
      ) : (
        <>
          {full && (
            <p
              role="status"
              className="mb-6 rounded-2xl bg-amber/15 p-4 font-semibold text-navy ring-1 ring-amber/40"
              data-full
            >
              This intake is full. Join the waiting list: we write to you as soon as a seat is free, and you pay only
              then.
            </p>
          )}
          <EntryForm
            offer={offer}
            result={result}
            consentText={settings.consentText || DEFAULT_CONSENT}
            holdHours={settings.holdHours ?? 48}
          />
        </>
      )}
    </EntryShell>
  )
}

function OfferLine({ offer }: { offer: Offer }) {
  if (offer.kind === 'exam')
    return (
      <p>
        {offer.refusal ? 'Online entry' : `${offer.stageLabel}: choose subjects, then pay by card or bank transfer.`}
      </p>
    )
  const seats = offer.seatsLeft === 0 ? 'Full' : `${offer.seatsLeft} of ${offer.capacity} seats left`
  return (
    <p>
      {offer.location} · starts {longDate(offer.startDate)} · {offer.schedule} · {formatLkr(offer.fee)} · {seats}
    </p>
  )
}

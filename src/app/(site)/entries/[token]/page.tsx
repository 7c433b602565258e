import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { EntryStatus } from '@/components/entries/EntryStatus'
import { EntryCard, EntryShell } from '@/components/entries/EntryShell'
import { getEntrySettings } from '@/content/entryOffers'
import { entryByToken } from '@/entries/token'
import { cardCheckoutOf } from '@/entries/web/cardCheckout'
import { offerTitleOf } from '@/entries/web/statusPage'
import { uploadNotice, UPLOAD_PARAM } from '@/entries/documentsHttp'
import { cardPaymentNotice, PAYMENT_PARAM } from '@/entries/payhere/http'
import { payloadClient } from '@/lib/payload'

// One family's entry: rendered per request and never cached (server/publicCache.mjs), never indexed,
// and its address (the token) never sent on as a Referer.
export const dynamic = 'force-dynamic'
export const metadata: Metadata = {
  title: 'Your entry',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
}

type Props = {
  params: Promise<{ token: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/** /entries/<token>: where an entry stands, how to pay it and upload what is missing. */
export default async function EntryStatusPage({ params, searchParams }: Props) {
  const { token } = await params
  const payload = await payloadClient()
  const found = await entryByToken(payload, token)
  if (found === 'unknown') notFound()
  if (found === 'expired') return <ExpiredLink />
  const query = await searchParams
  const one = (name: string) => (typeof query[name] === 'string' ? (query[name] as string) : null)
  const [settings, offerTitle, card, paid] = await Promise.all([
    getEntrySettings(),
    offerTitleOf(found),
    cardCheckoutOf(payload, found),
    cardPaymentNotice(payload, found, one(PAYMENT_PARAM)),
  ])
  const bank = settings.bank?.accountNumber
    ? {
        accountName: settings.bank.accountName ?? '',
        accountNumber: settings.bank.accountNumber,
        bankName: settings.bank.bankName ?? '',
      }
    : null
  return (
    <EntryStatus
      entry={found}
      offerTitle={offerTitle}
      token={token}
      card={card}
      bank={bank}
      notice={uploadNotice(one(UPLOAD_PARAM)) ?? paid ?? null}
    />
  )
}

function ExpiredLink() {
  return (
    <EntryShell kicker="Your entry" title="This link has expired">
      <EntryCard className="mx-auto max-w-2xl">
        <p className="text-lg text-slate-700" data-link-expired>
          Entry links stop working after the series’ results day (for a class, after it has run), to keep your details
          private.
        </p>
        <p className="mt-3 text-slate-700">
          Need something about this entry?{' '}
          <a href="/contact-us" className="font-semibold text-teal underline underline-offset-4">
            Contact us
          </a>{' '}
          with the reference from your e-mail.
        </p>
      </EntryCard>
    </EntryShell>
  )
}

import { formatLkr } from '@/calendar/upcoming'
import { buttonClass } from '@/components/ui/Button'
import { EntryCard } from './EntryShell'
import { FILE_HINT, UploadForm } from './UploadForm'

export type CardCheckout = { action: string; fields: Record<string, string> }
export type BankDetails = { accountName: string; accountNumber: string; bankName: string }

/**
 * The two ways to pay an unpaid entry: by card or wallet through PayHere's hosted checkout (a signed
 * form post, when the gateway is set up), and by bank transfer or deposit with the reference to quote
 * and the slip upload.
 */
export function PaymentOptions({
  reference,
  total,
  token,
  card,
  bank,
}: {
  reference: string
  total: number
  token: string
  card: CardCheckout | null
  bank: BankDetails | null
}) {
  return (
    <div className="space-y-6">
      {card && (
        <EntryCard title="Pay by card" id="pay-card">
          <p className="mt-2 text-sm text-slate-700">
            Visa, Mastercard, Amex, or a wallet (eZ Cash, mCash, Genie) on PayHere’s secure page. You come back here
            when it is done.
          </p>
          <form method="post" action={card.action} className="mt-4" data-pay-card>
            {Object.entries(card.fields).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <button type="submit" className={buttonClass('primary', 'min-h-14 w-full text-base sm:w-auto')}>
              Pay {formatLkr(total)} by card
            </button>
          </form>
        </EntryCard>
      )}
      <EntryCard title={card ? 'Or pay by bank transfer' : 'Pay by bank transfer'} id="pay-bank">
        {bank ? (
          <dl className="mt-4 divide-y divide-slate-100 rounded-xl bg-mist px-4 text-sm" data-bank-details>
            <BankRow term="Account name" value={bank.accountName} />
            <BankRow term="Account number" value={bank.accountNumber} mono />
            <BankRow term="Bank and branch" value={bank.bankName} />
            <BankRow term="Amount" value={formatLkr(total)} />
            <BankRow term="Reference to quote" value={reference} mono strong />
          </dl>
        ) : (
          <p className="mt-3 text-sm text-slate-700">Call us for the bank details, and quote {reference}.</p>
        )}
        <p className="mt-4 text-sm text-slate-700">
          Transfer or deposit the exact amount with the reference{' '}
          <strong className="whitespace-nowrap">{reference}</strong>, then upload the slip or a screenshot here. We
          check it within one working day.
        </p>
        <UploadForm
          action="/api/entry-slip"
          token={token}
          field="slip"
          label="Bank slip"
          hint={`A photo, a screenshot or a PDF: ${FILE_HINT}`}
          button="Upload the slip"
        />
      </EntryCard>
    </div>
  )
}

function BankRow({ term, value, mono, strong }: { term: string; value: string; mono?: boolean; strong?: boolean }) {
  return (
    <div className="flex flex-col gap-0.5 py-2.5 sm:flex-row sm:justify-between sm:gap-4">
      <dt className="text-slate-600">{term}</dt>
      <dd
        className={
          `${mono ? 'font-mono tracking-wide' : ''} ` +
          (strong ? 'text-base font-bold text-navy' : 'font-semibold text-navy')
        }
      >
        {value}
      </dd>
    </div>
  )
}

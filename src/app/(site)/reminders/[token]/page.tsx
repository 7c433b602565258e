import type { Metadata } from 'next'
import { seriesName } from '@/reminders/emails'
import { reminderRules } from '@/reminders/planner'
import { remindersOf } from '@/reminders/subscriptions'
import { CheckCircleIcon } from '@/components/icons'
import { Container } from '@/components/ui/Container'
import { PageHeader } from '@/components/ui/PageHeader'
import { buttonClass } from '@/components/ui/Button'
import { payloadClient } from '@/lib/payload'

export const metadata: Metadata = {
  title: 'Your exam reminders',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
}

type Props = {
  params: Promise<{ token: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

const STATUS: Record<string, string> = {
  confirmed: 'On',
  pending: 'Waiting for your confirmation',
  unsubscribed: 'Stopped',
}

const DONE: Record<string, string> = {
  confirmed: 'Your reminders are on. We will e-mail you before each deadline and on results day.',
  stopped: 'Done: you will get no more of these reminders.',
}

/**
 * The page every reminder link opens (its token, never the address): confirm (double opt-in, by a
 * button so a mail scanner that opens links confirms nothing), see and stop reminders. No JavaScript.
 */
export default async function ManageRemindersPage({ params, searchParams }: Props) {
  const { token } = await params
  const done = (await searchParams)['form-result']
  const payload = await payloadClient()
  const [found, rules] = await Promise.all([remindersOf(payload, token), reminderRules(payload)])
  if (!found) {
    return (
      <Shell title="This link is not valid">
        <p>Use the link in your latest reminder e-mail, or ask for reminders again on an exam page.</p>
      </Shell>
    )
  }
  const { current, others, maskedEmail } = found
  const name = current.series ? seriesName(current.series) : 'dates no longer on the calendar'
  return (
    <Shell title="Your exam reminders">
      {typeof done === 'string' && DONE[done] && (
        <p role="status" className="flex items-start gap-2 rounded-2xl bg-teal/10 p-4 font-semibold text-navy">
          <CheckCircleIcon className="mt-0.5 size-5 shrink-0 text-teal" />
          {DONE[done]}
        </p>
      )}
      <dl className="divide-y divide-slate-200 rounded-2xl bg-white px-5 ring-1 ring-slate-200">
        {[
          ['Dates', name],
          ['Sent to', maskedEmail],
          ['Reminders', STATUS[current.status]],
        ].map(([term, value]) => (
          <div key={term} className="flex flex-col gap-1 py-3 sm:flex-row sm:gap-4">
            <dt className="w-28 shrink-0 text-base font-semibold text-slate-500">{term}</dt>
            <dd className="font-semibold text-navy">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-base">
        We e-mail you {daysList(rules.daysBefore)} before each deadline{rules.resultsDay ? ' and on results day' : ''}.
      </p>
      {current.status === 'pending' && (
        <form method="post" action="/api/reminders/confirm">
          <input type="hidden" name="token" value={token} />
          <button type="submit" className={buttonClass('primary')}>
            Confirm my reminders
          </button>
        </form>
      )}
      {current.status !== 'unsubscribed' && (
        <form method="post" action={`/api/reminders/unsubscribe?token=${token}`}>
          <button type="submit" className={buttonClass('outline')}>
            {current.status === 'pending' ? 'I did not ask for this' : 'Stop these reminders'}
          </button>
        </form>
      )}
      {others.length > 0 && (
        <>
          <h2 className="pt-4 font-display text-xl font-bold text-navy">Your other reminders</h2>
          <ul className="list-disc space-y-1 pl-5">
            {others.map((o) => (
              <li key={o.token}>{o.series ? seriesName(o.series) : 'Dates no longer on the calendar'}</li>
            ))}
          </ul>
          <form method="post" action={`/api/reminders/unsubscribe?token=${token}`}>
            <input type="hidden" name="all" value="1" />
            <button type="submit" className={buttonClass('outline')}>
              Stop all my reminders
            </button>
          </form>
        </>
      )}
    </Shell>
  )
}

/** "7 and 1 days", "3 days", "14, 7 and 1 days". */
function daysList(days: number[]) {
  const sorted = [...days].sort((a, b) => b - a).map(String)
  const words = sorted.length > 1 ? `${sorted.slice(0, -1).join(', ')} and ${sorted.at(-1)}` : sorted[0]
  return `${words} ${sorted.length === 1 && sorted[0] === '1' ? 'day' : 'days'}`
}

function Shell({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <>
      <PageHeader kicker="Exam reminders" title={title} />
      <Container className="py-14">
        <div className="mx-auto max-w-2xl space-y-5 text-lg text-slate-700">{children}</div>
      </Container>
    </>
  )
}

import type { Metadata } from 'next'
import { seriesName } from '@/reminders/emails'
import { remindersOf } from '@/reminders/subscriptions'
import { CheckCircleIcon } from '@/components/icons'
import { Container } from '@/components/ui/Container'
import { PageHeader } from '@/components/ui/PageHeader'
import { buttonClass } from '@/components/ui/Button'
import { payloadClient } from '@/lib/payload'

export const metadata: Metadata = { title: 'Your exam reminders', robots: { index: false, follow: false }, referrer: 'no-referrer' }

type Props = { params: Promise<{ token: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

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
  const found = await remindersOf(await payloadClient(), token)
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
      <p>
        Reminders for <strong>{maskedEmail}</strong> of <strong>{name}</strong>:{' '}
        {current.status === 'confirmed' ? 'on' : current.status === 'pending' ? 'waiting for your confirmation' : 'stopped'}.
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

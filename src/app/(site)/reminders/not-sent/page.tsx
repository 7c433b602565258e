import type { Metadata } from 'next'
import { Container } from '@/components/ui/Container'
import { PageHeader } from '@/components/ui/PageHeader'
import { ButtonLink } from '@/components/ui/Button'

export const metadata: Metadata = { title: 'Reminders not set up', robots: { index: false, follow: false } }

/** Where "Remind me" lands without JavaScript when the request could not be taken. */
export default function RemindersNotSentPage() {
  return (
    <>
      <PageHeader kicker="Exam reminders" title="We could not set up your reminders" />
      <Container className="py-14">
        <div className="mx-auto max-w-2xl space-y-4 text-lg text-slate-700">
          <p>
            Check that the e-mail address is complete, like name@example.com, and that you chose the dates, then try
            again.
          </p>
          <p id="too-many">
            If you sent several requests in the last few minutes, please wait a little before the next one.
          </p>
          <ButtonLink href="/exam-calendar" variant="secondary">
            Back to the exam calendar
          </ButtonLink>
        </div>
      </Container>
    </>
  )
}

import type { Metadata } from 'next'
import { Container } from '@/components/ui/Container'
import { PageHeader } from '@/components/ui/PageHeader'
import { ButtonLink } from '@/components/ui/Button'

export const metadata: Metadata = { title: 'Check your inbox', robots: { index: false, follow: false } }

/** Where "Remind me" lands without JavaScript once the request is taken. */
export default function CheckYourInboxPage() {
  return (
    <>
      <PageHeader kicker="Exam reminders" title="Check your inbox" />
      <Container className="py-14">
        <div className="mx-auto max-w-2xl space-y-4 text-lg text-slate-700">
          <p>
            We sent you an e-mail with a link. Open it and confirm, and we will remind you before each deadline and on
            results day.
          </p>
          <p>
            Nothing arrives? Look in your spam or promotions folder. Without your confirmation we send nothing more.
          </p>
          <ButtonLink href="/exam-calendar" variant="secondary">
            Back to the exam calendar
          </ButtonLink>
        </div>
      </Container>
    </>
  )
}

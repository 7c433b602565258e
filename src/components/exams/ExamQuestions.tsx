import { JsonLd } from '@/components/seo/JsonLd'
import { RichText } from '@/components/ui/RichText'
import type { PublicQuestion } from '@/content/exams'
import { htmlToPlainText } from '@/lib/sanitizeHtml'

/**
 * An exam's questions as disclosures: <details> opens and closes with a click, Enter or Space, and
 * screen readers announce it as expanded or collapsed, all without a script. FAQPage data beside it.
 */
export function ExamQuestions({ questions }: { questions: PublicQuestion[] }) {
  if (questions.length === 0) return null
  return (
    <section aria-labelledby="exam-questions" className="mt-12">
      <FaqJsonLd questions={questions} />
      <h3 id="exam-questions" className="text-2xl font-bold text-navy">
        Questions and answers
      </h3>
      <ul className="mt-5 divide-y divide-slate-200 rounded-2xl bg-white ring-1 ring-slate-200">
        {questions.map((q, i) => (
          <li key={i}>
            <details className="group">
              <summary
                className={
                  'flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-4 ' +
                  'text-left font-semibold text-navy hover:text-teal focus-visible:outline-offset-[-3px] ' +
                  '[&::-webkit-details-marker]:hidden'
                }
              >
                <span>{q.question}</span>
                <svg
                  viewBox="0 0 24 24"
                  className="size-5 shrink-0 text-teal transition-transform duration-200 group-open:rotate-180"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth={2.25}
                  strokeLinecap="round"
                  strokeLinejoin="round"
                  aria-hidden="true"
                >
                  <path d="m6 9 6 6 6-6" />
                </svg>
              </summary>
              <RichText html={q.answer} className="px-5 pb-5 text-[1.0625rem]" />
            </details>
          </li>
        ))}
      </ul>
    </section>
  )
}

function FaqJsonLd({ questions }: { questions: PublicQuestion[] }) {
  return (
    <JsonLd
      data={{
        '@context': 'https://schema.org',
        '@type': 'FAQPage',
        mainEntity: questions.map((q) => ({
          '@type': 'Question',
          name: q.question,
          acceptedAnswer: { '@type': 'Answer', text: htmlToPlainText(q.answer) },
        })),
      }}
    />
  )
}

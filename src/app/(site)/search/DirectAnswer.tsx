import type { DirectAnswer as Answer } from '@/search/answer'

/** The card above the results: the next series' date or fee, with the exam page and its calendar. */
export function DirectAnswer({ answer }: { answer: Answer }) {
  return (
    <section
      aria-labelledby="answer-heading"
      className="mb-10 rounded-2xl bg-white p-5 shadow-sm ring-2 ring-teal/40 sm:p-7"
      data-search-answer=""
    >
      <p className="text-xs font-semibold uppercase tracking-wider text-teal-dark">Quick answer</p>
      <h2 id="answer-heading" className="mt-1 text-xl font-bold text-navy sm:text-2xl">
        {answer.title}
      </h2>
      {answer.lines.length > 0 && (
        <dl className="mt-4 divide-y divide-slate-200 border-y border-slate-200">
          {answer.lines.map((line, i) => (
            <div
              key={i}
              className="flex flex-col gap-0.5 py-3 sm:flex-row sm:items-baseline sm:justify-between sm:gap-6"
            >
              <dt className="text-slate-700">{line.label}</dt>
              <dd className="font-semibold text-navy sm:text-right">
                {line.value}
                {line.note && <span className="block text-sm font-normal text-slate-600">{line.note}</span>}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {answer.note && <p className="mt-3 text-sm text-slate-600">{answer.note}</p>}
      <p className="mt-5 flex flex-wrap gap-3">
        {answer.examPath && (
          <a
            href={answer.examPath}
            className={
              'inline-flex min-h-11 items-center rounded-full bg-teal px-5 ' +
              'font-semibold text-white hover:bg-teal-dark'
            }
          >
            {answer.examName} page →
          </a>
        )}
        <a
          href={answer.calendarPath}
          className={
            'inline-flex min-h-11 items-center rounded-full px-5 ' +
            'font-semibold text-navy ring-1 ring-slate-300 hover:bg-mist'
          }
        >
          {answer.examName ? `${answer.examName} dates` : 'All exam dates'} →
        </a>
      </p>
    </section>
  )
}

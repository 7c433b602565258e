// What to try when there is nothing to show yet, or nothing matched: staff's popular searches (Search
// settings), the exam dates and a few pages.

import { query } from './cache.mjs'

const pages = [
  { label: 'Exam dates, deadlines and fees', href: '/exam-calendar' },
  { label: 'IELTS preparation classes', href: '/examinations/IELTS' },
  { label: 'Blogs', href: '/blogs' },
  { label: 'Contact us', href: '/contact-us' },
]

const chip =
  'inline-flex min-h-11 items-center rounded-full bg-white px-4 text-sm font-semibold text-navy ' +
  'ring-1 ring-slate-300 hover:bg-mist hover:text-teal'

export const searchHref = (text: string) => `/search?${query.text}=${encodeURIComponent(text)}`

function PopularSearches({ popular }: { popular: string[] }) {
  if (popular.length === 0) return null
  return (
    <div className="mt-8">
      <h3 className="text-base font-bold text-navy">Popular searches</h3>
      <ul className="mt-3 flex flex-wrap gap-2">
        {popular.map((term) => (
          <li key={term}>
            <a href={searchHref(term)} className={chip}>
              {term}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}

export function SearchStart({ popular }: { popular: string[] }) {
  return (
    <section aria-labelledby="start-heading">
      <h2 id="start-heading" className="text-xl font-bold text-navy sm:text-2xl">
        What are you looking for?
      </h2>
      <p className="mt-2 text-slate-600">Type a few words above: an exam, a fee, a test date or a question.</p>
      <PopularSearches popular={popular} />
    </section>
  )
}

export function NoResults({
  text,
  suggestion,
  popular,
}: {
  text: string
  suggestion: string | null
  popular: string[]
}) {
  return (
    <section aria-labelledby="no-results-heading">
      <h2 id="no-results-heading" className="text-xl font-bold text-navy sm:text-2xl">
        No results for “{text}”
      </h2>
      {suggestion && (
        <p className="mt-3 text-lg text-slate-700" data-search-suggestion="">
          Did you mean{' '}
          <a
            href={searchHref(suggestion)}
            className="font-bold text-teal underline underline-offset-4 hover:text-teal-dark"
          >
            {suggestion}
          </a>
          ?
        </p>
      )}
      <ul className="mt-4 list-disc space-y-1 pl-5 text-slate-700 marker:text-teal">
        <li>Check the spelling, or try fewer or more general words.</li>
        <li>
          Looking for a date or a fee? Every upcoming deadline, exam day and fee is on the{' '}
          <a href="/exam-calendar" className="font-semibold text-teal underline-offset-4 hover:underline">
            exam calendar
          </a>
          .
        </li>
      </ul>
      <PopularSearches popular={popular} />
      <div className="mt-8">
        <h3 className="text-base font-bold text-navy">Or go straight to</h3>
        <ul className="mt-3 space-y-2">
          {pages.map((p) => (
            <li key={p.href}>
              <a
                href={p.href}
                className="font-semibold text-teal underline-offset-4 hover:text-teal-dark hover:underline"
              >
                {p.label} →
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

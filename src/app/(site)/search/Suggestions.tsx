// What to try when there is nothing to show yet, or nothing matched.

const popular = ['IELTS', 'International GCSE', 'PTE', 'Festival of Arts', 'Registration form', 'Timetable']
const pages = [
  { label: 'IELTS preparation classes', href: '/examinations/IELTS' },
  { label: 'Blogs', href: '/blogs' },
  { label: 'Gallery', href: '/gallery' },
  { label: 'Contact us', href: '/contact-us' },
]

const chip =
  'inline-flex min-h-11 items-center rounded-full bg-white px-4 text-sm font-semibold text-navy ring-1 ring-slate-300 hover:bg-mist hover:text-teal'

function PopularSearches() {
  return (
    <div className="mt-8">
      <h3 className="text-base font-bold text-navy">Popular searches</h3>
      <ul className="mt-3 flex flex-wrap gap-2">
        {popular.map((term) => (
          <li key={term}>
            <a href={`/search?q=${encodeURIComponent(term)}`} className={chip}>
              {term}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}

export function SearchStart() {
  return (
    <section aria-labelledby="start-heading">
      <h2 id="start-heading" className="text-xl font-bold text-navy sm:text-2xl">
        What are you looking for?
      </h2>
      <p className="mt-2 text-slate-600">Type a few words above: an exam, a subject, a test date or a question.</p>
      <PopularSearches />
    </section>
  )
}

export function NoResults({ text }: { text: string }) {
  return (
    <section aria-labelledby="no-results-heading">
      <h2 id="no-results-heading" className="text-xl font-bold text-navy sm:text-2xl">
        No results for “{text}”
      </h2>
      <ul className="mt-4 list-disc space-y-1 pl-5 text-slate-700 marker:text-teal">
        <li>Check the spelling, or try fewer or more general words.</li>
        <li>Every word must appear on a page: leave out words like “the” or “when”.</li>
      </ul>
      <PopularSearches />
      <div className="mt-8">
        <h3 className="text-base font-bold text-navy">Or go straight to</h3>
        <ul className="mt-3 space-y-2">
          {pages.map((p) => (
            <li key={p.href}>
              <a href={p.href} className="font-semibold text-teal underline-offset-4 hover:text-teal-dark hover:underline">
                {p.label} →
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

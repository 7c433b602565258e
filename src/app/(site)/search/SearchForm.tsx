import { MAX_QUERY_LENGTH } from '@/search/text'
import { query } from './cache.mjs'

/** The search box: a plain GET form, so it works before (and without) any script. */
export function SearchForm({ value }: { value: string }) {
  return (
    <form action="/search" method="get" role="search" className="mt-2 max-w-2xl">
      <label htmlFor="search-q" className="block text-base font-semibold text-white">
        Search examinations, blogs, galleries and pages
      </label>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row">
        <input
          id="search-q"
          name={query.text}
          type="search"
          defaultValue={value}
          maxLength={MAX_QUERY_LENGTH}
          placeholder="e.g. IELTS test dates"
          className={
            'min-h-12 w-full rounded-full border-0 bg-white px-5 text-base text-ink shadow-sm ' +
            'ring-2 ring-white/30 placeholder:text-slate-500'
          }
        />
        <button
          type="submit"
          className={
            'inline-flex min-h-12 shrink-0 items-center justify-center gap-2 rounded-full bg-amber px-7 ' +
            'text-base font-semibold text-navy-deep shadow-sm transition-colors hover:bg-[#f7b84f]'
          }
        >
          <svg
            viewBox="0 0 24 24"
            className="size-5"
            fill="none"
            stroke="currentColor"
            strokeWidth={2}
            aria-hidden="true"
          >
            <circle cx="11" cy="11" r="7" />
            <path d="m20 20-3.5-3.5" strokeLinecap="round" />
          </svg>
          Search
        </button>
      </div>
    </form>
  )
}

// The site search's entry points in the header: a plain GET form to /search (no JavaScript needed), and
// on narrow screens a link to the search page itself.
import * as searchPage from '@/app/(site)/search/cache.mjs'

export const SEARCH_PATH = '/search'

const SearchIcon = ({ className = 'size-5' }: { className?: string }) => (
  <svg
    viewBox="0 0 24 24"
    className={className}
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    aria-hidden="true"
  >
    <circle cx="11" cy="11" r="6.5" />
    <path d="m16 16 4.5 4.5" />
  </svg>
)

/** A labelled search field and its button; `id` keeps the label tied to its field when two forms are on a page. */
export function SearchForm({ id, className = '' }: { id: string; className?: string }) {
  return (
    <form role="search" action={SEARCH_PATH} method="get" className={`relative flex items-center ${className}`}>
      <label htmlFor={id} className="sr-only">
        Search the site
      </label>
      <input
        id={id}
        type="search"
        name={searchPage.query.text}
        required
        placeholder="Search"
        autoComplete="off"
        className={
          'h-10 w-full rounded-full border border-slate-300 bg-white pl-4 pr-11 ' +
          'text-sm text-ink placeholder:text-slate-500 focus:border-teal ' +
          'focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-2'
        }
      />
      <button
        type="submit"
        className="absolute right-1 inline-flex size-8 items-center justify-center rounded-full text-navy hover:bg-mist"
      >
        <SearchIcon className="size-4.5" />
        <span className="sr-only">Search</span>
      </button>
    </form>
  )
}

/** A round icon link to the search page, where the header has no room for the field. */
export function SearchLink({ className = '' }: { className?: string }) {
  return (
    <a
      href={SEARCH_PATH}
      className={`inline-flex size-11 items-center justify-center rounded-full text-navy hover:bg-mist ${className}`}
    >
      <SearchIcon className="size-6" />
      <span className="sr-only">Search</span>
    </a>
  )
}

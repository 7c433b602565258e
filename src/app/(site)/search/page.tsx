import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { Container } from '@/components/ui/Container'
import { PageHeader } from '@/components/ui/PageHeader'
import { Pagination } from '@/components/ui/Pagination'
import { payloadClient } from '@/lib/payload'
import { pageNumber } from '@/lib/paging'
import { pageMetadata } from '@/lib/seo'
import { RESULTS_PER_PAGE, searchSite } from '@/search/query'
import { readQuery } from '@/search/text'
import { DirectAnswer } from './DirectAnswer'
import { NoResults, SearchStart, searchHref } from './Suggestions'
import { SearchForm } from './SearchForm'
import { SearchResult } from './SearchResult'
import * as route from './cache.mjs'

export const dynamic = 'force-dynamic'

type SearchParams = Promise<Record<string, string | string[] | undefined>>

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const query = readQuery((await searchParams)[route.query.text])
  return {
    ...pageMetadata({
      title: query.text ? `Search results for “${query.text}”` : 'Search',
      description: 'Search the examinations, blogs, galleries and pages of the site.',
      path: '/search',
    }),
    // Result pages are endless and thin: never indexed, their links still followed.
    robots: { index: false, follow: true },
  }
}

export default async function SearchPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams
  const query = readQuery(params[route.query.text])
  const page = pageNumber(params[route.query.page])
  const results = await searchSite(await payloadClient(), query, page)
  // Beyond the last page (or any page past 1 of nothing) is no page at all.
  if (page > 1 && page > results.totalPages) notFound()

  return (
    <>
      <PageHeader kicker="Search" title="Search the site" intro={<SearchForm value={query.text} />} />
      <Container className="py-12 sm:py-16">
        {query.truncated && (
          <p className="mb-6 rounded-xl bg-cream px-4 py-3 text-sm text-slate-700 ring-1 ring-amber/40">
            Your search was long, so we searched for its first 100 characters.
          </p>
        )}
        {results.corrected && (
          <p className="mb-6 text-slate-700" data-search-corrected="">
            Showing results for <strong className="text-navy">{results.corrected}</strong>. Search instead for{' '}
            <a href={searchHref(query.text)} className="text-teal underline underline-offset-4 hover:text-teal-dark">
              {query.text}
            </a>
            .
          </p>
        )}
        {results.answer && page === 1 && <DirectAnswer answer={results.answer} />}
        {!query.text ? (
          <SearchStart popular={results.popular} />
        ) : results.total === 0 ? (
          <NoResults text={query.text} suggestion={results.suggestion} popular={results.popular} />
        ) : (
          <section aria-labelledby="results-heading">
            <h2 id="results-heading" className="text-xl font-bold text-navy sm:text-2xl">
              {results.total === 1 ? '1 result' : `${results.total} results`}
              {` for “${results.corrected ?? query.text}”`}
            </h2>
            <ol className="mt-8 space-y-5" start={(page - 1) * RESULTS_PER_PAGE + 1}>
              {results.hits.map((hit) => (
                <li key={hit.id}>
                  <SearchResult hit={hit} marks={results.marks} />
                </li>
              ))}
            </ol>
            <Pagination
              page={results.page}
              totalPages={results.totalPages}
              basePath="/search"
              pageParam={route.query.page}
              query={{ [route.query.text]: query.text }}
              labels={{ previous: '← Previous', next: 'Next →' }}
            />
          </section>
        )}
      </Container>
    </>
  )
}

import type { Metadata } from 'next'
import { pageMetadata } from '@/lib/seo'
import { staticPageMeta } from '@/seo/meta'
import { EventCard } from '@/components/stories/EventCard'
import { Container } from '@/components/ui/Container'
import { PageHeader } from '@/components/ui/PageHeader'
import { Pagination } from '@/components/ui/Pagination'
import { listEvents } from '@/content/events'
import { notFound } from 'next/navigation'
import { pageNumber, pastLastPage } from '@/lib/paging'
import { query } from './cache.mjs'

export const dynamic = 'force-dynamic'
export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    title: 'Gallery',
    description: 'Photos from our prize givings, results days, open days and the Festival of Arts.',
    path: '/gallery',
    meta: await staticPageMeta('gallery'),
  })
}

const PAGE_SIZE = 12
type SearchParams = Record<string, string | string[] | undefined>

export default async function GalleryPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const page = pageNumber((await searchParams)[query.page])
  const events = await listEvents({ page, limit: PAGE_SIZE })
  // Past the last page (or any page but the first of nothing) is no page at all: 404, not "none yet".
  if (pastLastPage({ page, totalPages: events.totalPages })) notFound()
  return (
    <>
      <PageHeader kicker="Moments" title="Gallery" intro="Prize givings, results days and festival performances." />
      <Container className="py-16">
        {events.items.length === 0 ? (
          <p className="text-lg text-slate-600">No galleries yet. Please check back soon.</p>
        ) : (
          <ul className="grid gap-8 md:grid-cols-3">
            {events.items.map((event, i) => (
              <li key={event.id}>
                <EventCard event={event} priority={i === 0} />
              </li>
            ))}
          </ul>
        )}
        <Pagination page={events.page} totalPages={events.totalPages} basePath="/gallery" pageParam={query.page} />
      </Container>
    </>
  )
}

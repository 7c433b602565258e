import type { Metadata } from 'next'
import { pageMetadata } from '@/lib/seo'
import { staticPageMeta } from '@/seo/meta'
import { BlogCard } from '@/components/stories/BlogCard'
import { EventCard } from '@/components/stories/EventCard'
import { ButtonLink } from '@/components/ui/Button'
import { PageHeader } from '@/components/ui/PageHeader'
import { Section, SectionHeading } from '@/components/ui/Section'
import { listBlogs } from '@/content/blogs'
import { listEvents } from '@/content/events'

export const dynamic = 'force-dynamic'
export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    title: 'Blogs & Gallery',
    description: 'The latest blog posts and photo galleries from Lyceum Assessments.',
    path: '/blogs-and-gallery',
    meta: await staticPageMeta('blogsAndGallery'),
  })
}

const LATEST = 3

/** The footer's Blogs & Gallery link (docs/product.md): the latest of each, with links to the full lists. */
export default async function BlogsAndGalleryPage() {
  const [blogs, events] = await Promise.all([
    listBlogs({ page: 1, limit: LATEST }),
    listEvents({ page: 1, limit: LATEST }),
  ])
  return (
    <>
      <PageHeader
        kicker="Stories"
        title="Blogs & Gallery"
        intro="News, advice and moments from our examinations, classes and festival."
      />
      <Section labelledBy="latest-blogs">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <SectionHeading id="latest-blogs" kicker="Read" title="Latest blogs" />
          <ButtonLink href="/blogs" variant="outline" className="mb-10">
            All blogs
          </ButtonLink>
        </div>
        <ul className="grid gap-8 md:grid-cols-3">
          {blogs.items.map((b) => (
            <li key={b.id}>
              <BlogCard blog={b} headingLevel={3} />
            </li>
          ))}
        </ul>
      </Section>
      <Section tone="mist" labelledBy="latest-galleries">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <SectionHeading id="latest-galleries" kicker="See" title="Latest galleries" />
          <ButtonLink href="/gallery" variant="outline" className="mb-10">
            All galleries
          </ButtonLink>
        </div>
        <ul className="grid gap-8 md:grid-cols-3">
          {events.items.map((e) => (
            <li key={e.id}>
              <EventCard event={e} headingLevel={3} />
            </li>
          ))}
        </ul>
      </Section>
    </>
  )
}

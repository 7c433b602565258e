import type { Metadata } from 'next'
import { pageMetadata } from '@/lib/seo'
import { staticPageMeta } from '@/seo/meta'
import { BlogCard } from '@/components/stories/BlogCard'
import { Pagination } from '@/components/ui/Pagination'
import { Container } from '@/components/ui/Container'
import { PageHeader } from '@/components/ui/PageHeader'
import { listBlogs } from '@/content/blogs'
import { notFound } from 'next/navigation'
import { pageNumber, pastLastPage } from '@/lib/paging'
import { query } from './cache.mjs'

export const dynamic = 'force-dynamic'
export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    title: 'Blogs',
    description:
      'Exam preparation tips, IELTS and PTE advice, Festival of Arts stories and school improvement insights.',
    path: '/blogs',
    meta: await staticPageMeta('blogs'),
  })
}

const PAGE_SIZE = 12
type SearchParams = Record<string, string | string[] | undefined>

export default async function BlogsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const page = pageNumber((await searchParams)[query.page])
  const blogs = await listBlogs({ page, limit: PAGE_SIZE })
  // Past the last page (or any page but the first of nothing) is no page at all: 404, not "none yet".
  if (pastLastPage({ page, totalPages: blogs.totalPages })) notFound()
  return (
    <>
      <PageHeader
        kicker="News and advice"
        title="Blogs"
        intro="Advice for candidates and parents, and news from our examinations, classes and festival."
      />
      <Container className="py-16">
        {blogs.items.length === 0 ? (
          <p className="text-lg text-slate-600">No posts yet. Please check back soon.</p>
        ) : (
          <ul className="grid gap-8 md:grid-cols-3">
            {blogs.items.map((blog, i) => (
              <li key={blog.id}>
                <BlogCard blog={blog} priority={i === 0} />
              </li>
            ))}
          </ul>
        )}
        <Pagination page={blogs.page} totalPages={blogs.totalPages} basePath="/blogs" pageParam={query.page} />
      </Container>
    </>
  )
}

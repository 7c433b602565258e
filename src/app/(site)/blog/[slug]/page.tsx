import type { Metadata } from 'next'
import { blogTitle, pageMetadata } from '@/lib/seo'
import { documentMeta } from '@/seo/meta'
import { MediaImage } from '@/components/ui/MediaImage'
import { notFound } from 'next/navigation'
import { BreadcrumbJsonLd, JsonLd } from '@/components/seo/JsonLd'
import { Container } from '@/components/ui/Container'
import { PageHeader } from '@/components/ui/PageHeader'
import { RichText } from '@/components/ui/RichText'
import { getBlogBySlug } from '@/content/blogs'
import { formatDate } from '@/lib/dates'
import { env } from '@/lib/env'
import { summary } from '@/lib/plainText'
import { preview } from '@/browser/contract'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ slug: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  const [blog, meta] = await Promise.all([getBlogBySlug(slug), documentMeta('blogs', slug)])
  if (!blog) return { title: 'Blog post not found' }
  return pageMetadata({
    title: blogTitle(blog.title),
    description: summary(blog.description),
    path: `/blog/${blog.slug}`,
    image: blog.thumb_img,
    type: 'article',
    meta,
  })
}

export default async function BlogPostPage({ params }: Props) {
  const blog = await getBlogBySlug((await params).slug)
  if (!blog) notFound()
  const author = `${blog.author.first_name} ${blog.author.last_name}`.trim()
  return (
    <>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'BlogPosting',
          headline: blog.title,
          datePublished: blog.published_at,
          author: { '@type': 'Person', name: author },
          image: blog.thumb_img ? `${env().serverUrl}${blog.thumb_img}` : undefined,
          mainEntityOfPage: `${env().serverUrl}/blog/${blog.slug}`,
          description: summary(blog.description),
        }}
      />
      <BreadcrumbJsonLd
        trail={[
          { name: 'Blogs', path: '/blogs' },
          { name: blog.title, path: `/blog/${blog.slug}` },
        ]}
      />
      <PageHeader kicker="Blog Post" title={blog.title} image={blog.bg_img} liveField="title" />
      <Container className="py-14">
        <article className="mx-auto max-w-3xl">
          <h2 className="text-3xl font-bold text-navy sm:text-4xl" {...preview.liveField.props('title')}>
            {blog.title}
          </h2>
          <dl className="mt-5 flex flex-wrap gap-x-8 gap-y-2 text-sm text-slate-600">
            <div className="flex gap-1.5">
              <dt className="font-semibold text-navy">Posted By</dt>
              <dd>{author}</dd>
            </div>
            <div className="flex gap-1.5">
              <dt className="font-semibold text-navy">Posted on</dt>
              <dd>
                <time dateTime={blog.published_at}>{formatDate(blog.published_at)}</time>
              </dd>
            </div>
          </dl>
          {blog.bg_img && (
            <MediaImage
              src={blog.bg_img}
              width={1600}
              height={700}
              sizes="(min-width: 768px) 768px, 100vw"
              className="mt-8 aspect-[16/7] w-full rounded-2xl object-cover"
            />
          )}
          <RichText html={blog.description} className="prose-lg mt-10" liveField="description" />
          <p className="mt-12 border-t border-slate-200 pt-6">
            <a href="/blogs" className="font-semibold text-teal hover:text-teal-dark">
              ← All blogs
            </a>
          </p>
        </article>
      </Container>
    </>
  )
}

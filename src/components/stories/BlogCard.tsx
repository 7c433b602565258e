import { MediaImage } from '@/components/ui/MediaImage'
import type { PublicBlog } from '@/content/blogs'
import { formatDate } from '@/lib/dates'

/** A blog in a grid (its list shape, content/blogs.ts): thumbnail, title, date, a two-line excerpt and Read More. */
/** `priority`: the first card of a list, the largest image a phone shows at first. */
export function BlogCard({
  blog,
  headingLevel = 2,
  priority = false,
}: {
  blog: PublicBlog
  headingLevel?: 2 | 3
  priority?: boolean
}) {
  const Heading = `h${headingLevel}` as const
  return (
    <article
      className={
        'group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white ' +
        'shadow-sm ring-1 ring-slate-200 transition hover:-translate-y-1 hover:shadow-lg'
      }
    >
      {blog.thumb_img && (
        <MediaImage
          src={blog.thumb_img}
          alt=""
          priority={priority}
          width={800}
          height={500}
          sizes="(min-width: 768px) 33vw, 100vw"
          className="aspect-[8/5] w-full object-cover"
        />
      )}
      <div className="flex flex-1 flex-col p-6">
        <time dateTime={blog.published_at} className="text-sm font-medium text-teal">
          {formatDate(blog.published_at)}
        </time>
        <Heading className="mt-2 text-xl font-bold leading-snug text-navy">{blog.title}</Heading>
        <p className="mt-3 line-clamp-2 text-slate-600" data-testid="blog-excerpt">
          {blog.description}
        </p>
        <a
          href={`/blog/${blog.slug}`}
          aria-label={`Read More: ${blog.title}`}
          className={
            'mt-5 inline-flex items-center gap-1 text-sm font-semibold ' +
            'text-teal after:absolute after:inset-0 hover:text-teal-dark'
          }
        >
          Read More
          <span aria-hidden="true">→</span>
        </a>
      </div>
    </article>
  )
}

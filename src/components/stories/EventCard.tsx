import { MediaImage } from '@/components/ui/MediaImage'
import type { PublicEvent } from '@/content/events'

/** An event (gallery) in a grid: thumbnail, title and View More. */
/** `priority`: the first card of a list, the largest image a phone shows at first. */
export function EventCard({
  event,
  headingLevel = 2,
  priority = false,
}: {
  event: PublicEvent
  headingLevel?: 2 | 3
  priority?: boolean
}) {
  const Heading = `h${headingLevel}` as const
  return (
    <article
      className={
        'group relative overflow-hidden rounded-2xl bg-navy-deep shadow-sm ' +
        'ring-1 ring-slate-200 transition hover:-translate-y-1 hover:shadow-lg'
      }
    >
      {event.thumb_img && (
        <MediaImage
          src={event.thumb_img}
          alt=""
          priority={priority}
          width={800}
          height={600}
          sizes="(min-width: 768px) 33vw, 100vw"
          className="aspect-[4/3] w-full object-cover transition duration-500 group-hover:scale-105"
        />
      )}
      <div
        className={
          'absolute inset-x-0 bottom-0 bg-gradient-to-t from-navy-deep ' +
          'via-navy-deep/85 to-transparent p-6 pt-16 text-white'
        }
      >
        <Heading className="text-xl font-bold leading-snug">{event.title}</Heading>
        <a
          href={`/gallery/${event.slug}`}
          aria-label={`View More: ${event.title}`}
          className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-amber after:absolute after:inset-0"
        >
          View More
          <span aria-hidden="true">→</span>
        </a>
      </div>
    </article>
  )
}

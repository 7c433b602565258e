import type { Metadata } from 'next'
import { eventDescription, eventTitle, pageMetadata } from '@/lib/seo'
import { documentMeta } from '@/seo/meta'
import { MediaImage } from '@/components/ui/MediaImage'
import { notFound } from 'next/navigation'
import { BreadcrumbJsonLd } from '@/components/seo/JsonLd'
import { Container } from '@/components/ui/Container'
import { PageHeader } from '@/components/ui/PageHeader'
import { RichText } from '@/components/ui/RichText'
import { getEventBySlug } from '@/content/events'
import { summary } from '@/lib/plainText'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ slug: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  const [found, meta] = await Promise.all([getEventBySlug(slug), documentMeta('events', slug)])
  if (!found) return { title: 'Gallery not found' }
  const event = found.event[0]
  return pageMetadata({
    title: eventTitle(event.title),
    description: eventDescription(event.title, summary(event.description)),
    path: `/gallery/${event.slug}`,
    image: event.thumb_img,
    meta,
  })
}

export default async function GalleryEventPage({ params }: Props) {
  const found = await getEventBySlug((await params).slug)
  if (!found) notFound()
  const event = found.event[0]
  const photos = found.eventphotos
  return (
    <>
      <BreadcrumbJsonLd
        trail={[
          { name: 'Gallery', path: '/gallery' },
          { name: event.title, path: `/gallery/${event.slug}` },
        ]}
      />
      <PageHeader kicker="Gallery" title={event.title} liveField="title" />
      <Container className="py-14">
        <RichText html={event.description} className="prose-lg mx-auto max-w-3xl" liveField="description" />
        {photos.length > 0 ? (
          <>
            <p className="mt-10 text-center text-sm font-medium text-slate-500">
              Click an image to see a larger preview.
            </p>
            <ul
              className="mt-6 grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3"
              aria-label={`Photos from ${event.title}`}
            >
              {photos.map((photo, i) => (
                <li key={photo.id}>
                  <a
                    href={photo.slug}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="group block overflow-hidden rounded-2xl ring-1 ring-slate-200"
                  >
                    <MediaImage
                      src={photo.slug}
                      alt={photo.alt}
                      width={1200}
                      height={800}
                      sizes="(min-width: 768px) 33vw, 50vw"
                      className="aspect-[3/2] w-full object-cover transition duration-500 group-hover:scale-105"
                    />
                    {/* A decorative photo still needs the link named. */}
                    {!photo.alt && (
                      <span className="sr-only">
                        Photo {i + 1} from {event.title}
                      </span>
                    )}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className="mx-auto mt-12 max-w-3xl rounded-2xl bg-mist p-8 text-center text-lg font-medium text-slate-600">
            No images available
          </p>
        )}
        <p className="mx-auto mt-12 max-w-3xl border-t border-slate-200 pt-6">
          <a href="/gallery" className="font-semibold text-teal hover:text-teal-dark">
            ← All galleries
          </a>
        </p>
      </Container>
    </>
  )
}

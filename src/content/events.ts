import 'server-only'
import type { Event } from '@/payload-types'
import { payloadClient } from '@/lib/payload'
import { richTextToHtml } from '@/lib/richText'
import { mediaPath } from '@/lib/urls'
import { findPaging, type PagedList, type Paging } from './paging'

export type PublicEvent = {
  id: number
  slug: string
  title: string
  description: string
  thumb_img: string
}
/** An event photo: `slug` holds the image path, as the legacy API named it. */
export type PublicEventPhoto = { id: string; event_id: number; slug: string; alt: string }
export type PublicEventWithPhotos = { event: PublicEvent[]; eventphotos: PublicEventPhoto[] }

export function toPublicEvent(doc: Event): PublicEvent {
  return {
    id: doc.id,
    slug: doc.slug ?? '',
    title: doc.title,
    description: richTextToHtml(doc.description),
    thumb_img: mediaPath(doc.thumbnail),
  }
}

export function toPublicEventPhotos(doc: Event): PublicEventPhoto[] {
  return (doc.photos ?? [])
    .map((p, i) => ({
      id: p.id ?? `${doc.id}-${i}`,
      event_id: doc.id,
      slug: mediaPath(p.image),
      alt: typeof p.image === 'object' && p.image ? (p.image.alt ?? '') : '',
    }))
    .filter((p) => p.slug !== '')
}

export async function listEvents(paging?: Paging): Promise<PagedList<PublicEvent>> {
  const payload = await payloadClient()
  const result = await payload.find({
    collection: 'events',
    sort: '-eventDate',
    depth: 1,
    overrideAccess: false,
    ...findPaging(paging),
  })
  return {
    items: result.docs.map(toPublicEvent),
    page: result.page ?? 1,
    totalPages: result.totalPages,
    totalItems: result.totalDocs,
  }
}

export async function getEventBySlug(slug: string): Promise<PublicEventWithPhotos | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'events',
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 1,
    overrideAccess: false,
  })
  const doc = docs[0]
  return doc ? { event: [toPublicEvent(doc)], eventphotos: toPublicEventPhotos(doc) } : null
}

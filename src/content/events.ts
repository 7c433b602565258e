import 'server-only'
import { cache } from 'react'
import type { Event } from '@/payload-types'
import { richTextToHtml } from '@/lib/richText'
import { richTextExcerpt } from '@/lib/richTextExcerpt'
import { mediaPath } from '@/lib/urls'
import { altOf } from '@/uploads/altText'
import type { PagedList, Paging } from '@/lib/paging'
import { findBySlug, listPublished } from './query'

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
      alt: typeof p.image === 'object' ? altOf(p.image) : '',
    }))
    .filter((p) => p.slug !== '')
}

/** An event in a list: the same fields, `description` a plain-text excerpt; its photos are not read. */
export function toEventListItem(doc: Event): PublicEvent {
  return {
    id: doc.id,
    slug: doc.slug ?? '',
    title: doc.title,
    description: richTextExcerpt(doc.description),
    thumb_img: mediaPath(doc.thumbnail),
  }
}

/** Published events, latest first, in their list shape: all of them, or one page when `paging.page` is set. */
export function listEvents(paging?: Paging): Promise<PagedList<PublicEvent>> {
  const fields = { title: true, slug: true, thumbnail: true, description: true } as const
  return listPublished('events', '-eventDate', toEventListItem, paging, fields)
}

/** One published event with its photos; cached per request, so a layout and its page share one query. */
export const getEventBySlug = cache(async (slug: string): Promise<PublicEventWithPhotos | null> => {
  const doc = await findBySlug('events', slug)
  return doc ? { event: [toPublicEvent(doc)], eventphotos: toPublicEventPhotos(doc) } : null
})

import 'server-only'
import { cache } from 'react'
import type { Blog } from '@/payload-types'
import { richTextToHtml } from '@/lib/richText'
import { richTextExcerpt } from '@/lib/richTextExcerpt'
import { mediaPath } from '@/lib/urls'
import type { PagedList, Paging } from '@/lib/paging'
import { findBySlug, listPublished } from './query'

export type PublicBlog = {
  id: number
  slug: string
  title: string
  description: string
  thumb_img: string
  bg_img: string
  published_at: string
  author: { first_name: string; last_name: string }
}

function blogShape(doc: Blog, description: string): PublicBlog {
  const thumb = mediaPath(doc.thumbnail)
  return {
    id: doc.id,
    slug: doc.slug ?? '',
    title: doc.title,
    description,
    thumb_img: thumb,
    bg_img: mediaPath(doc.backgroundImage) || thumb,
    published_at: doc.publishedAt,
    author: { first_name: doc.author?.firstName ?? '', last_name: doc.author?.lastName ?? '' },
  }
}

/** A blog on its own (the single-item API, the post page): `description` the whole text as HTML. */
export const toPublicBlog = (doc: Blog): PublicBlog => blogShape(doc, richTextToHtml(doc.description))

/** A blog in a list (the whole-list API, the cards): the same fields, `description` a plain-text excerpt. */
export const toBlogListItem = (doc: Blog): PublicBlog => blogShape(doc, richTextExcerpt(doc.description))

const LIST_FIELDS = {
  title: true,
  slug: true,
  publishedAt: true,
  author: true,
  thumbnail: true,
  backgroundImage: true,
  description: true,
}

/** Published blogs, newest first, in their list shape: all of them, or one page when `paging.page` is set. */
export function listBlogs(paging?: Paging): Promise<PagedList<PublicBlog>> {
  return listPublished('blogs', '-publishedAt', toBlogListItem, paging, LIST_FIELDS)
}

/** One published blog; cached per request, so a layout and its page share one query. */
export const getBlogBySlug = cache(async (slug: string): Promise<PublicBlog | null> => {
  const doc = await findBySlug('blogs', slug)
  return doc ? toPublicBlog(doc) : null
})

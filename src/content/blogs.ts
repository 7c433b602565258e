import 'server-only'
import { cache } from 'react'
import type { Blog } from '@/payload-types'
import { richTextToHtml } from '@/lib/richText'
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

export function toPublicBlog(doc: Blog): PublicBlog {
  const thumb = mediaPath(doc.thumbnail)
  return {
    id: doc.id,
    slug: doc.slug ?? '',
    title: doc.title,
    description: richTextToHtml(doc.description),
    thumb_img: thumb,
    bg_img: mediaPath(doc.backgroundImage) || thumb,
    published_at: doc.publishedAt,
    author: { first_name: doc.author?.firstName ?? '', last_name: doc.author?.lastName ?? '' },
  }
}

/** Published blogs, newest first: all of them, or one page when `paging.page` is set. */
export function listBlogs(paging?: Paging): Promise<PagedList<PublicBlog>> {
  return listPublished('blogs', '-publishedAt', toPublicBlog, paging)
}

/** One published blog; cached per request, so a layout and its page share one query. */
export const getBlogBySlug = cache(async (slug: string): Promise<PublicBlog | null> => {
  const doc = await findBySlug('blogs', slug)
  return doc ? toPublicBlog(doc) : null
})

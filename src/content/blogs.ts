import 'server-only'
import type { Blog } from '@/payload-types'
import { payloadClient } from '@/lib/payload'
import { richTextToHtml } from '@/lib/richText'
import { mediaPath } from '@/lib/urls'
import { findPaging, type PagedList, type Paging } from './paging'

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
export async function listBlogs(paging?: Paging): Promise<PagedList<PublicBlog>> {
  const payload = await payloadClient()
  const result = await payload.find({
    collection: 'blogs',
    sort: '-publishedAt',
    depth: 1,
    overrideAccess: false,
    ...findPaging(paging),
  })
  return {
    items: result.docs.map(toPublicBlog),
    page: result.page ?? 1,
    totalPages: result.totalPages,
    totalItems: result.totalDocs,
  }
}

export async function getBlogBySlug(slug: string): Promise<PublicBlog | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'blogs',
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 1,
    overrideAccess: false,
  })
  return docs[0] ? toPublicBlog(docs[0]) : null
}

import 'server-only'
import { cache } from 'react'
import type { CollectionSlug, DataFromCollectionSlug } from 'payload'
import { payloadClient } from '@/lib/payload'
import { findPaging, type PagedList, type Paging } from '@/lib/paging'
import { readOptions } from './preview'

// Queries shared by the entity modules, with visitor access (drafts and private data stay hidden), or,
// on a page previewed by signed-in staff, that staff member's drafts (./preview.ts).

/**
 * The published document with this slug (its latest draft in a preview), with its images populated, or null.
 * Once per render (the menu and the page may both ask); no count query (slugs are unique).
 */
export const findBySlug = cache(
  async <C extends CollectionSlug>(collection: C, slug: string): Promise<DataFromCollectionSlug<C> | null> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection,
      where: { slug: { equals: slug } },
      limit: 1,
      pagination: false,
      depth: 1,
      ...(await readOptions()),
    })
    return (docs[0] as DataFromCollectionSlug<C> | undefined) ?? null
  },
)

/** A published list in `sort` order, mapped to its public shape: everything, or one page; `select`: the fields read. */
export async function listPublished<C extends CollectionSlug, T>(
  collection: C,
  sort: string,
  map: (doc: DataFromCollectionSlug<C>) => T,
  paging?: Paging,
  select?: Record<string, boolean>,
): Promise<PagedList<T>> {
  const payload = await payloadClient()
  // Only the fields the list shows, and of its images only the file name (a list of 1,000 posts reads 1,000 of each).
  const fields: object = select ? { select, populate: { media: { filename: true } } } : {}
  const result = await payload.find({
    collection,
    sort,
    depth: 1,
    ...fields,
    ...(await readOptions()),
    ...findPaging(paging),
  })
  return {
    items: (result.docs as DataFromCollectionSlug<C>[]).map(map),
    page: result.page ?? 1,
    totalPages: result.totalPages,
    totalItems: result.totalDocs,
  }
}

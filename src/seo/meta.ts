import 'server-only'
import { payloadClient } from '@/lib/payload'
import type { MetaFields } from '@/lib/seo'
import type { StaticPage } from './PageSeo'
import { readOptions } from '@/content/preview'

// The SEO fields a page's metadata reads, as the page's content is read: published, or the draft in a staff preview.

/** A blog's, event's or exam's `meta`, by slug. */
export async function documentMeta(collection: 'blogs' | 'events' | 'exams', slug: string): Promise<MetaFields> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection,
    where: { slug: { equals: slug } },
    select: { meta: true },
    depth: 1,
    limit: 1,
    pagination: false,
    ...(await readOptions()),
  })
  return (docs[0] as { meta?: MetaFields } | undefined)?.meta
}

/** A fixed page's `meta` from the Page SEO global. */
export async function staticPageMeta(page: StaticPage): Promise<MetaFields> {
  const payload = await payloadClient()
  const doc = await payload.findGlobal({ slug: 'page-seo', depth: 1, ...(await readOptions()) })
  return (doc as unknown as Record<StaticPage, { meta?: MetaFields } | undefined>)[page]?.meta
}

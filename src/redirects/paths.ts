// Where each kind of document a redirect may point to is shown on the site.

export const REFERENCE_COLLECTIONS = ['blogs', 'events', 'exams'] as const
export type ReferenceCollection = (typeof REFERENCE_COLLECTIONS)[number]

type Sluggable = { slug?: string | null; category?: unknown }

/** A document's public path from its slug (exams also need their category's), or undefined. */
export function publicPathOf(collection: ReferenceCollection, doc: Sluggable): string | undefined {
  if (!doc.slug) return undefined
  if (collection === 'blogs') return `/blog/${doc.slug}`
  if (collection === 'events') return `/gallery/${doc.slug}`
  const category = doc.category as { slug?: string | null } | null | undefined
  return category && typeof category === 'object' && category.slug
    ? `/examinations/${category.slug}/${doc.slug}`
    : undefined
}

import { collections } from '@/collections'

/** Each collection's main table (its slug in snake case): counted in the manifest, checked before a restore. */
export function collectionTables(): { slug: string; table: string }[] {
  return collections.map((c) => ({ slug: c.slug, table: c.slug.replace(/-/g, '_') }))
}

/** "12 contact-messages, 3 users": the collections that hold rows, for messages. */
export function describeRows(rows: Record<string, number>): string {
  const held = Object.entries(rows).filter(([, n]) => n > 0)
  return held.length ? held.map(([slug, n]) => `${n} ${slug}`).join(', ') : 'no rows'
}

import type { MetadataRoute } from 'next'
import { sitemapEntries } from '@/content/sitemap'
import { env } from '@/lib/env'

// Read at request time: the database is not there at build time, and content changes all day.
export const dynamic = 'force-dynamic'

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = env().serverUrl
  return (await sitemapEntries()).map((e) => ({ url: `${base}${e.path}`, lastModified: e.lastModified }))
}

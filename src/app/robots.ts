import type { MetadataRoute } from 'next'
import { env } from '@/lib/env'

export const dynamic = 'force-dynamic'

/** Everything public may be crawled; the admin and Payload's own API may not. */
export default function robots(): MetadataRoute.Robots {
  const base = env().serverUrl
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/api/graphql', '/api/users'] }],
    sitemap: `${base}/sitemap.xml`,
  }
}

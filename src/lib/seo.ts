import type { Metadata } from 'next'
import { env } from './env'

export const SITE_NAME = 'Lyceum Assessments'
export const DEFAULT_DESCRIPTION =
  'Pearson Edexcel examinations, IELTS and PTE classes, the Festival of Arts and school inspections in Sri Lanka.'
const OG_IMAGE = { url: '/og-image.jpg', width: 1200, height: 630, alt: `${SITE_NAME}: examinations and assessments you can trust` }

/** Site-wide metadata: absolute URLs from SERVER_URL, link previews with a 1200×630 image. */
export function siteMetadata(): Metadata {
  return {
    metadataBase: new URL(env().serverUrl),
    title: { default: SITE_NAME, template: `%s · ${SITE_NAME}` },
    description: DEFAULT_DESCRIPTION,
    openGraph: { type: 'website', siteName: SITE_NAME, locale: 'en_LK', images: [OG_IMAGE] },
    twitter: { card: 'summary_large_image', images: [OG_IMAGE.url] },
  }
}

/** A page's own title, description, canonical URL and link preview. */
export function pageMetadata({
  title,
  description,
  path,
  image,
  type = 'website',
}: {
  title: string
  description?: string
  path: string
  image?: string
  type?: 'website' | 'article'
}): Metadata {
  const desc = description || DEFAULT_DESCRIPTION
  const images = image ? [{ url: image }] : [OG_IMAGE]
  return {
    title,
    description: desc,
    alternates: { canonical: path },
    openGraph: { type, siteName: SITE_NAME, locale: 'en_LK', title, description: desc, url: path, images },
    twitter: { card: 'summary_large_image', title, description: desc, images: images.map((i) => i.url) },
  }
}

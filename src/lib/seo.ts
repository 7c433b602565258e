import type { Metadata } from 'next'
import { env } from './env'
import { APPLE_TOUCH_ICON_PATH, SITE_ICON_URL } from './siteIcon'
import { mediaPath } from './urls'

export const SITE_NAME = 'Lyceum Assessments'
export const DEFAULT_DESCRIPTION =
  'Pearson Edexcel examinations, IELTS and PTE classes, the Festival of Arts and school inspections in Sri Lanka.'
const OG_IMAGE = {
  url: '/og-image.jpg',
  width: 1200,
  height: 630,
  alt: `${SITE_NAME}: examinations and assessments you can trust`,
}

/** Site-wide metadata: absolute URLs from SERVER_URL, link previews with a 1200×630 image, the favicon inline. */
export function siteMetadata(): Metadata {
  return {
    metadataBase: new URL(env().serverUrl),
    title: { default: SITE_NAME, template: `%s · ${SITE_NAME}` },
    description: DEFAULT_DESCRIPTION,
    openGraph: { type: 'website', siteName: SITE_NAME, locale: 'en_LK', images: [OG_IMAGE] },
    twitter: { card: 'summary_large_image', images: [OG_IMAGE.url] },
    icons: {
      icon: [{ url: SITE_ICON_URL, type: 'image/svg+xml' }],
      apple: [{ url: APPLE_TOUCH_ICON_PATH, sizes: '180x180' }],
    },
  }
}

/** The whole `<title>` a page title becomes (the layout's template). */
export const fullTitle = (title: string) => `${title} · ${SITE_NAME}`

/** What editors set in a document's or page's SEO fields (`meta`, @payloadcms/plugin-seo). */
export type MetaFields =
  | {
      title?: string | null
      description?: string | null
      image?:
        number | { filename?: string | null; width?: number | null; height?: number | null; alt?: string | null } | null
    }
  | null
  | undefined

type ShareImage = { url: string; width?: number; height?: number; alt?: string }

function metaImage(image: NonNullable<MetaFields>['image']): ShareImage | undefined {
  const url = mediaPath(image)
  if (!url || !image || typeof image !== 'object') return undefined
  return { url, width: image.width ?? undefined, height: image.height ?? undefined, alt: image.alt || undefined }
}

/**
 * A page's own title, description, canonical URL and link preview. An editor's `meta` wins where
 * filled (its title is the whole `<title>`, as the SEO fields' preview shows it); the rest stays.
 */
export function pageMetadata({
  title,
  description,
  path,
  image,
  type = 'website',
  meta,
}: {
  title: string
  description?: string
  path: string
  image?: string
  type?: 'website' | 'article'
  meta?: MetaFields
}): Metadata {
  const ownTitle = meta?.title?.trim()
  const shownTitle = ownTitle || title
  const desc = meta?.description?.trim() || description || DEFAULT_DESCRIPTION
  const images: ShareImage[] = [metaImage(meta?.image) ?? (image ? { url: image } : OG_IMAGE)]
  return {
    title: ownTitle ? { absolute: ownTitle } : title,
    description: desc,
    alternates: { canonical: path },
    openGraph: { type, siteName: SITE_NAME, locale: 'en_LK', title: shownTitle, description: desc, url: path, images },
    twitter: { card: 'summary_large_image', title: shownTitle, description: desc, images: images.map((i) => i.url) },
  }
}

// Default titles and descriptions of documents' pages: the pages and the SEO fields' "Auto-generate" share them.
export const blogTitle = (title: string) => title
export const eventTitle = (title: string) => `${title} · Gallery`
export const eventDescription = (title: string, summary: string) => summary || `Photos from ${title}.`
export const examTitle = (name: string, category: string) => (category ? `${name} · ${category}` : name)
export const examDescription = (name: string, summary: string) => summary || `${name}: entries, dates and downloads.`

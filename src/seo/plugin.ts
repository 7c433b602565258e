import type { CollectionSlug, Payload, Plugin } from 'payload'
import { seoPlugin } from '@payloadcms/plugin-seo'
import type { GenerateDescription, GenerateTitle, GenerateURL } from '@payloadcms/plugin-seo/types'
import { env } from '@/lib/env'
import { summary } from '@/lib/plainText'
import { richTextToHtml } from '@/lib/richText'
import { blogTitle, eventDescription, eventTitle, examDescription, examTitle, fullTitle } from '@/lib/seo'
import { publicPathOf, type ReferenceCollection } from '@/redirects/paths'
import { PageSeo } from './PageSeo'

// SEO fields (`meta.title`, `meta.description`, `meta.image`) on blogs, events and exams, whose
// "Auto-generate" fills in what the site shows when they are empty (src/lib/seo.ts).

const PAGE_COLLECTIONS = ['blogs', 'events', 'exams'] as const satisfies ReferenceCollection[]

type FormDoc = { title?: string; name?: string; slug?: string; description?: unknown; category?: unknown }

/** An exam's category as the form holds it (an id) or populated. */
type Category = { name?: string | null; slug?: string | null }

async function categoryOf(payload: Payload, category: unknown): Promise<Category | undefined> {
  if (category && typeof category === 'object') return category as Category
  if (typeof category !== 'number' && typeof category !== 'string') return undefined
  const found = await payload.findByID({ collection: 'exam-categories', id: category, depth: 0, disableErrors: true })
  return found ?? undefined
}

const collectionOf = (slug?: string) =>
  (PAGE_COLLECTIONS as readonly string[]).includes(slug ?? '') ? (slug as ReferenceCollection) : undefined

// The SEO plugin's own checks (its defaults): "Auto-generate" must pass them, never produce "Too long".
export const SEO_TITLE_MAX = 60
export const SEO_DESCRIPTION_MAX = 150

/** Cut at a word boundary with an ellipsis, within `max` characters. */
const within = (text: string, max: number) => {
  if (text.length <= max) return text
  const cut = text.lastIndexOf(' ', max - 1)
  return `${text
    .slice(0, cut > 0 ? cut : max - 1)
    .replace(/[,.;:·-]\s*$/, '')
    .trimEnd()}…`
}

/** The page's title with the site's name when both fit in the plugin's limit; the page's title alone otherwise. */
export const fittedTitle = (title: string) =>
  fullTitle(title).length <= SEO_TITLE_MAX ? fullTitle(title) : within(title, SEO_TITLE_MAX)

const generateTitle: GenerateTitle<FormDoc> = async ({ doc, collectionConfig, req }) => {
  const collection = collectionOf(collectionConfig?.slug)
  if (collection === 'blogs') return fittedTitle(blogTitle(doc.title ?? ''))
  if (collection === 'events') return fittedTitle(eventTitle(doc.title ?? ''))
  if (collection === 'exams')
    return fittedTitle(examTitle(doc.name ?? '', (await categoryOf(req.payload, doc.category))?.name ?? ''))
  return ''
}

const generateDescription: GenerateDescription<FormDoc> = ({ doc, collectionConfig }) => {
  const text = summary(richTextToHtml(doc.description), SEO_DESCRIPTION_MAX)
  const collection = collectionOf(collectionConfig?.slug)
  if (collection === 'events') return within(eventDescription(doc.title ?? '', text), SEO_DESCRIPTION_MAX)
  if (collection === 'exams') return within(examDescription(doc.name ?? '', text), SEO_DESCRIPTION_MAX)
  return text
}

const generateURL: GenerateURL<FormDoc> = async ({ doc, collectionConfig, req }) => {
  const collection = collectionOf(collectionConfig?.slug)
  if (!collection) return env().serverUrl
  const category = collection === 'exams' ? await categoryOf(req.payload, doc.category) : undefined
  const path = publicPathOf(collection, { slug: doc.slug, category })
  return path ? `${env().serverUrl}${path}` : env().serverUrl
}

/** The SEO fields and the Page SEO global. */
export function seoPlugins(): Plugin[] {
  return [
    seoPlugin({
      collections: [...PAGE_COLLECTIONS] as CollectionSlug[],
      uploadsCollection: 'media',
      generateTitle,
      generateDescription,
      generateURL,
    }),
    (config) => ({ ...config, globals: [...(config.globals ?? []), PageSeo] }),
  ]
}

import type { CollectionConfig, GlobalConfig, LivePreviewConfig, PayloadRequest } from 'payload'
import { previewLink } from '@/lib/preview'

// Which page shows a document or a global: where the admin's Preview button and live preview open it
// (decision 031). The preview route (/api/preview) checks the session and turns on draft mode first.

type Doc = Record<string, unknown>

const slugOf = (doc: Doc) => (typeof doc.slug === 'string' && doc.slug !== '' ? doc.slug : null)

/** The category's slug, whether the form holds its id or the document holds it populated. */
async function categorySlug(category: unknown, req: PayloadRequest): Promise<string | null> {
  if (category && typeof category === 'object') return slugOf(category as Doc)
  if (typeof category !== 'number' && typeof category !== 'string') return null
  const found = await req.payload
    .findByID({
      collection: 'exam-categories',
      id: category,
      depth: 0,
      req,
      overrideAccess: false,
      disableErrors: true,
    })
    .catch(() => null)
  return found?.slug ?? null
}

const collectionPages: Record<string, (doc: Doc, req: PayloadRequest) => Promise<string | null> | string | null> = {
  blogs: (doc) => (slugOf(doc) ? `/blog/${slugOf(doc)}` : null),
  events: (doc) => (slugOf(doc) ? `/gallery/${slugOf(doc)}` : null),
  exams: async (doc, req) => {
    const category = await categorySlug(doc.category, req)
    return category && slugOf(doc) ? `/examinations/${category}/${slugOf(doc)}` : null
  },
  // The home page's own content.
  'slider-items': () => '/',
  notifications: () => '/',
  values: () => '/about-us',
}

const globalPages: Record<string, string> = {
  'site-settings': '/',
  'website-description': '/',
  'contact-page': '/contact-us',
  'department-introduction': '/department-introduction',
  'ielts-options': '/examinations/IELTS',
  'ielts-course-structure': '/examinations/IELTS',
}

export const previewCollections = Object.keys(collectionPages)
export const previewGlobals = Object.keys(globalPages)

/** The page of a document (null while it has no slug yet) or a global. */
export async function pagePathOf(
  entity: { collection: string } | { global: string },
  doc: Doc,
  req: PayloadRequest,
): Promise<string | null> {
  if ('global' in entity) return globalPages[entity.global] ?? null
  const page = collectionPages[entity.collection]
  return page ? page(doc, req) : null
}

/** The admin's live preview: the page beside the form, on a phone and a desktop width. */
export const livePreview: LivePreviewConfig & { collections: string[]; globals: string[] } = {
  collections: previewCollections,
  globals: previewGlobals,
  breakpoints: [
    { name: 'phone', label: 'Phone', width: 375, height: 740 },
    { name: 'desktop', label: 'Desktop', width: 1280, height: 800 },
  ],
  url: async ({ collectionConfig, globalConfig, data, req }) => {
    const entity = globalConfig ? { global: globalConfig.slug } : { collection: collectionConfig?.slug ?? '' }
    const path = await pagePathOf(entity, data, req)
    return path ? previewLink(path) : null
  },
}

const before = (slot: Record<string, unknown> | undefined) =>
  (slot?.beforeDocumentControls as unknown[] | undefined) ?? []

/** Adds the admin's Preview button (opens the page in a new tab) to a collection that has a page. */
export function withPreviewButton<T extends CollectionConfig | GlobalConfig>(
  entity: T,
  kind: 'collection' | 'global',
): T {
  const known = kind === 'global' ? entity.slug in globalPages : entity.slug in collectionPages
  if (!known) return entity
  const target = kind === 'global' ? { global: entity.slug } : { collection: entity.slug }
  const fit = '@/admin/FitLivePreview#FitLivePreview'
  const components = entity.admin?.components as Record<string, Record<string, unknown> | undefined> | undefined
  const slot = kind === 'global' ? 'elements' : 'edit'
  const beforeDocumentControls = [...before(components?.[slot]), fit]
  return {
    ...entity,
    admin: {
      ...entity.admin,
      // The live preview opens on the desktop view, fitted to its pane.
      components: { ...components, [slot]: { ...components?.[slot], beforeDocumentControls } },
      preview: async (doc: Doc, { req }: { req: PayloadRequest }) => {
        const path = await pagePathOf(target, doc, req)
        return path ? previewLink(path) : null
      },
    },
  }
}

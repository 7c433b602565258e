import 'server-only'
import { payloadClient } from '@/lib/payload'

export type SitemapEntry = { path: string; lastModified: string }

const staticPaths = [
  '/',
  '/about-us',
  '/examinations/IELTS',
  '/examinations/pte-contact',
  '/exam-calendar',
  '/centre-for-school-excellence',
  '/blogs',
  '/gallery',
  '/blogs-and-gallery',
  '/contact-us',
  '/department-introduction',
]

/** Every public route and published blog, event and exam, with when it last changed (never a draft, even for staff). */
export async function sitemapEntries(): Promise<SitemapEntry[]> {
  const payload = await payloadClient()
  const find = <C extends 'blogs' | 'events' | 'exams'>(collection: C) =>
    payload.find({ collection, pagination: false, depth: 1, overrideAccess: false })
  const [blogs, events, exams] = await Promise.all([find('blogs'), find('events'), find('exams')])
  const newest =
    [...blogs.docs, ...events.docs, ...exams.docs]
      .map((d) => d.updatedAt)
      .sort()
      .at(-1) ?? new Date().toISOString()
  return [
    ...staticPaths.map((path) => ({ path, lastModified: newest })),
    ...blogs.docs.map((d) => ({ path: `/blog/${d.slug}`, lastModified: d.updatedAt })),
    ...events.docs.map((d) => ({ path: `/gallery/${d.slug}`, lastModified: d.updatedAt })),
    ...exams.docs.map((d) => ({
      path: `/examinations/${typeof d.category === 'object' ? d.category.slug : ''}/${d.slug}`,
      lastModified: d.updatedAt,
    })),
  ]
}

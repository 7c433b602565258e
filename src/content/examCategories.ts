import 'server-only'
import type { ExamCategory } from '@/payload-types'
import { payloadClient } from '@/lib/payload'
import { mediaPath } from '@/lib/urls'
import { findBySlug } from './query'
import { readOptions } from './preview'

export type ExamMenuEntry = { name: string; slug: string }
export type PublicExamCategory = {
  id: number
  name: string
  slug: string
  header_title: string
  header_image: string
}

export function toPublicExamCategory(doc: ExamCategory): PublicExamCategory {
  return {
    id: doc.id,
    name: doc.name,
    slug: doc.slug ?? '',
    header_title: doc.headerTitle || doc.name,
    header_image: mediaPath(doc.headerImage),
  }
}

export async function getExamCategory(slug: string): Promise<PublicExamCategory | null> {
  const doc = await findBySlug('exam-categories', slug)
  return doc ? toPublicExamCategory(doc) : null
}

/** The exams of one category, in menu order, as the menus list them; null for an unknown category. */
export async function getExamMenu(categorySlug: string): Promise<ExamMenuEntry[] | null> {
  const payload = await payloadClient()
  const category = await getExamCategory(categorySlug)
  if (!category) return null
  const { docs } = await payload.find({
    collection: 'exams',
    where: { category: { equals: category.id } },
    sort: ['menuOrder', 'name'],
    pagination: false,
    depth: 0,
    select: { name: true, slug: true },
    ...(await readOptions()),
  })
  return docs.map((d) => ({ name: d.name, slug: d.slug ?? '' }))
}

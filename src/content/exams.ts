import 'server-only'
import type { Exam } from '@/payload-types'
import { richTextToHtml } from '@/lib/richText'
import { findDownloads, type DownloadList } from './downloads'
import { findBySlug } from './query'

export type PublicExam = {
  id: number
  name: string
  slug: string
  category: string
  description: string
  banner_status: number
  banner_text: string
  banner_link: string
}

export function toPublicExam(doc: Exam): PublicExam {
  return {
    id: doc.id,
    name: doc.name,
    slug: doc.slug ?? '',
    category: typeof doc.category === 'object' ? (doc.category.slug ?? '') : '',
    description: richTextToHtml(doc.description),
    banner_status: doc.banner_status ?? 0,
    banner_text: doc.banner_text ?? '',
    banner_link: doc.banner_link ?? '',
  }
}

/** A published exam by slug; with `categorySlug`, only when it belongs to that category. */
export async function getExamBySlug(slug: string, categorySlug?: string): Promise<PublicExam | null> {
  const doc = await findBySlug('exams', slug)
  if (!doc) return null
  const exam = toPublicExam(doc)
  return categorySlug && exam.category !== categorySlug ? null : exam
}

/** The files listed on an exam's page; null for an unknown exam. */
export async function getExamDownloads(slug: string): Promise<DownloadList | null> {
  const doc = await findBySlug('exams', slug)
  if (!doc) return null
  return findDownloads({ exam: { equals: doc.id } })
}

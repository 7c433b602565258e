import 'server-only'
import type { Exam } from '@/payload-types'
import { payloadClient } from '@/lib/payload'
import { richTextToHtml } from '@/lib/richText'
import { findDownloads, type DownloadList } from './downloads'
import { findBySlug } from './query'
import { readOptions } from './preview'

export type PublicExam = {
  id: number
  name: string
  slug: string
  category: string
  description: string
  banner_status: number
  banner_text: string
  banner_link: string
  /** Questions and answers, each answer as sanitised HTML like the description. */
  questions: PublicQuestion[]
}

export type PublicQuestion = { question: string; answer: string }

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
    questions: (doc.questions ?? []).map((q) => ({ question: q.question, answer: richTextToHtml(q.answer) })),
  }
}

/** An exam as its page reads it: the public shape and settings that stay out of the public JSON. */
export type ExamPageContent = PublicExam & { showPteEnquiryForm: boolean }

export function toExamPageContent(doc: Exam): ExamPageContent {
  return { ...toPublicExam(doc), showPteEnquiryForm: doc.showPteEnquiryForm ?? false }
}

/** A published exam by slug, in the public shape. */
export async function getExamBySlug(slug: string): Promise<PublicExam | null> {
  const doc = await findBySlug('exams', slug)
  return doc ? toPublicExam(doc) : null
}

/** A published exam for its page, only when it belongs to the category `categorySlug`. */
export async function getExamPageContent(slug: string, categorySlug: string): Promise<ExamPageContent | null> {
  const doc = await findBySlug('exams', slug)
  if (!doc) return null
  const exam = toExamPageContent(doc)
  return exam.category === categorySlug ? exam : null
}

/** The page of the first published exam that carries the PTE enquiry form, or null when none does. */
export async function getPteExamPath(): Promise<string | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'exams',
    where: { showPteEnquiryForm: { equals: true } },
    sort: 'menuOrder',
    limit: 1,
    depth: 1,
    ...(await readOptions()),
  })
  const category = typeof docs[0]?.category === 'object' ? docs[0].category.slug : null
  return category && docs[0].slug ? `/examinations/${category}/${docs[0].slug}` : null
}

/** The files listed on an exam's page; null for an unknown exam. */
export async function getExamDownloads(slug: string): Promise<DownloadList | null> {
  const doc = await findBySlug('exams', slug)
  if (!doc) return null
  return findDownloads({ exam: { equals: doc.id } })
}

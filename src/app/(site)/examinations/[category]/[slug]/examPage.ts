import 'server-only'
import { cache } from 'react'
import { getExamCategory } from '@/content/examCategories'
import { getExamPageContent } from '@/content/exams'

export type ExamRouteParams = Promise<{ category: string; slug: string }>

/** The exam and its category for a URL, or null when either is unknown or they do not belong together. */
export const loadExamPage = cache(async (categorySlug: string, slug: string) => {
  const category = await getExamCategory(categorySlug)
  if (!category) return null
  const exam = await getExamPageContent(slug, category.slug)
  return exam ? { category, exam } : null
})

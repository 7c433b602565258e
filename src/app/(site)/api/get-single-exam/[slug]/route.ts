import { getExamBySlug } from '@/content/exams'
import { impossibleSlug, notFoundJson } from '@/lib/api'

export async function GET(_req: Request, { params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params
  if (impossibleSlug(slug)) return notFoundJson('exam', slug)
  const exam = await getExamBySlug(slug)
  return exam ? Response.json([exam]) : notFoundJson('exam', slug)
}

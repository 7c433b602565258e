import { getExamCategory } from '@/content/examCategories'
import { impossibleSlug, notFoundJson } from '@/lib/api'

export async function GET(_req: Request, { params }: { params: Promise<{ category: string }> }) {
  const { category } = await params
  if (impossibleSlug(category)) return notFoundJson('exam category', category)
  const found = await getExamCategory(category)
  return found ? Response.json([found]) : notFoundJson('exam category', category)
}

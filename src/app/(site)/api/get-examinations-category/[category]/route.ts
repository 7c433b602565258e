import { getExamMenu } from '@/content/examCategories'
import { impossibleSlug, notFoundJson } from '@/lib/api'

export async function GET(_req: Request, { params }: { params: Promise<{ category: string }> }) {
  const { category } = await params
  if (impossibleSlug(category)) return notFoundJson('exam category', category)
  const menu = await getExamMenu(category)
  return menu ? Response.json(menu) : notFoundJson('exam category', category)
}

import { getExamCategory } from '@/content/examCategories'
import { jsonError } from '@/lib/api'

export async function GET(_req: Request, { params }: { params: Promise<{ category: string }> }) {
  const { category } = await params
  const found = await getExamCategory(category)
  return found ? Response.json([found]) : jsonError(404, `No exam category "${category}".`)
}

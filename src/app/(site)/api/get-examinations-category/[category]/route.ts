import { getExamMenu } from '@/content/examCategories'
import { jsonError } from '@/lib/api'

export async function GET(_req: Request, { params }: { params: Promise<{ category: string }> }) {
  const { category } = await params
  const menu = await getExamMenu(category)
  return menu ? Response.json(menu) : jsonError(404, `No exam category "${category}".`)
}

import { getExamDownloads } from '@/content/exams'
import { impossibleSlug, notFoundJson } from '@/lib/api'

export async function GET(_req: Request, { params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params
  if (impossibleSlug(slug)) return notFoundJson('exam', slug)
  const list = await getExamDownloads(slug)
  return list ? Response.json(list) : notFoundJson('exam', slug)
}

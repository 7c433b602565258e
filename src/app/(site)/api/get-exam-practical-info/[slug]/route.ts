import { getPracticalInfo } from '@/practical/getPracticalInfo'
import { impossibleSlug, notFoundJson } from '@/lib/api'

/** GET /api/get-exam-practical-info/{slug} ("ielts" for IELTS): venues, exam-day rules, results, policies. */
export async function GET(_req: Request, { params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params
  if (impossibleSlug(slug)) return notFoundJson('exam', slug)
  const found = await getPracticalInfo(slug)
  return found ? Response.json({ exam: found.exam, practical_info: found.info }) : notFoundJson('exam', slug)
}

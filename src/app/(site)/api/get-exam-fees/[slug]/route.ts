import { getExamFees } from '@/content/examCalendar'
import { impossibleSlug, jsonError, notFoundJson } from '@/lib/api'

/** GET /api/get-exam-fees/{slug}: the exam's fees from its next series ("ielts" for IELTS; decision 035). */
export async function GET(_req: Request, { params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params
  if (impossibleSlug(slug)) return notFoundJson('exam', slug)
  const fees = await getExamFees(slug)
  if (fees === 'unknown') return notFoundJson('exam', slug)
  if (fees === 'none') return jsonError(404, `No upcoming dates or fees for the exam "${slug}" yet.`)
  return Response.json(fees)
}

import { getExamCalendarJson } from '@/content/examCalendar'
import { impossibleSlug, jsonError, notFoundJson } from '@/lib/api'
import { query } from './cache.mjs'

/** GET /api/get-exam-calendar[?exam=slug]: upcoming series with their dates and fees (decision 035). */
export async function GET(req: Request) {
  const exams = new URL(req.url).searchParams.getAll(query.exam)
  if (exams.length > 1) return jsonError(400, `Give "${query.exam}" once, or leave it out for every exam.`)
  const exam = exams[0]
  if (exam === '')
    return jsonError(
      400,
      `Give an exam slug in "${query.exam}", e.g. ?${query.exam}=ielts, or leave it out for every exam.`,
    )
  if (exam !== undefined && impossibleSlug(exam)) return notFoundJson('exam', exam)
  const series = await getExamCalendarJson({ exam })
  return series ? Response.json(series) : notFoundJson('exam', exam!)
}

import 'server-only'
import { payloadClient } from '@/lib/payload'
import { findBySlug } from '@/content/query'
import { readOptions } from '@/content/preview'
import { IELTS_CALENDAR_EXAM } from '@/calendar/series'
import { toPracticalInfo, type PracticalInfo } from './practicalInfo'

/**
 * The practical information of a published exam ("ielts" for IELTS): the first guide that names it,
 * with its overrides applied. null for an unknown exam; `info` null when no guide names it yet.
 */
export async function getPracticalInfo(slug: string): Promise<{ exam: string; info: PracticalInfo | null } | null> {
  const payload = await payloadClient()
  const ielts = slug === IELTS_CALENDAR_EXAM.slug
  const exam = ielts ? null : await findBySlug('exams', slug)
  if (!ielts && !exam) return null
  const { docs } = await payload.find({
    collection: 'practical-guides',
    where: ielts ? { ielts: { equals: true } } : { exams: { in: [exam!.id] } },
    sort: 'createdAt',
    limit: 1,
    depth: 1,
    ...(await readOptions()),
  })
  return { exam: ielts ? IELTS_CALENDAR_EXAM.name : exam!.name, info: docs[0] ? toPracticalInfo(docs[0], exam) : null }
}

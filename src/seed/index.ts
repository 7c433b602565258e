import type { CollectionSlug, Payload } from 'payload'
import { seedContext, seedWriteContext } from './context'
import { seedExams } from './demo/exams'
import { seedStories } from './demo/stories'
import { seedHome } from './demo/home'
import { seedGlobals } from './demo/globals'
import { seedExamSeries } from './demo/examSeries'
import { seedClassIntakes } from './demo/classIntakes'
import { seedPracticalInfo } from './demo/practical'
import { seedSearchSettings } from './demo/searchSettings'

/** Demo content that --reset replaces. Users, contact messages and enquiries are never touched. */
const demoCollections: CollectionSlug[] = [
  // Before exams and venues: a guide points at both.
  'practical-guides',
  'exam-venues',
  // Before exams: a series points at its exam.
  'exam-series',
  'class-intakes',
  'downloads',
  'download-categories',
  'exams',
  'exam-categories',
  'blogs',
  'events',
  'slider-items',
  'notifications',
  'values',
  'media',
]

/**
 * Loads the demo content. Idempotent: every document is looked up by its natural key first,
 * so running it twice creates nothing twice. With `reset`, demo content is deleted first.
 */
export async function seedDemoContent(payload: Payload, { reset = false } = {}): Promise<void> {
  const started = Date.now()
  if (reset) {
    for (const collection of demoCollections) {
      const { errors } = await payload.delete({
        collection,
        where: { id: { exists: true } },
        overrideAccess: true,
        context: seedWriteContext,
      })
      // Payload reports a refused row here instead of throwing; a half reset would leave duplicates behind.
      if (errors.length)
        throw new Error(`--reset could not delete ${errors.length} ${collection}: ${errors[0].message}`)
    }
  }
  const ctx = seedContext(payload, reset)
  await seedGlobals(ctx)
  await seedHome(ctx)
  await seedExams(ctx)
  await seedExamSeries(ctx)
  await seedClassIntakes(ctx)
  await seedPracticalInfo(ctx)
  await seedStories(ctx)
  await seedSearchSettings(ctx)
  payload.logger.info(`Demo content ready in ${((Date.now() - started) / 1000).toFixed(1)} s.`)
}

/** True when the site has no content yet (a fresh database). */
export async function isEmpty(payload: Payload): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: 'exam-categories', overrideAccess: true })
  return totalDocs === 0
}

import { createLocalReq, type Payload } from 'payload'
import { SEARCHED_COLLECTIONS, searchEntryFor } from './entry'

const BATCH = 50

/**
 * Fills an empty search index from the published blogs, exams and events: sites that had content
 * before the index existed, or whose index was emptied. Runs at start (src/seed/onStart.ts); saves
 * keep the index current afterwards. Returns how many entries it wrote.
 */
export async function fillEmptySearchIndex(payload: Payload): Promise<number> {
  const { totalDocs } = await payload.count({ collection: 'search', overrideAccess: true })
  if (totalDocs > 0) return 0
  const req = await createLocalReq({}, payload)
  let written = 0
  for (const collection of SEARCHED_COLLECTIONS) {
    for (let page = 1, pages = 1; page <= pages; page++) {
      // What a visitor sees: the published version, never a newer draft.
      const found = await payload.find({
        collection,
        where: { _status: { equals: 'published' } },
        draft: false,
        depth: 0,
        limit: BATCH,
        page,
        sort: 'id',
        overrideAccess: true,
      })
      pages = found.totalPages
      for (const doc of found.docs) {
        const entry = await searchEntryFor(collection, doc as unknown as Record<string, unknown>, req)
        await payload.create({
          collection: 'search',
          data: { ...entry, doc: { relationTo: collection, value: doc.id }, priority: 0 },
          depth: 0,
          overrideAccess: true,
        })
        written++
      }
    }
  }
  if (written > 0) payload.logger.info(`Search index was empty: indexed ${written} published pages.`)
  return written
}

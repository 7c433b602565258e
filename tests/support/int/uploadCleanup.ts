import type { Payload } from 'payload'

type Collection = 'media' | 'downloads'

/**
 * Remembers the newest document of each upload collection, and deletes (with their files) the ones
 * a test file created after it: other tests (the seed's) count the demo content.
 */
export async function keepUploadsAsFound(payload: Payload) {
  const newest: Partial<Record<Collection, number>> = {}
  for (const collection of ['media', 'downloads'] as const) {
    const { docs } = await payload.find({ collection, sort: '-id', limit: 1, depth: 0, overrideAccess: true })
    newest[collection] = (docs[0]?.id as number | undefined) ?? 0
  }
  return async () => {
    for (const collection of ['media', 'downloads'] as const) {
      await payload.delete({ collection, where: { id: { greater_than: newest[collection] } }, overrideAccess: true })
    }
  }
}

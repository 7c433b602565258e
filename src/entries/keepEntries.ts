import { APIError, type CollectionBeforeDeleteHook } from 'payload'

/**
 * A series or an intake that holds entries is not deleted: the entries, their payments and the board's
 * records would lose what they were for (the database would set them to nothing). Staff unpublish it instead.
 */
export function keepEntriesOf(field: 'series' | 'intake'): CollectionBeforeDeleteHook {
  return async ({ id, req }) => {
    const { totalDocs } = await req.payload.count({
      collection: 'entries',
      where: { [field]: { equals: id } },
      overrideAccess: true,
      req,
    })
    if (!totalDocs) return
    const what = field === 'series' ? 'This exam series' : 'This class intake'
    const entries = totalDocs === 1 ? '1 online entry' : `${totalDocs} online entries`
    throw new APIError(
      `${what} has ${entries}, so it cannot be deleted: the entries and their payments need it. Unpublish it instead ` +
        '(its page and entry form then close).',
      409,
      undefined,
      true,
    )
  }
}

import type { CollectionAfterOperationHook, Payload, PayloadRequest, TypedUser, Where } from 'payload'

// Staff access to candidates' personal data, kept for the PDPA: opening an entry, downloading one of its
// documents, exporting a list. List reads are not logged (they show no identity number or birth date).

export type EntryAccess = 'opened' | 'downloaded document' | 'exported' | string

/** A repeat of the same access by the same person within this time is one row (the admin reads a document twice). */
const SAME_VISIT_MS = 60_000

export async function logEntryAccess(
  payload: Payload,
  user: Pick<TypedUser, 'id'>,
  action: EntryAccess,
  entry?: number | null,
): Promise<void> {
  // An export is logged each time; opening and downloading once per visit.
  if (!action.startsWith('exported')) {
    const since = new Date(Date.now() - SAME_VISIT_MS).toISOString()
    const where: Where[] = [
      { user: { equals: user.id } },
      { action: { equals: action } },
      entry ? { entry: { equals: entry } } : { entry: { exists: false } },
      { at: { greater_than: since } },
    ]
    if (
      (await payload.count({ collection: 'entry-access-log', where: { and: where }, overrideAccess: true })).totalDocs >
      0
    )
      return
  }
  await payload.create({
    collection: 'entry-access-log',
    data: { at: new Date().toISOString(), user: user.id, entry: entry ?? null, action },
    overrideAccess: true,
  })
}

/** entries' afterOperation: a staff member (not the server's own code) read one entry. */
export const logOpenedEntry: CollectionAfterOperationHook = async ({ args, operation, req, result }) => {
  if (operation !== 'findByID' || !req.user || req.context?.anonymising) return result
  // The server's own reads pass overrideAccess: true; REST, GraphQL and the admin's views do not.
  if ((args as { overrideAccess?: boolean }).overrideAccess === true) return result
  const id = (result as { id?: number } | null)?.id
  if (typeof id === 'number') await logEntryAccess(req.payload, req.user, 'opened', id)
  return result
}

/** The entry a document belongs to: its access-arrangement document, or a payment's bank slip. */
export async function entryOfFile(
  payload: Payload,
  filename: string,
): Promise<{ file: number; entry: number | null } | null> {
  const { docs } = await payload.find({
    collection: 'entry-files',
    where: { filename: { equals: filename } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const file = docs[0]
  if (!file) return null
  const byDocument = await payload.find({
    collection: 'entries',
    where: { 'accessArrangements.document': { equals: file.id } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  if (byDocument.docs[0]) return { file: file.id, entry: byDocument.docs[0].id }
  const bySlip = await payload.find({
    collection: 'payments',
    where: { slip: { equals: file.id } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const entry = bySlip.docs[0]?.entry
  return { file: file.id, entry: typeof entry === 'number' ? entry : (entry?.id ?? null) }
}

type FileHandler = (req: PayloadRequest, args: { doc?: unknown; params: { filename: string } }) => Promise<Response>

/**
 * The handler of `/api/entry-files/file/<name>` (Payload checks read access before it): logs a staff
 * member's download, then serves the file. One handler, since storage.ts keeps only the first.
 */
export const loggingDownloads =
  (serve: FileHandler): FileHandler =>
  async (req, args) => {
    if (req.user) {
      const found = await entryOfFile(req.payload, args.params.filename)
      if (found) await logEntryAccess(req.payload, req.user, 'downloaded document', found.entry)
    }
    return serve(req, args)
  }

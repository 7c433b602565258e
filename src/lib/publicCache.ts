import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionAfterReadHook,
  CollectionBeforeOperationHook,
  CollectionConfig,
  GlobalAfterChangeHook,
  GlobalAfterReadHook,
  GlobalConfig,
  PayloadRequest,
} from 'payload'
import { sql, type SQL } from '@payloadcms/db-postgres/drizzle'
import {
  CACHE_CHANNEL,
  appSlot,
  frontThread,
  purgeMessage,
  recordRead,
  type PurgeOptions,
  type PurgeTags,
} from '../../server/shared.mjs'

// The production server keeps rendered public pages and JSON on its front thread (server/front.mjs),
// reached through server/shared.mjs. Each entry knows what its render read (tags below); a change purges
// only the entries that show it (decision 041).
export type { PurgeTags }

/** Public content changed: the cached pages and JSON answers that show it are rendered afresh. */
export function purgePublicCache(tags: PurgeTags = 'all', options: PurgeOptions = {}): void {
  frontThread()?.purge(tags, options)
  // Copies of public content kept in this process (the search index) follow the changes too.
  for (const listener of contentListeners()) listener(tags, !options.uncommitted)
}

// One set per thread: the app's bundles may each hold their own copy of this module.
type ContentListener = (tags: PurgeTags, committed: boolean) => void
const contentListeners = () => appSlot('contentListeners', () => new Set<ContentListener>())

/**
 * Calls `listener` with the tags of each change made in this process: once while its transaction is open
 * (committed false), and once it is committed (on PostgreSQL that second call comes through cacheBus only).
 */
export function onPublicContentChange(listener: ContentListener): void {
  contentListeners().add(listener)
}

/** A document's tags: its collection (lists and counts of it change too) and itself. */
export const documentTags = (collection: string, id: string | number): string[] => [collection, `${collection}:${id}`]
export const globalTags = (slug: string): string[] => [`global:${slug}`]

/**
 * Passed to a find whose answer cannot change unless one of the documents it returns does (a lookup
 * by unique filenames): the page then depends on those documents, not on the whole collection.
 */
export const ONLY_THESE_DOCUMENTS = { context: { publicCache: 'onlyTheseDocuments' } } as const

type Runner = { execute(query: SQL): Promise<unknown> }
type Database = { name: string; drizzle: Runner; sessions?: Record<string, { db: Runner }> }

/**
 * Purges this instance's cache at once and, on PostgreSQL, tells every instance (server/cacheBus.mjs).
 * The NOTIFY goes through the change's own transaction when there is one, so PostgreSQL delivers it
 * only once the change is committed (never for a rolled-back one), and no instance can re-render the
 * old content after hearing it. Repeats within one transaction are delivered once. The purged pages
 * are rendered again only once the change is committed: on hearing the NOTIFY, or after the commit.
 */
export async function announceContentChange(req: PayloadRequest, tags: PurgeTags = 'all'): Promise<void> {
  const db = req.payload.db as unknown as Database
  const id = req.transactionID instanceof Promise ? await req.transactionID : req.transactionID
  const postgres = db.name === 'postgres'
  // In a transaction, what shows the change is not kept until its commit is announced: a render meanwhile reads
  // the old content.
  purgePublicCache(tags, { rerender: !postgres && id === undefined, uncommitted: id !== undefined })
  if (!postgres) {
    if (id !== undefined) void afterCommit(db, String(id)).then(() => purgePublicCache(tags))
    return
  }
  const transaction = id === undefined ? undefined : db.sessions?.[String(id)]?.db
  const notify = sql`SELECT pg_notify(${CACHE_CHANNEL}, ${purgeMessage(tags)})`
  if (transaction) return void (await transaction.execute(notify))
  // Without a transaction the change is committed already; a failed notice must not undo the answer.
  await db.drizzle
    .execute(notify)
    .catch((error: unknown) => req.payload.logger.error({ err: error, msg: 'Cache bus: NOTIFY failed' }))
}

/** Resolves once the transaction has ended (Payload's drizzle adapters forget its session then), within 10 s. */
async function afterCommit(db: Database, id: string): Promise<void> {
  for (let waited = 0; db.sessions?.[id] && waited < 10_000; waited += 20) await new Promise((r) => setTimeout(r, 20))
}

/** The hooks that keep the public cache true to collection `slug` (`purges`: what any change of it purges). */
export function collectionCacheHooks(slug: string, purges?: 'all') {
  const tagsOf = (id: string | number): PurgeTags => purges ?? documentTags(slug, id)
  const afterChange: CollectionAfterChangeHook = async ({ doc, req }) => {
    await announceContentChange(req, tagsOf(doc.id))
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook = async ({ doc, id, req }) => {
    await announceContentChange(req, tagsOf(doc?.id ?? id))
    return doc
  }
  // A render's own query (not a population: those have a depth) depends on the whole set; a read by id,
  // or one that says so (ONLY_THESE_DOCUMENTS), on the documents it returns alone.
  const beforeOperation: CollectionBeforeOperationHook = ({ args, context, operation }) => {
    const own = !(args as { currentDepth?: number }).currentDepth && (args as { id?: unknown }).id === undefined
    const set = own && context?.publicCache !== ONLY_THESE_DOCUMENTS.context.publicCache
    if (set && (operation === 'read' || operation === 'count' || operation === 'readDistinct')) recordRead(slug)
    return args
  }
  // Every document a render read, populated ones included.
  const afterRead: CollectionAfterReadHook = ({ doc }) => {
    if (doc?.id !== undefined) recordRead(`${slug}:${doc.id}`)
    return doc
  }
  return {
    afterChange: [afterChange],
    afterDelete: [afterDelete],
    beforeOperation: [beforeOperation],
    afterRead: [afterRead],
  }
}

/** A collection whose documents appear on the public site (`purges: 'all'`: one whose change can move any page). */
export function purgesPublicCache(collection: CollectionConfig, { purges }: { purges?: 'all' } = {}): CollectionConfig {
  const hooks = collection.hooks ?? {}
  const added = collectionCacheHooks(collection.slug, purges)
  return {
    ...collection,
    hooks: {
      ...hooks,
      afterChange: [...(hooks.afterChange ?? []), ...added.afterChange],
      afterDelete: [...(hooks.afterDelete ?? []), ...added.afterDelete],
      beforeOperation: [...(hooks.beforeOperation ?? []), ...added.beforeOperation],
      afterRead: [...(hooks.afterRead ?? []), ...added.afterRead],
    },
  }
}

export function globalPurgesPublicCache(global: GlobalConfig): GlobalConfig {
  const hooks = global.hooks ?? {}
  const tags = globalTags(global.slug)
  const afterChange: GlobalAfterChangeHook = async ({ doc, req }) => {
    await announceContentChange(req, tags)
    return doc
  }
  const afterRead: GlobalAfterReadHook = ({ doc }) => {
    recordRead(tags[0])
    return doc
  }
  return {
    ...global,
    hooks: {
      ...hooks,
      afterChange: [...(hooks.afterChange ?? []), afterChange],
      afterRead: [...(hooks.afterRead ?? []), afterRead],
    },
  }
}

import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionConfig,
  GlobalAfterChangeHook,
  GlobalConfig,
  PayloadRequest,
} from 'payload'
import { sql, type SQL } from '@payloadcms/db-postgres/drizzle'
import { PUBLIC_CACHE } from '../../server/lifecycle.mjs'
import { CACHE_CHANNEL, purgeMessage } from '../../server/cacheBus.mjs'

// The production server (server/index.mjs) keeps rendered public pages and JSON; it registers itself
// on globalThis because the app's bundles do not share module instances with it.
const registry = PUBLIC_CACHE

/** Public content changed: every cached page and JSON answer is rendered afresh on its next visit. */
export function purgePublicCache(): void {
  const cache = (globalThis as { [registry]?: { purge(): void } })[registry]
  cache?.purge()
}

type Runner = { execute(query: SQL): Promise<unknown> }
type PostgresDb = { name: 'postgres'; drizzle: Runner; sessions?: Record<string, { db: Runner }> }

/**
 * Purges this instance's cache at once and, on PostgreSQL, tells every instance (server/cacheBus.mjs).
 * The NOTIFY goes through the change's own transaction when there is one, so PostgreSQL delivers it
 * only once the change is committed (never for a rolled-back one), and no instance can re-render the
 * old content after hearing it. Repeats within one transaction are delivered once.
 */
export async function announceContentChange(req: PayloadRequest): Promise<void> {
  purgePublicCache()
  const db = req.payload.db as unknown as PostgresDb
  if (db.name !== 'postgres') return
  const id = req.transactionID instanceof Promise ? await req.transactionID : req.transactionID
  const transaction = id === undefined ? undefined : db.sessions?.[String(id)]?.db
  const notify = sql`SELECT pg_notify(${CACHE_CHANNEL}, ${purgeMessage()})`
  if (transaction) return void (await transaction.execute(notify))
  // Without a transaction the change is committed already; a failed notice must not undo the answer.
  await db.drizzle.execute(notify).catch((error: unknown) => req.payload.logger.error({ err: error, msg: 'Cache bus: NOTIFY failed' }))
}

const afterChange: CollectionAfterChangeHook = async ({ doc, req }) => {
  await announceContentChange(req)
  return doc
}
const afterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await announceContentChange(req)
  return doc
}
const afterGlobalChange: GlobalAfterChangeHook = async ({ doc, req }) => {
  await announceContentChange(req)
  return doc
}

/** A collection whose documents appear on the public site. */
export function purgesPublicCache(collection: CollectionConfig): CollectionConfig {
  const hooks = collection.hooks ?? {}
  return {
    ...collection,
    hooks: { ...hooks, afterChange: [...(hooks.afterChange ?? []), afterChange], afterDelete: [...(hooks.afterDelete ?? []), afterDelete] },
  }
}

export function globalPurgesPublicCache(global: GlobalConfig): GlobalConfig {
  const hooks = global.hooks ?? {}
  return { ...global, hooks: { ...hooks, afterChange: [...(hooks.afterChange ?? []), afterGlobalChange] } }
}

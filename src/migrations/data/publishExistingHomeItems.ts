// Data steps of the migration that gave notifications and home slides drafts: rows from before it were
// live on the site, so they stay live (published) instead of taking the new column's default, draft.
// Kept apart from the generated schema step so they can be attached to a regenerated migration.

import type { Payload, PayloadRequest } from 'payload'

type Execute = (statement: string) => Promise<unknown>

const TABLES = ['slider_items', 'notifications']

/**
 * SQLite only, BEFORE the generated schema step. The generator rebuilds both tables (their required
 * fields become optional for drafts) and copies a `_status` column the old tables do not have yet,
 * which fails; adding it first, as published, makes that copy valid and carries the rows over live.
 */
export async function addHomeItemStatusBeforeRebuild(execute: Execute): Promise<void> {
  for (const table of TABLES) await execute(`ALTER TABLE \`${table}\` ADD \`_status\` text DEFAULT 'published'`)
}

/** SQLite and PostgreSQL, AFTER the generated schema step: rows from before the migration are published. */
export async function publishExistingHomeItems(execute: Execute): Promise<void> {
  for (const table of TABLES) await execute(`UPDATE ${table} SET _status = 'published'`)
}

/**
 * SQLite and PostgreSQL, AFTER the schema step: each row from before gets its first version. Payload
 * reads drafts (a staff preview, the seed's look-up) from the versions table only, where a row without
 * one does not exist; the admin's history starts from it too.
 */
export async function versionExistingHomeItems(payload: Payload, req: Partial<PayloadRequest>): Promise<void> {
  for (const collection of ['slider-items', 'notifications'] as const) {
    const { docs } = await payload.find({ collection, pagination: false, depth: 0, overrideAccess: true, req })
    for (const doc of docs) {
      const { totalDocs } = await payload.countVersions({ collection, where: { parent: { equals: doc.id } }, overrideAccess: true, req })
      if (totalDocs > 0) continue
      await payload.db.createVersion({
        collectionSlug: collection,
        parent: doc.id,
        versionData: { ...doc, _status: 'published' },
        createdAt: doc.createdAt,
        updatedAt: doc.updatedAt,
        autosave: false,
        req,
        returning: false,
      })
    }
  }
}

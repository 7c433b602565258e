import type { CollectionSlug, Payload, Where } from 'payload'
import type { GeneratedFile } from './assets/images'

/** What every demo-content file gets: the Local API and idempotent create helpers. */
export type SeedContext = {
  payload: Payload
  /** Overwrite globals even when an editor has saved them (npm run seed -- --reset). */
  overwriteGlobals: boolean
  /** Creates the document unless one matching `where` exists; returns its id. */
  ensure: (
    collection: CollectionSlug,
    where: Where,
    data: Record<string, unknown>,
    file?: GeneratedFile,
  ) => Promise<number>
  /** A generated file in an upload collection, rendered only when no file of that name exists. */
  upload: (
    collection: 'media' | 'downloads',
    name: string,
    render: () => Promise<GeneratedFile>,
    data?: Record<string, unknown>,
  ) => Promise<number>
}

// Seeding must never trigger page revalidation or e-mails.
const context = { disableRevalidate: true, seeding: true }

export function seedContext(payload: Payload, overwriteGlobals = false): SeedContext {
  const ensure: SeedContext['ensure'] = async (collection, where, data, file) => {
    const found = await payload.find({
      collection,
      where,
      limit: 1,
      depth: 0,
      draft: true,
      overrideAccess: true,
      context,
    })
    if (found.docs[0]) return found.docs[0].id as number
    const created = await payload.create({
      collection,
      data: data as never,
      file,
      overrideAccess: true,
      context: { ...context },
    })
    return created.id as number
  }
  const upload: SeedContext['upload'] = async (collection, name, render, data = {}) => {
    const found = await payload.find({
      collection,
      where: { filename: { equals: name } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    if (found.docs[0]) return found.docs[0].id
    const file = { ...(await render()), name }
    // A fresh context per upload: the storage adapter keeps state in it; a shared one skips all uploads after one.
    const created = await payload.create({
      collection,
      data: data as never,
      file,
      overrideAccess: true,
      context: { ...context },
    })
    return created.id
  }
  return { payload, overwriteGlobals, ensure, upload }
}

export const seedWriteContext = context

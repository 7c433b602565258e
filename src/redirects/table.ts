import type { Payload, PayloadRequest } from 'payload'
import type { Redirect as RedirectDoc } from '@/payload-types'
import { frontThread, type Redirect } from '../../server/shared.mjs'
import { REFERENCE_COLLECTIONS, publicPathOf, type ReferenceCollection } from './paths'

// The server's redirect table (server/redirects.mjs) is filled from here, through Payload's Local API.

type Reference = NonNullable<RedirectDoc['to']>['reference']

function referenceOf(doc: RedirectDoc): { collection: ReferenceCollection; id: number } | undefined {
  const ref = doc.to?.reference as Reference | undefined
  if (doc.to?.type !== 'reference' || !ref) return undefined
  const value = typeof ref.value === 'object' ? ref.value.id : ref.value
  return { collection: ref.relationTo as ReferenceCollection, id: value }
}

/**
 * Public paths of the referenced documents. `asVisitor` reads only what visitors may see (the
 * server's table: a redirect to an unpublished or deleted document answers nothing); otherwise drafts too.
 */
async function referencePaths(payload: Payload, docs: RedirectDoc[], asVisitor: boolean, req?: PayloadRequest) {
  const paths = new Map<string, string>()
  for (const collection of REFERENCE_COLLECTIONS) {
    const ids = docs.flatMap((d) => {
      const ref = referenceOf(d)
      return ref?.collection === collection ? [ref.id] : []
    })
    if (ids.length === 0) continue
    const found = await payload.find({
      collection,
      where: { id: { in: ids } },
      depth: 1,
      pagination: false,
      overrideAccess: !asVisitor,
      req,
    })
    for (const doc of found.docs) {
      const path = publicPathOf(collection, doc)
      if (path) paths.set(`${collection}:${doc.id}`, path)
    }
  }
  return paths
}

/** Every redirect, with where it leads today (undefined: its document is gone or not public). */
export async function readRedirects(
  payload: Payload,
  { asVisitor, req }: { asVisitor: boolean; req?: PayloadRequest },
) {
  const { docs } = await payload.find({
    collection: 'redirects',
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const paths = await referencePaths(payload, docs, asVisitor, req)
  return docs.map((doc) => {
    const ref = referenceOf(doc)
    const location = ref ? paths.get(`${ref.collection}:${ref.id}`) : doc.to?.url?.trim() || undefined
    return { id: doc.id, from: doc.from, location, status: doc.type === '307' ? 307 : 308 } as const
  })
}

/** What the server answers: redirects whose target a visitor can reach. */
export async function loadRedirectTable(payload: Payload): Promise<Redirect[]> {
  const all = await readRedirects(payload, { asVisitor: true })
  return all.flatMap(({ from, location, status }) => (location ? [{ from, location, status }] : []))
}

/** Gives the server (when this process has one) its loader; tests and scripts have none. */
export function registerRedirectTable(payload: Payload): void {
  frontThread()?.setRedirectSource(() => loadRedirectTable(payload))
}

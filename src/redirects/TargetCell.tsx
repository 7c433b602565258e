import type { DefaultServerCellComponentProps } from 'payload'
import { REFERENCE_COLLECTIONS, publicPathOf, type ReferenceCollection } from './paths'

// The redirects list's "Goes to" column: the address a visitor lands on, not the plugin's "to > To URL Type".

type Target = { type?: string; url?: string | null; reference?: { relationTo?: string; value?: unknown } | null }

export async function RedirectTargetCell({ rowData, payload }: DefaultServerCellComponentProps) {
  const to = (rowData as { to?: Target }).to
  if (to?.type === 'custom') return <span>{to.url || 'No address yet'}</span>
  const ref = to?.reference
  const collection = REFERENCE_COLLECTIONS.find((c) => c === ref?.relationTo) as ReferenceCollection | undefined
  const value = ref?.value
  const id = value && typeof value === 'object' ? (value as { id?: unknown }).id : value
  if (!collection || (typeof id !== 'number' && typeof id !== 'string')) return <span>No page chosen yet</span>
  const doc = await payload.findByID({ collection, id, depth: 1, disableErrors: true, overrideAccess: true })
  return <span>{(doc && publicPathOf(collection, doc)) || 'A page without an address yet'}</span>
}

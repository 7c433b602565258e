import type { Payload, TypedUser, Where } from 'payload'
import { handlesEntries } from '@/auth/roles'
import { listHref } from '@/admin/dashboard/figures'

// The entries' panels on the admin's first screen: what the entries team should look at today.
// Null for anyone else: editors and the inbox never see that entries exist.

const DAY = 24 * 60 * 60 * 1000
export const NEW_ENTRY_DAYS = 7
export const UNPAID_AFTER_DAYS = 3
const SHOWN = 5

export type EntryLine = { label: string; href: string; at: string }
export type EntryPanel = {
  key: 'new' | 'unpaid' | 'slips'
  title: string
  count: number
  href: string
  items: EntryLine[]
}

export async function entriesFigures(
  payload: Payload,
  user: TypedUser | null | undefined,
  now = new Date(),
): Promise<EntryPanel[] | null> {
  if (!user || !handlesEntries(user)) return null
  const weekAgo = new Date(now.getTime() - NEW_ENTRY_DAYS * DAY).toISOString()
  const unpaidSince = new Date(now.getTime() - UNPAID_AFTER_DAYS * DAY).toISOString()
  const panels: { key: EntryPanel['key']; title: string; where: Where; filter: Record<string, [string, string]> }[] = [
    {
      key: 'slips',
      title: 'Bank slips to check',
      where: { status: { equals: 'slip-to-check' } },
      filter: { status: ['equals', 'slip-to-check'] },
    },
    {
      key: 'unpaid',
      title: `Unpaid after ${UNPAID_AFTER_DAYS} days`,
      where: { and: [{ status: { equals: 'awaiting-payment' } }, { createdAt: { less_than: unpaidSince } }] },
      filter: { status: ['equals', 'awaiting-payment'], createdAt: ['less_than', unpaidSince] },
    },
    {
      key: 'new',
      title: `New entries in the last ${NEW_ENTRY_DAYS} days`,
      where: { createdAt: { greater_than: weekAgo } },
      filter: { createdAt: ['greater_than', weekAgo] },
    },
  ]
  return Promise.all(
    panels.map(async (p) => {
      const found = await payload.find({
        collection: 'entries',
        where: p.where,
        sort: p.key === 'new' ? '-createdAt' : 'createdAt',
        limit: SHOWN,
        depth: 0,
        select: { reference: true, candidate: { fullName: true }, createdAt: true },
        overrideAccess: true,
      })
      return {
        key: p.key,
        title: p.title,
        count: found.totalDocs,
        href: listHref('entries', p.filter),
        items: found.docs.map((e) => ({
          label: `${e.reference} · ${e.candidate?.fullName ?? ''}`,
          href: `/admin/collections/entries/${e.id}`,
          at: e.createdAt,
        })),
      }
    }),
  )
}

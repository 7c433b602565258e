import type { CollectionConfig } from 'payload'
import { isAdmin } from '@/auth/roles'
import { nobody } from '@/access'

/** Who opened which entry when: staff access to candidates' personal data, kept for the PDPA (docs/entries.md). */
export const EntryAccessLog: CollectionConfig = {
  slug: 'entry-access-log',
  labels: { singular: 'Entry access', plural: 'Entry access log' },
  admin: { group: 'Entries', defaultColumns: ['at', 'user', 'entry', 'action'] },
  defaultSort: '-at',
  access: { read: isAdmin, readVersions: isAdmin, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'at', type: 'date', required: true, index: true },
    { name: 'user', type: 'relationship', relationTo: 'users', required: true },
    { name: 'entry', type: 'relationship', relationTo: 'entries', index: true },
    { name: 'action', type: 'text', required: true },
  ],
}

import type { CollectionConfig } from 'payload'
import { openContentAccess } from '@/access'
import { historyOnly } from './publishing'

export const DownloadCategories: CollectionConfig = {
  slug: 'download-categories',
  labels: { singular: 'Download category', plural: 'Download categories' },
  admin: { useAsTitle: 'name', group: 'Downloads' },
  defaultSort: 'order',
  versions: historyOnly,
  access: openContentAccess,
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'order', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
  ],
}

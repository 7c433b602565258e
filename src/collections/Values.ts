import type { CollectionConfig } from 'payload'
import { openContentAccess } from '@/access'
import { historyOnly } from './publishing'

/** The company values of the About page's hexagon grid. */
export const Values: CollectionConfig = {
  slug: 'values',
  admin: { useAsTitle: 'name', group: 'About', defaultColumns: ['name', 'bg_color', 'order'] },
  defaultSort: 'order',
  versions: historyOnly,
  access: openContentAccess,
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'icon', type: 'upload', relationTo: 'media', required: true },
    {
      name: 'bg_color',
      label: 'Background colour',
      type: 'text',
      required: true,
      defaultValue: '#12355B',
      validate: (v: unknown) =>
        typeof v === 'string' && /^#[0-9a-fA-F]{6}$/.test(v) ? true : 'Use a colour like #12355B.',
    },
    { name: 'order', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
  ],
}

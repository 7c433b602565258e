import type { CollectionConfig } from 'payload'
import { openContentAccess } from '@/access'

export const SliderItems: CollectionConfig = {
  slug: 'slider-items',
  labels: { singular: 'Home slide', plural: 'Home slides' },
  admin: { useAsTitle: 'title', group: 'Home page', defaultColumns: ['title', 'order'] },
  defaultSort: 'order',
  access: openContentAccess,
  fields: [
    { name: 'title', type: 'text', required: true, admin: { description: 'For staff only; not shown.' } },
    { name: 'image', type: 'upload', relationTo: 'media', required: true },
    { name: 'order', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
  ],
}

import type { CollectionConfig } from 'payload'
import { publishedContentAccess } from '@/access'
import { homeItemVersions } from './publishing'

export const SliderItems: CollectionConfig = {
  slug: 'slider-items',
  labels: { singular: 'Home slide', plural: 'Home slides' },
  admin: { useAsTitle: 'title', group: 'Home page', defaultColumns: ['title', 'order', '_status'] },
  defaultSort: 'order',
  versions: homeItemVersions,
  access: publishedContentAccess,
  fields: [
    { name: 'title', type: 'text', required: true, admin: { description: 'For staff only; not shown.' } },
    { name: 'image', type: 'upload', relationTo: 'media', required: true },
    { name: 'order', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
  ],
}

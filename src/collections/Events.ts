import type { CollectionConfig } from 'payload'
import { ADMIN_DAY_FORMAT } from '@/lib/staffTime'
import { publishedContentAccess } from '@/access'
import { pageVersions } from './publishing'
import { slugField } from '@/fields/slug'

/** A gallery: an event with its photos. */
export const Events: CollectionConfig = {
  slug: 'events',
  labels: { singular: 'Event (gallery)', plural: 'Events (gallery)' },
  admin: { useAsTitle: 'title', group: 'Stories', defaultColumns: ['title', 'eventDate', '_status'] },
  defaultSort: '-eventDate',
  versions: pageVersions,
  access: publishedContentAccess,
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField('title'),
    {
      name: 'eventDate',
      type: 'date',
      index: true,
      defaultValue: () => new Date().toISOString(),
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly', displayFormat: ADMIN_DAY_FORMAT } },
    },
    { name: 'thumbnail', type: 'upload', relationTo: 'media', required: true },
    { name: 'description', type: 'richText' },
    {
      name: 'photos',
      type: 'array',
      labels: { singular: 'Photo', plural: 'Photos' },
      fields: [{ name: 'image', type: 'upload', relationTo: 'media', required: true }],
    },
  ],
}

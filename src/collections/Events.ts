import type { CollectionConfig } from 'payload'
import { signedIn, signedInOrPublished } from '@/access'
import { slugField } from '@/fields/slug'

/** A gallery: an event with its photos. */
export const Events: CollectionConfig = {
  slug: 'events',
  labels: { singular: 'Event (gallery)', plural: 'Events (gallery)' },
  admin: { useAsTitle: 'title', group: 'Stories', defaultColumns: ['title', 'eventDate', '_status'] },
  defaultSort: '-eventDate',
  versions: { drafts: true },
  access: { read: signedInOrPublished, create: signedIn, update: signedIn, delete: signedIn },
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField('title'),
    {
      name: 'eventDate',
      type: 'date',
      index: true,
      defaultValue: () => new Date().toISOString(),
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly' } },
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

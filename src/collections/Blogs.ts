import type { CollectionConfig } from 'payload'
import { ADMIN_DAY_FORMAT } from '@/lib/staffTime'
import { publishedContentAccess } from '@/access'
import { pageVersions } from './publishing'
import { slugField } from '@/fields/slug'

export const Blogs: CollectionConfig = {
  slug: 'blogs',
  admin: { useAsTitle: 'title', group: 'Stories', defaultColumns: ['title', 'publishedAt', '_status'] },
  defaultSort: '-publishedAt',
  versions: pageVersions,
  access: publishedContentAccess,
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField('title'),
    {
      name: 'publishedAt',
      label: 'Published on',
      type: 'date',
      required: true,
      index: true,
      defaultValue: () => new Date().toISOString(),
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly', displayFormat: ADMIN_DAY_FORMAT } },
    },
    {
      name: 'author',
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'firstName', label: 'First name', type: 'text', required: true },
            { name: 'lastName', label: 'Last name', type: 'text', required: true },
          ],
        },
      ],
    },
    { name: 'thumbnail', type: 'upload', relationTo: 'media', required: true },
    {
      name: 'backgroundImage',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'Large image on the post page. The thumbnail is used when empty.' },
    },
    { name: 'description', type: 'richText', required: true },
  ],
}

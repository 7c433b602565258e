import type { CollectionConfig } from 'payload'
import { signedIn, signedInOrPublished } from '@/access'
import { slugField } from '@/fields/slug'
import { linkField } from '@/fields/link'

export const Exams: CollectionConfig = {
  slug: 'exams',
  admin: {
    useAsTitle: 'name',
    group: 'Examinations',
    defaultColumns: ['name', 'category', 'banner_status', 'menuOrder', '_status'],
  },
  defaultSort: 'menuOrder',
  versions: { drafts: true },
  access: { read: signedInOrPublished, create: signedIn, update: signedIn, delete: signedIn },
  fields: [
    { name: 'name', type: 'text', required: true },
    slugField('name'),
    { name: 'category', type: 'relationship', relationTo: 'exam-categories', required: true, index: true },
    { name: 'description', type: 'richText' },
    {
      name: 'banner_status',
      label: 'Banner status',
      type: 'number',
      defaultValue: 0,
      admin: { description: '6 shows the exam banner (a few exams never show it).' },
    },
    { name: 'banner_text', label: 'Banner text', type: 'text' },
    linkField('banner_link', 'Banner link'),
    {
      name: 'menuOrder',
      type: 'number',
      defaultValue: 0,
      index: true,
      admin: { position: 'sidebar', description: 'Lower numbers come first in the menu.' },
    },
  ],
}

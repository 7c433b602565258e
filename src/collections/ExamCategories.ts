import type { CollectionConfig } from 'payload'
import { openContentAccess } from '@/access'
import { historyOnly } from './publishing'
import { slugField } from '@/fields/slug'

/** The two exam families of the menu: Pearson and Festival of Arts. */
export const ExamCategories: CollectionConfig = {
  slug: 'exam-categories',
  labels: { singular: 'Exam category', plural: 'Exam categories' },
  admin: { useAsTitle: 'name', group: 'Examinations', defaultColumns: ['name', 'slug'] },
  versions: historyOnly,
  access: openContentAccess,
  fields: [
    { name: 'name', type: 'text', required: true },
    slugField('name'),
    {
      name: 'headerTitle',
      type: 'text',
      admin: { description: 'Title shown in the header of this category’s exam pages.' },
    },
    { name: 'headerImage', type: 'upload', relationTo: 'media' },
  ],
}

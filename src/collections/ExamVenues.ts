import type { CollectionConfig } from 'payload'
import { openContentAccess } from '@/access'

/** A place where exams are sat: written once, referenced by every practical guide that uses it. */
export const ExamVenues: CollectionConfig = {
  slug: 'exam-venues',
  labels: { singular: 'Exam venue', plural: 'Exam venues' },
  typescript: { interface: 'ExamVenue' },
  admin: {
    useAsTitle: 'name',
    group: 'Examinations',
    defaultColumns: ['name', 'address'],
    description: 'Where candidates sit their exams. Practical guides list the venues they use.',
  },
  access: openContentAccess,
  fields: [
    {
      name: 'name',
      type: 'text',
      required: true,
      admin: { description: 'e.g. “Lyceum Assessments, Colombo 03”.' },
    },
    { name: 'address', type: 'textarea', required: true },
    {
      name: 'mapLink',
      label: 'Map link',
      type: 'text',
      admin: { description: 'A link to the place on a map (https://…).' },
      validate: (value: unknown) =>
        value == null || value === '' || (typeof value === 'string' && /^https:\/\/\S+$/.test(value))
          ? true
          : 'Use a full https:// link.',
    },
    { name: 'directions', label: 'How to get there', type: 'textarea' },
  ],
}

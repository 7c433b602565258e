import type { CollectionConfig } from 'payload'
import { publishedContentAccess } from '@/access'
import { pageVersions } from './publishing'
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
  versions: pageVersions,
  access: publishedContentAccess,
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
      name: 'showPteEnquiryForm',
      label: "Show the PTE enquiry form on this exam's page",
      type: 'checkbox',
      defaultValue: false,
      admin: {
        description:
          'Adds the “Contact Regarding the PTE” form to the foot of the page and its button ' +
          'to the help box. The PTE Enquiries page links to the first exam with this ticked.',
      },
    },
    {
      name: 'questions',
      label: 'Questions and answers',
      type: 'array',
      labels: { singular: 'Question', plural: 'Questions' },
      admin: { description: 'Shown on the exam page as a list of questions that open to their answers.' },
      fields: [
        { name: 'question', type: 'text', required: true },
        { name: 'answer', type: 'richText', required: true },
      ],
    },
    {
      name: 'menuOrder',
      type: 'number',
      defaultValue: 0,
      index: true,
      admin: { position: 'sidebar', description: 'Lower numbers come first in the menu.' },
    },
  ],
}

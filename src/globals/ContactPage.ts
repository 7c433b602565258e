import type { GlobalConfig } from 'payload'
import { publishedGlobalAccess } from '@/access'
import { globalVersions } from './versions'

export const ContactPage: GlobalConfig = {
  slug: 'contact-page',
  label: 'Contact page',
  admin: { group: 'Pages' },
  access: publishedGlobalAccess,
  versions: globalVersions,
  fields: [
    { name: 'headline', type: 'text', required: true, defaultValue: 'Get in touch' },
    { name: 'description', type: 'textarea' },
    {
      name: 'departments',
      type: 'array',
      minRows: 3,
      maxRows: 3,
      fields: [
        {
          name: 'key',
          type: 'select',
          required: true,
          options: [
            { label: 'Pearson Edexcel Exams', value: 'pearson' },
            { label: 'Festival of Arts', value: 'festival-of-arts' },
            { label: 'IELTS | PTE Classes', value: 'ielts-pte' },
          ],
        },
        { name: 'name', type: 'text', required: true },
        { name: 'email', type: 'email', required: true },
        { name: 'phone', type: 'text', required: true },
        {
          name: 'receives',
          label: 'Website forms e-mailed to this department',
          type: 'select',
          hasMany: true,
          options: [
            { label: 'Contact messages', value: 'contact-messages' },
            { label: 'IELTS enquiries', value: 'ielts-enquiries' },
            { label: 'PTE enquiries', value: 'pte-enquiries' },
          ],
          admin: {
            description:
              'Each form goes to the first department that receives it; a form no department receives goes to the site e-mail (Site settings).',
          },
        },
      ],
    },
  ],
}

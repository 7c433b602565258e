import type { GlobalConfig } from 'payload'
import { anyone, signedIn } from '@/access'

export const departmentKeys = ['pearson', 'festival-of-arts', 'ielts-pte'] as const
export type DepartmentKey = (typeof departmentKeys)[number]

export const ContactPage: GlobalConfig = {
  slug: 'contact-page',
  label: 'Contact page',
  admin: { group: 'Pages' },
  access: { read: anyone, update: signedIn },
  fields: [
    { name: 'headline', type: 'text', required: true, defaultValue: 'Get in touch' },
    { name: 'description', type: 'textarea' },
    {
      name: 'departments',
      type: 'array',
      minRows: 3,
      maxRows: 3,
      admin: { description: 'IELTS and PTE enquiries are e-mailed to the IELTS | PTE department.' },
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
      ],
    },
  ],
}

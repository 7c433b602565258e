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
          name: 'whatsapp',
          label: 'WhatsApp number',
          type: 'text',
          admin: {
            description: 'With the country code, e.g. +94 77 123 4567. Empty: no WhatsApp link for this department.',
          },
          validate: (value: unknown) =>
            value == null ||
            value === '' ||
            (typeof value === 'string' &&
              /^\+?[\d\s()-]{8,20}$/.test(value.trim()) &&
              /\d{8}/.test(value.replace(/\D/g, '')))
              ? true
              : 'Use a phone number with its country code, e.g. +94 77 123 4567.',
        },
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
              'Each form goes to the first department that receives it; ' +
              'a form no department receives goes to the site e-mail (Site settings).',
          },
        },
      ],
    },
  ],
}

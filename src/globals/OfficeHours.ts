import type { GlobalConfig } from 'payload'
import { contentGlobalAccess } from '@/access'

/** When the office answers the phone and the door: shown on the contact page. */
export const OfficeHours: GlobalConfig = {
  slug: 'office-hours',
  label: 'Office hours',
  typescript: { interface: 'OfficeHours' },
  admin: { group: 'Pages', description: 'Shown on the contact page.' },
  access: contentGlobalAccess,
  fields: [
    {
      name: 'rows',
      label: 'Hours',
      type: 'array',
      labels: { singular: 'Row', plural: 'Rows' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'days', type: 'text', required: true, admin: { description: 'e.g. “Monday to Friday”.' } },
            {
              name: 'hours',
              type: 'text',
              required: true,
              admin: { description: 'e.g. “8:30 to 17:00”, or “Closed”.' },
            },
          ],
        },
      ],
    },
    { name: 'note', type: 'textarea', admin: { description: 'e.g. closed on public and poya holidays.' } },
  ],
}

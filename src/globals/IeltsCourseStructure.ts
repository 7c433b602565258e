import type { GlobalConfig } from 'payload'
import { publishedGlobalAccess } from '@/access'
import { globalVersions } from './versions'

/** The IELTS Course Structure Chart: one row per feature, one column per class type. */
export const IeltsCourseStructure: GlobalConfig = {
  slug: 'ielts-course-structure',
  label: 'IELTS course structure',
  admin: { group: 'IELTS & PTE' },
  access: publishedGlobalAccess,
  versions: globalVersions,
  fields: [
    {
      name: 'columns',
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'group', type: 'text', required: true, defaultValue: 'Group' },
            { name: 'individual', type: 'text', required: true, defaultValue: 'Individual' },
            { name: 'crash', type: 'text', required: true, defaultValue: 'Crash' },
          ],
        },
      ],
    },
    {
      name: 'rows',
      type: 'array',
      minRows: 1,
      fields: [
        { name: 'feature', type: 'text', required: true },
        {
          type: 'row',
          fields: [
            { name: 'group', type: 'text', required: true },
            { name: 'individual', type: 'text', required: true },
            { name: 'crash', type: 'text', required: true },
          ],
        },
      ],
    },
  ],
}

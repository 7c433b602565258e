import type { GlobalConfig } from 'payload'
import { contentGlobalAccess } from '@/access'

export const DepartmentIntroduction: GlobalConfig = {
  slug: 'department-introduction',
  label: 'Department introduction page',
  admin: { group: 'Pages' },
  access: contentGlobalAccess,
  fields: [
    { name: 'title', type: 'text', required: true, defaultValue: 'Our Departments' },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'content', type: 'richText' },
  ],
}

import type { GlobalConfig } from 'payload'
import { publishedGlobalAccess } from '@/access'
import { globalVersions } from './versions'

export const DepartmentIntroduction: GlobalConfig = {
  slug: 'department-introduction',
  label: 'Department introduction page',
  admin: { group: 'Pages' },
  access: publishedGlobalAccess,
  versions: globalVersions,
  fields: [
    { name: 'title', type: 'text', required: true, defaultValue: 'Our Departments' },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'content', type: 'richText' },
  ],
}

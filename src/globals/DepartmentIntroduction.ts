import type { GlobalConfig } from 'payload'
import { anyone, signedIn } from '@/access'

export const DepartmentIntroduction: GlobalConfig = {
  slug: 'department-introduction',
  label: 'Department introduction page',
  admin: { group: 'Pages' },
  access: { read: anyone, update: signedIn },
  fields: [
    { name: 'title', type: 'text', required: true, defaultValue: 'Our Departments' },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'content', type: 'richText' },
  ],
}

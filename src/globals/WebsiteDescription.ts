import type { GlobalConfig } from 'payload'
import { publishedGlobalAccess } from '@/access'
import { globalVersions } from './versions'

export const WebsiteDescription: GlobalConfig = {
  slug: 'website-description',
  label: 'About texts',
  admin: { group: 'About' },
  access: publishedGlobalAccess,
  versions: globalVersions,
  fields: [
    {
      name: 'aboutIntro',
      label: 'About page introduction',
      type: 'textarea',
    },
    { name: 'lyceum_assessment', label: 'About the assessments company', type: 'richText' },
    { name: 'lyceum_education_group', label: 'About the education group', type: 'richText' },
    {
      name: 'mission',
      type: 'richText',
      admin: { description: 'Note: on the home page this text appears in the card titled “Vision”.' },
    },
    {
      name: 'vision',
      type: 'richText',
      admin: { description: 'Note: on the home page this text appears in the card titled “Mission”.' },
    },
    { name: 'valuesIntro', label: 'Values introduction', type: 'textarea' },
  ],
}

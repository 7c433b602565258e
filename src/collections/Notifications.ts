import type { CollectionConfig } from 'payload'
import { openContentAccess } from '@/access'
import { linkField } from '@/fields/link'

/** The announcement bar above the menu. The most recently edited one is used. */
export const Notifications: CollectionConfig = {
  slug: 'notifications',
  admin: {
    useAsTitle: 'message',
    group: 'Home page',
    defaultColumns: ['message', 'visibility', 'updatedAt'],
    description: 'The most recently updated notification is the one the site uses.',
  },
  defaultSort: '-updatedAt',
  access: openContentAccess,
  fields: [
    {
      name: 'visibility',
      type: 'select',
      required: true,
      defaultValue: 'show',
      options: [
        { label: 'Show', value: 'show' },
        { label: 'Hide', value: 'hide' },
      ],
    },
    { name: 'message', type: 'text', required: true },
    { name: 'buttonText', label: 'Button text', type: 'text' },
    linkField('url', 'Button link'),
  ],
}

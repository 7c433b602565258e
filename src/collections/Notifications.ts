import type { CollectionConfig } from 'payload'
import { publishedContentAccess } from '@/access'
import { homeItemVersions } from './publishing'
import { linkField } from '@/fields/link'

/** The announcement bar above the menu. The most recently edited one is used. */
export const Notifications: CollectionConfig = {
  slug: 'notifications',
  admin: {
    useAsTitle: 'message',
    group: 'Home page',
    defaultColumns: ['message', 'visibility', '_status', 'updatedAt'],
    description:
      'The most recently published notification is the one the ' +
      'site uses. Publish or take one down now or at a set time.',
  },
  defaultSort: '-updatedAt',
  versions: homeItemVersions,
  access: publishedContentAccess,
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

import type { CollectionConfig } from 'payload'
import { inboxAccess } from '@/access'
import { frozen, messageMetaFields } from './messageFields'

/** Messages from the contact form. Created only by the form endpoint; read only by staff. */
export const ContactMessages: CollectionConfig = {
  slug: 'contact-messages',
  labels: { singular: 'Contact message', plural: 'Contact messages' },
  admin: {
    useAsTitle: 'subject',
    group: 'Inbox',
    defaultColumns: ['name', 'email', 'subject', 'createdAt', 'handled', 'delivery.status'],
  },
  defaultSort: '-createdAt',
  // The inbox list: unhandled messages, newest first (the dashboard's link, the default filter of the work).
  indexes: [{ fields: ['handled', 'createdAt'] }],
  access: inboxAccess,
  fields: [
    frozen({ name: 'name', label: 'Full name', type: 'text', required: true }),
    frozen({ name: 'email', type: 'email', required: true }),
    frozen({ name: 'subject', type: 'text', required: true }),
    frozen({ name: 'message', type: 'textarea', required: true }),
    ...messageMetaFields,
  ],
}

import type { CollectionConfig } from 'payload'
import { inboxAccess } from '@/access'
import { inboxCsvEndpoint, INBOX_SEARCH_FIELDS } from '@/admin/inbox/csvExport'
import { frozen, messageField, messageMetaFields, waitingColumn } from './messageFields'

/** Messages from the contact form. Created only by the form endpoint; read only by staff. */
export const ContactMessages: CollectionConfig = {
  slug: 'contact-messages',
  labels: { singular: 'Contact message', plural: 'Contact messages' },
  admin: {
    useAsTitle: 'subject',
    group: 'Inbox',
    // Subject first (it links to the message) and its state next: both stay on a phone's screen.
    defaultColumns: ['subject', 'handled', 'name', 'waiting', 'message', 'email'],
    listSearchableFields: INBOX_SEARCH_FIELDS['contact-messages'],
    components: {
      beforeListTable: [
        {
          path: '@/admin/inbox/InboxListTop#InboxListTop',
          clientProps: { collectionSlug: 'contact-messages', plural: 'contact messages' },
        },
      ],
    },
  },
  defaultSort: '-createdAt',
  // The inbox list: unhandled messages, newest first (the dashboard's link, the default filter of the work).
  indexes: [{ fields: ['handled', 'createdAt'] }],
  access: inboxAccess,
  endpoints: [inboxCsvEndpoint('contact-messages')],
  fields: [
    frozen({ name: 'name', label: 'From', type: 'text', required: true }),
    frozen({ name: 'email', label: 'E-mail', type: 'email', required: true }),
    frozen({ name: 'subject', type: 'text', required: true }),
    messageField(true),
    waitingColumn,
    ...messageMetaFields,
  ],
}

import type { CollectionConfig } from 'payload'
import { inboxAccess } from '@/access'
import { inboxCsvEndpoint, INBOX_SEARCH_FIELDS } from '@/admin/inbox/csvExport'
import { frozen, messageField, messageMetaFields, waitingColumn } from './messageFields'

/** IELTS and PTE course enquiries. Created only by the form endpoint; read only by staff. */
export const Enquiries: CollectionConfig = {
  slug: 'enquiries',
  admin: {
    useAsTitle: 'email',
    group: 'Inbox',
    // The sender's name links to the enquiry; course and state next, so a phone keeps them on screen.
    defaultColumns: ['fname', 'title', 'handled', 'waiting', 'message', 'lname', 'email', 'phone'],
    listSearchableFields: INBOX_SEARCH_FIELDS.enquiries,
    components: {
      beforeListTable: [
        {
          path: '@/admin/inbox/InboxListTop#InboxListTop',
          clientProps: { collectionSlug: 'enquiries', plural: 'enquiries' },
        },
      ],
    },
  },
  defaultSort: '-createdAt',
  // The inbox list: unhandled messages, newest first (the dashboard's link, the default filter of the work).
  indexes: [{ fields: ['handled', 'createdAt'] }],
  access: inboxAccess,
  endpoints: [inboxCsvEndpoint('enquiries')],
  fields: [
    frozen({
      name: 'title',
      label: 'Course',
      type: 'select',
      required: true,
      index: true,
      options: ['IELTS', 'PTE'],
    }),
    frozen({ name: 'fname', label: 'First name', type: 'text', required: true }),
    frozen({ name: 'lname', label: 'Last name', type: 'text', required: true }),
    frozen({ name: 'email', label: 'E-mail', type: 'email', required: true }),
    frozen({ name: 'phone', type: 'text', required: true }),
    frozen({ name: 'destination', label: 'Preferred study destination', type: 'text' }),
    frozen({ name: 'intake', label: 'Proposed intake', type: 'text' }),
    frozen({ name: 'location', label: 'Preferred location for appointment', type: 'text' }),
    frozen({ name: 'subject', type: 'text' }),
    messageField(false),
    waitingColumn,
    ...messageMetaFields,
  ],
}

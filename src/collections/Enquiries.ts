import type { CollectionConfig } from 'payload'
import { inboxAccess } from '@/access'
import { frozen, messageMetaFields } from './messageFields'

/** IELTS and PTE course enquiries. Created only by the form endpoint; read only by staff. */
export const Enquiries: CollectionConfig = {
  slug: 'enquiries',
  admin: {
    useAsTitle: 'email',
    group: 'Inbox',
    defaultColumns: ['title', 'fname', 'lname', 'email', 'phone', 'createdAt', 'handled', 'delivery.status'],
  },
  defaultSort: '-createdAt',
  // The inbox list: unhandled messages, newest first (the dashboard's link, the default filter of the work).
  indexes: [{ fields: ['handled', 'createdAt'] }],
  access: inboxAccess,
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
    frozen({ name: 'email', type: 'email', required: true }),
    frozen({ name: 'phone', type: 'text', required: true }),
    frozen({ name: 'destination', label: 'Preferred study destination', type: 'text' }),
    frozen({ name: 'intake', label: 'Proposed intake', type: 'text' }),
    frozen({ name: 'location', label: 'Preferred location for appointment', type: 'text' }),
    frozen({ name: 'subject', type: 'text' }),
    frozen({ name: 'message', type: 'textarea' }),
    ...messageMetaFields,
  ],
}

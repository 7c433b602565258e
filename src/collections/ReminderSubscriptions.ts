import type { CollectionConfig } from 'payload'
import { nobody } from '@/access'

/**
 * A visitor's wish to be e-mailed before a series' deadlines and on its results day (src/reminders/).
 * Addresses are personal data: no role reads them, through the admin, REST or GraphQL; only the
 * server's own code does (overrideAccess). Staff see counts per series on the series.
 */
export const ReminderSubscriptions: CollectionConfig = {
  slug: 'reminder-subscriptions',
  labels: { singular: 'Reminder subscription', plural: 'Reminder subscriptions' },
  admin: { hidden: true, useAsTitle: 'id' },
  access: { read: nobody, readVersions: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'email', type: 'email', required: true, index: true },
    { name: 'series', type: 'relationship', relationTo: 'exam-series', required: true, index: true },
    /** In every link (confirm, manage, unsubscribe): 256 random bits, never the address. */
    { name: 'token', type: 'text', required: true, unique: true },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: [
        { label: 'Waiting for confirmation', value: 'pending' },
        { label: 'Confirmed', value: 'confirmed' },
        { label: 'Unsubscribed', value: 'unsubscribed' },
      ],
    },
    { name: 'confirmedAt', type: 'date' },
    { name: 'unsubscribedAt', type: 'date' },
    /** When the last confirmation e-mail was queued: a second request within the hour sends none. */
    { name: 'confirmationSentAt', type: 'date' },
  ],
}

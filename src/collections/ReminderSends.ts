import type { CollectionConfig } from 'payload'
import { nobody } from '@/access'

/**
 * The sent-log of reminders: one row per (subscription, event, kind), made unique by `key`, so a
 * reminder is queued once however many instances plan at the same moment (src/reminders/planner.ts).
 */
export const ReminderSends: CollectionConfig = {
  slug: 'reminder-sends',
  labels: { singular: 'Reminder sent', plural: 'Reminders sent' },
  admin: { hidden: true },
  access: { read: nobody, readVersions: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    /** `<subscription>:<event key>:<kind>`; the database refuses a second row with the same key. */
    { name: 'key', type: 'text', required: true, unique: true },
    { name: 'subscription', type: 'relationship', relationTo: 'reminder-subscriptions', required: true, index: true },
    { name: 'event', type: 'text', required: true },
    { name: 'kind', type: 'text', required: true },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'queued',
      options: ['queued', 'sent', 'skipped'].map((value) => ({ label: value, value })),
    },
    { name: 'sentAt', type: 'date' },
  ],
}

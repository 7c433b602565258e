import type { GlobalConfig } from 'payload'
import { contentGlobalAccess } from '@/access'

/** When reminder e-mails go out (src/reminders/schedule.ts); staff change it without a deploy. */
export const ReminderSettings: GlobalConfig = {
  slug: 'reminder-settings',
  label: 'Reminder e-mails',
  typescript: { interface: 'ReminderSettings' },
  admin: { group: 'Settings', description: 'When subscribers are e-mailed before deadlines and on results day.' },
  access: contentGlobalAccess,
  fields: [
    {
      name: 'daysBefore',
      label: 'Days before each deadline',
      type: 'array',
      labels: { singular: 'Reminder', plural: 'Reminders' },
      admin: { description: 'One reminder per row, e.g. 7 and 1. Empty: 7 and 1.' },
      fields: [{ name: 'days', type: 'number', required: true, min: 0, max: 90 }],
    },
    { name: 'resultsDay', label: 'E-mail on results day', type: 'checkbox', defaultValue: true },
  ],
}

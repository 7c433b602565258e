import type { Field } from 'payload'

/** The series' reminder counts in the admin sidebar (a UI field: nothing stored). */
export const reminderCountField: Field = {
  name: 'reminderCount',
  type: 'ui',
  admin: { position: 'sidebar', components: { Field: '@/reminders/admin/ReminderCount#ReminderCount' } },
}

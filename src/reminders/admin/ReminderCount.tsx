import type { UIFieldServerProps } from 'payload'
import { countReminders } from '@/reminders/subscriptions'

/** On a series in the admin: how many people get its reminders. Counts only; no address leaves the server. */
export async function ReminderCount({ id, payload }: UIFieldServerProps) {
  if (typeof id !== 'number') return null
  const { confirmed, pending } = await countReminders(payload, id)
  return (
    <div className="field-type" data-reminder-count={confirmed} style={{ marginBottom: 'var(--base)' }}>
      <p style={{ margin: 0, fontWeight: 600 }}>E-mail reminders</p>
      <p style={{ margin: '4px 0 0' }}>
        {confirmed === 1 ? '1 person gets' : `${confirmed} people get`} reminders of these dates
        {pending > 0 ? ` (${pending} more not yet confirmed)` : ''}.
      </p>
    </div>
  )
}

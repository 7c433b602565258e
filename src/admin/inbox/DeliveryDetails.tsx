'use client'
import { useFormFields } from '@payloadcms/ui'
import { staffTime } from '@/lib/staffTime'

// The notification e-mail's state in plain words, details folded away (the sidebar of a message).

const SUMMARY: Record<string, string> = {
  pending: 'The department has not been e-mailed yet: it goes out within a minute.',
  sent: 'The department was e-mailed about this message.',
  retrying: 'E-mailing the department failed so far; the site keeps trying.',
  failed: 'The department could not be e-mailed: read the message here and pass it on.',
}

export function DeliveryDetails() {
  const fields = useFormFields(([all]) => all) as Record<string, { value?: unknown }>
  const status = String(fields['delivery.status']?.value ?? 'pending')
  const attempts = Number(fields['delivery.attempts']?.value ?? 0)
  const sentAt = fields['delivery.sentAt']?.value
  const lastError = fields['delivery.lastError']?.value
  return (
    <details className="inbox-delivery">
      <summary>E-mail to the department</summary>
      <p>{SUMMARY[status] ?? SUMMARY.pending}</p>
      <dl>
        {typeof sentAt === 'string' && (
          <>
            <dt>Sent</dt>
            <dd>{staffTime(sentAt)} (Sri Lanka time)</dd>
          </>
        )}
        <dt>Tries so far</dt>
        <dd>{attempts}</dd>
        {typeof lastError === 'string' && lastError && (
          <>
            <dt>Why the last try failed</dt>
            <dd>{lastError}</dd>
          </>
        )}
      </dl>
    </details>
  )
}

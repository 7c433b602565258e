'use client'
import { useFormFields } from '@payloadcms/ui'
import { staffTime } from '@/lib/staffTime'

// Where each e-mail about the message stands, in plain words, details folded away (the sidebar of a message).

type Fields = Record<string, { value?: unknown }>

const DEPARTMENT: Record<string, string> = {
  pending: 'The department has not been e-mailed yet: it goes out within a minute.',
  sent: 'The department was e-mailed about this message.',
  retrying: 'E-mailing the department failed so far; the site keeps trying.',
  failed: 'The department could not be e-mailed: read the message here and pass it on.',
}

const VISITOR: Record<string, string> = {
  pending: 'The sender’s acknowledgement with their reference goes out within a minute.',
  sent: 'The sender was e-mailed their reference and what happens next.',
  retrying: 'E-mailing the sender failed so far; the site keeps trying.',
  failed: 'The sender could not be e-mailed their reference: mention it in your reply.',
}

export function DeliveryDetails() {
  const fields = useFormFields(([all]) => all) as Fields
  return (
    <>
      <EmailState fields={fields} group="delivery" title="E-mail to the department" summary={DEPARTMENT} />
      <EmailState fields={fields} group="acknowledgement" title="E-mail to the sender" summary={VISITOR} />
    </>
  )
}

function EmailState({
  fields,
  group,
  title,
  summary,
}: {
  fields: Fields
  group: string
  title: string
  summary: Record<string, string>
}) {
  const status = String(fields[`${group}.status`]?.value ?? 'pending')
  const attempts = Number(fields[`${group}.attempts`]?.value ?? 0)
  const sentAt = fields[`${group}.sentAt`]?.value
  const lastError = fields[`${group}.lastError`]?.value
  return (
    <details className="inbox-delivery">
      <summary>{title}</summary>
      <p>{summary[status] ?? summary.pending}</p>
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

import type { Field } from 'payload'
import { nobodyField } from '@/access'

/** A stored message's content is what the visitor sent: nobody edits it afterwards. */
export function frozen(field: Field): Field {
  return { ...field, access: { ...('access' in field ? field.access : {}), update: nobodyField } } as Field
}

const INBOX = '@/admin/inbox'

/** Above the sidebar: answer by e-mail, then mark handled and go on to the next message. */
const replyPanel: Field = {
  name: 'reply',
  type: 'ui',
  admin: { position: 'sidebar', components: { Field: `${INBOX}/ReplyPanel#ReplyPanel` } },
}

/** List columns only: how long the message has waited ("2 days"). */
export const waitingColumn: Field = {
  name: 'waiting',
  label: 'Waiting',
  type: 'ui',
  admin: { components: { Cell: `${INBOX}/cells#AgeCell` } },
}

/** The message text, shown in the list as its first line. */
export const messageField = (required: boolean): Field =>
  frozen({
    name: 'message',
    type: 'textarea',
    required,
    admin: { components: { Cell: `${INBOX}/cells#FirstLineCell` } },
  })

export const messageMetaFields: Field[] = [
  replyPanel,
  frozen({
    name: 'sourcePage',
    label: 'Sent from page',
    type: 'text',
    admin: { readOnly: true, position: 'sidebar' },
  }),
  {
    name: 'handled',
    type: 'checkbox',
    defaultValue: false,
    index: true,
    access: { update: ({ req }) => Boolean(req.user) },
    admin: {
      position: 'sidebar',
      description: 'Tick when someone has answered.',
      components: { Cell: `${INBOX}/cells#HandledCell` },
    },
  },
  frozen({
    name: 'reference',
    type: 'text',
    unique: true,
    index: true,
    admin: {
      readOnly: true,
      position: 'sidebar',
      description: 'Given to the visitor on the result and in the acknowledgement e-mail.',
    },
  }),
  deliveryGroup('delivery', 'Notification e-mail', 'Written by the e-mail job; retried with back-off until delivered.'),
  deliveryGroup(
    'acknowledgement',
    'Acknowledgement to the visitor',
    'The visitor’s copy with the reference; retried like the notification.',
  ),
  {
    name: 'deliveryDetails',
    type: 'ui',
    admin: { position: 'sidebar', components: { Field: `${INBOX}/DeliveryDetails#DeliveryDetails` } },
  },
]

/** Where one e-mail about the message stands, written by its job only. */
function deliveryGroup(name: string, label: string, description: string): Field {
  return frozen({
    name,
    label,
    type: 'group',
    // Shown in plain words by deliveryDetails; the raw fields stay for the API and exports.
    admin: { position: 'sidebar', readOnly: true, hidden: true, description },
    fields: [
      {
        name: 'status',
        type: 'select',
        defaultValue: 'pending',
        index: true,
        options: [
          { label: 'Pending', value: 'pending' },
          { label: 'Sent', value: 'sent' },
          { label: 'Retrying', value: 'retrying' },
          { label: 'Failed', value: 'failed' },
        ],
      },
      { name: 'attempts', type: 'number', defaultValue: 0 },
      { name: 'sentAt', label: 'Sent at', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
      { name: 'lastError', label: 'Last error', type: 'text' },
    ],
  })
}

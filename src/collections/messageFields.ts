import type { Field } from 'payload'
import { nobodyField } from '@/access'

/** A stored message's content is what the visitor sent: nobody edits it afterwards. */
export function frozen(field: Field): Field {
  return { ...field, access: { ...('access' in field ? field.access : {}), update: nobodyField } } as Field
}

export const messageMetaFields: Field[] = [
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
    admin: { position: 'sidebar', description: 'Tick when someone has answered.' },
  },
  frozen({
    name: 'reference',
    type: 'text',
    unique: true,
    index: true,
    admin: { readOnly: true, position: 'sidebar', description: 'Given to the visitor on the result and in the acknowledgement e-mail.' },
  }),
  deliveryGroup('delivery', 'Notification e-mail', 'Written by the e-mail job; retried with back-off until delivered.'),
  deliveryGroup(
    'acknowledgement',
    'Acknowledgement to the visitor',
    'The visitor’s copy with the reference; retried like the notification.',
  ),
]

/** Where one e-mail about the message stands, written by its job only. */
function deliveryGroup(name: string, label: string, description: string): Field {
  return frozen({
    name,
    label,
    type: 'group',
    admin: { position: 'sidebar', readOnly: true, description },
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

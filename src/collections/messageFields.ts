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
]

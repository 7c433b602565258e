import type { CollectionConfig } from 'payload'
import { nobody } from '@/access'
import { isEntriesStaff } from '@/auth/roles'

/**
 * Each PayHere notification acted on, one row per (payment, status code): `key` is unique, so a notification sent
 * twice, or to two instances at once, changes the entry once (src/entries/payhere/notify.ts). Staff read it to see
 * what the gateway said; nobody edits it.
 */
export const PaymentNotifications: CollectionConfig = {
  slug: 'payment-notifications',
  labels: { singular: 'Gateway notification', plural: 'Gateway notifications' },
  admin: {
    group: 'Entries',
    useAsTitle: 'key',
    defaultColumns: ['key', 'payment', 'statusCode', 'outcome', 'createdAt'],
  },
  defaultSort: '-createdAt',
  access: { read: isEntriesStaff, readVersions: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    /** `<payment id>:<status code>`; the database refuses a second row with the same key. */
    { name: 'key', type: 'text', required: true, unique: true },
    { name: 'payment', type: 'relationship', relationTo: 'payments', required: true, index: true },
    { name: 'statusCode', label: 'PayHere status code', type: 'text', required: true },
    { name: 'gatewayPaymentId', label: 'PayHere payment id', type: 'text' },
    { name: 'amount', label: 'Amount as notified', type: 'text' },
    { name: 'currency', type: 'text' },
    { name: 'method', label: 'Card or wallet', type: 'text' },
    {
      name: 'state',
      type: 'select',
      required: true,
      defaultValue: 'claimed',
      // claimed: being acted on; a claim older than a minute was cut short and is taken over by the next delivery.
      options: ['claimed', 'done'].map((value) => ({ label: value, value })),
    },
    { name: 'outcome', label: 'What it changed', type: 'text' },
  ],
}

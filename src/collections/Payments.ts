import type { CollectionConfig } from 'payload'
import { entriesAccess } from '@/access'

/**
 * One payment of an entry: a PayHere checkout (with the gateway's payment id) or a bank transfer
 * (with its slip). Recorded, never deleted; a refund is a state (docs/entries.md).
 */
export const Payments: CollectionConfig = {
  slug: 'payments',
  labels: { singular: 'Payment', plural: 'Payments' },
  admin: {
    group: 'Entries',
    useAsTitle: 'orderId',
    defaultColumns: ['orderId', 'entry', 'method', 'amount', 'status', 'createdAt'],
  },
  defaultSort: '-createdAt',
  access: entriesAccess,
  fields: [
    { name: 'entry', type: 'relationship', relationTo: 'entries', required: true, index: true },
    {
      name: 'method',
      type: 'select',
      required: true,
      options: [
        { label: 'Card or wallet (PayHere)', value: 'card' },
        { label: 'Bank transfer or deposit', value: 'bank' },
      ],
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      index: true,
      defaultValue: 'pending',
      options: [
        { label: 'Pending', value: 'pending' },
        { label: 'Paid', value: 'paid' },
        { label: 'Cancelled', value: 'cancelled' },
        { label: 'Failed', value: 'failed' },
        { label: 'Charged back', value: 'charged-back' },
        { label: 'Refunded', value: 'refunded' },
        { label: 'Slip rejected', value: 'rejected' },
      ],
    },
    { name: 'amount', label: 'Amount', type: 'number', required: true, min: 0 },
    { name: 'currency', type: 'text', required: true, defaultValue: 'LKR' },
    { name: 'orderId', label: 'Order id', type: 'text', required: true, unique: true },
    { name: 'gatewayPaymentId', label: 'PayHere payment id', type: 'text', index: true },
    { name: 'slip', type: 'upload', relationTo: 'entry-files' },
    { name: 'confirmedBy', type: 'relationship', relationTo: 'users' },
    { name: 'notes', type: 'textarea' },
  ],
}

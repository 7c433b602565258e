import type { CollectionConfig, Field } from 'payload'
import { entriesAccess, nobodyField } from '@/access'
import { logOpenedEntry } from '@/admin/entries/accessLog'
import { staffActionEndpoint } from '@/admin/entries/actionEndpoint'
import { entriesCsvEndpoint } from '@/admin/entries/csvExport'

const text = (name: string, label: string, extra: Partial<Field> = {}): Field =>
  ({ name, label, type: 'text', ...extra }) as Field

/**
 * A candidate's entry for an exam series (or a Festival of Arts category) or a booking of a class
 * intake. Stored whole before payment starts; never deleted: cancelled and refunded are states, and the
 * anonymisation job clears the personal data a set time after results day (docs/entries.md).
 */
export const Entries: CollectionConfig = {
  slug: 'entries',
  labels: { singular: 'Entry', plural: 'Entries' },
  typescript: { interface: 'Entry' },
  admin: {
    useAsTitle: 'reference',
    group: 'Entries',
    defaultColumns: ['reference', 'candidate.fullName', 'status', 'paymentMethod', 'series', 'intake', 'createdAt'],
    // Never the identity number: a search term travels in the list's address (PDPA: no ID numbers in URLs).
    listSearchableFields: ['reference', 'candidate.fullName', 'candidate.email', 'candidate.mobile'],
    components: { beforeListTable: ['@/admin/entries/EntriesListTop#EntriesListTop'] },
  },
  endpoints: [entriesCsvEndpoint, staffActionEndpoint],
  // Staff opening an entry is logged (src/admin/entries/accessLog.ts); list reads are not.
  hooks: { afterOperation: [logOpenedEntry] },
  defaultSort: '-createdAt',
  access: entriesAccess,
  // A seat of an intake is one row's number: the database refuses a second entry on the same seat.
  indexes: [{ fields: ['intake', 'seatNumber'], unique: true }],
  fields: [
    {
      // Where the entry stands, its fee, payments, document, history and the staff actions, server-rendered.
      name: 'overview',
      type: 'ui',
      admin: { components: { Field: '@/admin/entries/EntryOverview#EntryOverview' }, disableListColumn: true },
    },
    text('reference', 'Reference', { required: true, unique: true, admin: { readOnly: true } }),
    {
      name: 'kind',
      type: 'select',
      required: true,
      options: [
        { label: 'Exam entry', value: 'exam' },
        { label: 'Class booking', value: 'class' },
      ],
    },
    { name: 'series', type: 'relationship', relationTo: 'exam-series', index: true },
    { name: 'intake', type: 'relationship', relationTo: 'class-intakes', index: true },
    {
      name: 'status',
      type: 'select',
      required: true,
      index: true,
      defaultValue: 'awaiting-payment',
      // Changed only by src/entries/changes.ts (the staff actions call it), which records each change.
      access: { update: () => false },
      admin: { readOnly: true, position: 'sidebar', components: { Cell: '@/admin/entries/cells#EntryStatusCell' } },
      options: [
        { label: 'Awaiting payment', value: 'awaiting-payment' },
        { label: 'Slip to check', value: 'slip-to-check' },
        { label: 'Paid', value: 'paid' },
        { label: 'Entered with the board', value: 'entered' },
        { label: 'Waiting list', value: 'waiting-list' },
        { label: 'Cancelled', value: 'cancelled' },
        { label: 'Refunded', value: 'refunded' },
      ],
    },
    {
      name: 'paymentMethod',
      type: 'select',
      options: [
        { label: 'Card or wallet (PayHere)', value: 'card' },
        { label: 'Bank transfer or deposit', value: 'bank' },
      ],
    },
    {
      name: 'candidate',
      type: 'group',
      fields: [
        text('fullName', 'Name as on the ID', { required: true }),
        text('dateOfBirth', 'Date of birth'),
        {
          name: 'gender',
          type: 'select',
          options: [
            { label: 'Female', value: 'F' },
            { label: 'Male', value: 'M' },
          ],
        },
        text('idNumber', 'NIC or passport number'),
        text('previousCandidateNumber', 'Previous candidate number'),
        text('school', 'School'),
        { name: 'email', type: 'email', required: true },
        text('mobile', 'Mobile'),
      ],
    },
    {
      name: 'choices',
      label: 'Subjects, units or categories',
      type: 'array',
      fields: [text('code', 'Code'), text('title', 'Title', { required: true }), text('option', 'Option')],
    },
    {
      name: 'accessArrangements',
      type: 'group',
      fields: [
        { name: 'requested', type: 'checkbox', defaultValue: false },
        { name: 'details', type: 'textarea' },
        { name: 'document', type: 'upload', relationTo: 'entry-files' },
      ],
    },
    {
      name: 'fee',
      type: 'group',
      // Shown itemised in the overview above; staff do not edit it.
      access: { update: () => false },
      admin: { description: 'Computed on the server when the entry was made; staff do not edit it.', hidden: true },
      fields: [
        {
          name: 'items',
          type: 'array',
          fields: [
            text('label', 'Item', { required: true }),
            { name: 'amount', label: 'LKR', type: 'number', required: true },
          ],
        },
        { name: 'total', label: 'Total (LKR)', type: 'number', required: true, min: 0 },
        text('currency', 'Currency', { defaultValue: 'LKR' }),
        text('stage', 'Stage in force'),
        { name: 'heldUntil', label: 'Fee held until', type: 'date' },
      ],
    },
    {
      name: 'seatNumber',
      type: 'number',
      access: { update: () => false },
      admin: { readOnly: true, condition: (data) => data?.kind === 'class' },
    },
    {
      name: 'consentAt',
      label: 'Consent given at',
      type: 'date',
      access: { update: () => false },
      admin: { readOnly: true },
    },
    { name: 'notes', label: 'Staff notes', type: 'textarea' },
    {
      name: 'payments',
      label: 'Payment records',
      type: 'join',
      collection: 'payments',
      on: 'entry',
      admin: { defaultColumns: ['orderId', 'method', 'amount', 'status', 'gatewayPaymentId', 'createdAt'] },
    },
    {
      name: 'history',
      type: 'array',
      // Shown as a list in the overview above. Written only by src/entries (a staff save sends an older copy).
      access: { update: () => false },
      admin: { readOnly: true, hidden: true },
      fields: [
        { name: 'at', type: 'date', required: true },
        text('what', 'What', { required: true }),
        text('by', 'By'),
      ],
    },
    {
      name: 'anonymisedAt',
      type: 'date',
      // Shown once it has happened; the overview says so too.
      access: { update: () => false },
      admin: { readOnly: true, position: 'sidebar', condition: (data) => Boolean(data?.anonymisedAt) },
    },
    // Never readable: the link's token is known only to the e-mail; the key only to the form that sent it.
    text('statusTokenHash', 'Status link', { unique: true, access: { read: nobodyField }, admin: { hidden: true } }),
    text('idempotencyKey', 'Form key', { unique: true, access: { read: nobodyField }, admin: { hidden: true } }),
  ],
}

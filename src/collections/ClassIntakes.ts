import type { CollectionConfig } from 'payload'
import { ADMIN_DAY_FORMAT } from '@/lib/staffTime'
import { publishedContentAccess } from '@/access'
import { keepEntriesOf } from '@/entries/keepEntries'
import { pageVersions } from './publishing'

const dayOnly = { date: { pickerAppearance: 'dayOnly' as const, displayFormat: ADMIN_DAY_FORMAT } }

/**
 * One intake of an IELTS or PTE preparation class: where, when, what it costs and how many seats it
 * has. Published intakes are booked online at /enter/class/<id> (docs/entries.md).
 */
export const ClassIntakes: CollectionConfig = {
  slug: 'class-intakes',
  labels: { singular: 'Class intake', plural: 'Class intakes' },
  typescript: { interface: 'ClassIntake' },
  admin: {
    useAsTitle: 'title',
    // Public content editors keep, beside the exams; the bookings themselves are under Entries.
    group: 'Examinations',
    defaultColumns: ['title', 'course', 'startDate', 'capacity', '_status'],
    description: 'IELTS and PTE classes families book and pay for online. A full intake offers a waiting list.',
  },
  defaultSort: 'startDate',
  versions: pageVersions,
  access: publishedContentAccess,
  hooks: { beforeDelete: [keepEntriesOf('intake')] },
  fields: [
    {
      name: 'course',
      type: 'select',
      required: true,
      index: true,
      options: [
        { label: 'IELTS preparation', value: 'ielts' },
        { label: 'PTE preparation', value: 'pte' },
      ],
    },
    {
      name: 'title',
      type: 'text',
      required: true,
      admin: { description: 'As families know it, e.g. “IELTS Academic, weekday evenings”.' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'location',
          type: 'text',
          required: true,
          admin: { description: 'e.g. “Colombo 7” or “Online”.' },
        },
        { name: 'startDate', label: 'Starts on', type: 'date', required: true, index: true, admin: dayOnly },
        {
          name: 'bookingCloses',
          label: 'Booking closes on',
          type: 'date',
          admin: { ...dayOnly, description: 'Empty: the day before it starts.' },
        },
      ],
    },
    {
      name: 'schedule',
      type: 'text',
      required: true,
      admin: { description: 'e.g. “Mon and Wed, 6–8 pm, 8 weeks”.' },
    },
    {
      type: 'row',
      fields: [
        { name: 'fee', label: 'Course fee (LKR)', type: 'number', required: true, min: 0 },
        { name: 'capacity', label: 'Seats', type: 'number', required: true, min: 1, max: 500 },
      ],
    },
  ],
}

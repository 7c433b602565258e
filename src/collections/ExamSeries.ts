import type { CollectionConfig, Field } from 'payload'
import { ADMIN_DAY_FORMAT } from '@/lib/staffTime'
import { publishedContentAccess } from '@/access'
import { keepCalendarSequences } from '@/calendar/sequences'
import { pageVersions } from './publishing'
import { reminderCountField } from '@/reminders/admin/field'
import { keepEntriesOf } from '@/entries/keepEntries'
import { forgetRemindersOfSeries } from '@/reminders/seriesDeleted'

const day = (name: string, label: string, extra: Partial<Field> = {}): Field =>
  ({
    name,
    label,
    type: 'date',
    admin: { date: { pickerAppearance: 'dayOnly', displayFormat: ADMIN_DAY_FORMAT } },
    ...extra,
  }) as Field

const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/

/**
 * One sitting of an exam (e.g. "May/June 2027") or an IELTS test date: when entries open, the
 * deadlines with their late-entry surcharges, the exam window, results day and the fees. Shown on
 * /exam-calendar, each exam's page, the .ics feeds and the public API (src/content/examSeries.ts).
 */
export const ExamSeries: CollectionConfig = {
  slug: 'exam-series',
  labels: { singular: 'Exam series', plural: 'Exam series' },
  typescript: { interface: 'ExamSeries' },
  admin: {
    useAsTitle: 'name',
    group: 'Examinations',
    defaultColumns: ['name', 'exam', 'standardDeadline', '_status'],
    description: 'Dates, deadlines and fees of each sitting. Past dates disappear from the site on their own.',
  },
  defaultSort: 'examWindow.firstPaper',
  versions: pageVersions,
  access: publishedContentAccess,
  hooks: { beforeChange: [keepCalendarSequences], beforeDelete: [keepEntriesOf('series'), forgetRemindersOfSeries] },
  fields: [
    {
      name: 'test',
      label: 'Dates for',
      type: 'select',
      required: true,
      defaultValue: 'exam',
      options: [
        { label: 'An exam from the Exams list', value: 'exam' },
        { label: 'IELTS (the IELTS page)', value: 'ielts' },
      ],
    },
    {
      name: 'exam',
      type: 'relationship',
      relationTo: 'exams',
      index: true,
      admin: {
        condition: (data) => data?.test !== 'ielts',
        components: { Cell: '@/admin/ExamOfSeriesCell#ExamOfSeriesCell' },
      },
      validate: (value: unknown, { siblingData }: { siblingData: { test?: string } }) =>
        siblingData?.test === 'ielts' || value ? true : 'Choose the exam these dates are for.',
    },
    {
      name: 'name',
      type: 'text',
      required: true,
      admin: { description: 'As candidates know it, e.g. “May/June 2027”.' },
    },
    {
      type: 'row',
      fields: [
        day('entriesOpen', 'Entries open'),
        day('standardDeadline', 'Standard entry deadline', { index: true } as Partial<Field>),
        {
          name: 'deadlineTime',
          label: 'Deadlines close at (Colombo time)',
          type: 'text',
          admin: { description: '24-hour, e.g. 17:00. Empty: the end of the day.' },
          validate: (value: unknown) =>
            value == null || value === '' || (typeof value === 'string' && CLOCK_TIME.test(value))
              ? true
              : 'Use a 24-hour time such as 17:00.',
        },
      ],
    },
    {
      name: 'lateEntries',
      label: 'Late-entry stages',
      type: 'array',
      labels: { singular: 'Late-entry stage', plural: 'Late-entry stages' },
      admin: { description: 'Each stage: its last day and the surcharge per subject or unit on top of the fee.' },
      fields: [
        {
          type: 'row',
          fields: [
            day('deadline', 'Last day', { required: true } as Partial<Field>),
            { name: 'surcharge', label: 'Surcharge (LKR)', type: 'number', required: true, min: 0 },
            {
              name: 'label',
              type: 'text',
              admin: { description: 'Optional, e.g. “Late entry” or “Very late entry”.' },
            },
          ],
        },
      ],
    },
    {
      name: 'examWindow',
      label: 'Exam window',
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [
            day('firstPaper', 'First paper (or test day)', { required: true, index: true } as Partial<Field>),
            day('lastPaper', 'Last paper', {
              admin: {
                description: 'Empty for a single test day.',
                date: { pickerAppearance: 'dayOnly', displayFormat: ADMIN_DAY_FORMAT },
              },
            } as Partial<Field>),
          ],
        },
      ],
    },
    day('resultsDay', 'Results day'),
    {
      name: 'notes',
      type: 'textarea',
      admin: { description: 'Shown under the dates, e.g. where the exams are held.' },
    },
    {
      name: 'fees',
      type: 'array',
      labels: { singular: 'Fee', plural: 'Fees' },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'label',
              type: 'text',
              required: true,
              admin: { description: 'e.g. “International GCSE, per subject”.' },
            },
            { name: 'amount', label: 'Amount (LKR)', type: 'number', required: true, min: 0 },
            {
              name: 'per',
              type: 'select',
              defaultValue: 'subject',
              options: [
                { label: 'per subject', value: 'subject' },
                { label: 'per unit', value: 'unit' },
                { label: 'per test', value: 'test' },
                { label: 'per candidate', value: 'candidate' },
              ],
            },
          ],
        },
      ],
    },
    {
      name: 'onlineEntry',
      label: 'Online entry',
      type: 'group',
      admin: {
        description:
          'Candidates enter and pay at /enter/exam/<id> from entries open until the last late stage. ' +
          'Each subject uses its own fee, or else the first per-subject (or per-unit) fee above.',
      },
      fields: [
        { name: 'open', label: 'Take entries online for this series', type: 'checkbox', defaultValue: false },
        {
          name: 'subjects',
          label: 'Subjects, units or categories',
          type: 'array',
          labels: { singular: 'Subject', plural: 'Subjects' },
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'code', type: 'text', admin: { description: 'The board’s code, e.g. 4MA1.' } },
                { name: 'title', type: 'text', required: true },
                { name: 'option', type: 'text', admin: { description: 'Optional: tier or age group.' } },
                {
                  name: 'fee',
                  label: 'Fee (LKR)',
                  type: 'number',
                  min: 0,
                  admin: { description: 'Empty: the series’ fee.' },
                },
              ],
            },
          ],
        },
      ],
    },
    reminderCountField,
    day('feesCheckedOn', 'Fees last checked on', {
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly', displayFormat: ADMIN_DAY_FORMAT } },
    } as Partial<Field>),
    {
      // Per calendar event: a fingerprint and its iCalendar SEQUENCE, raised when the event changes.
      name: 'calendarSequences',
      type: 'json',
      admin: { hidden: true },
      access: { update: () => false, create: () => false },
    },
  ],
}

import type { CollectionConfig, Field } from 'payload'
import { openContentAccess } from '@/access'

const text = (name: string, label: string, description?: string): Field => ({
  name,
  label,
  type: 'textarea',
  admin: description ? { description } : {},
})

/** Lines of a list: one item per line in the admin, a list on the page. */
const lines = (name: string, label: string, description: string): Field =>
  text(name, label, `${description} One per line.`)

/**
 * What families ask the office before and after an exam, written once per group of exams that share
 * it (venues, exam-day rules, results, post-results services, policies) and shown on each exam's page
 * (src/practical/). An exam that differs in one fact gets a per-exam override, not a copy.
 */
export const PracticalGuides: CollectionConfig = {
  slug: 'practical-guides',
  labels: { singular: 'Practical guide', plural: 'Practical guides' },
  typescript: { interface: 'PracticalGuide' },
  admin: {
    useAsTitle: 'name',
    group: 'Examinations',
    defaultColumns: ['name', 'exams', 'ielts'],
    description: 'Venues, exam-day rules, results and policies, shared by the exams each guide is for.',
  },
  access: openContentAccess,
  fields: [
    {
      name: 'name',
      type: 'text',
      required: true,
      admin: { description: 'For staff, e.g. “Pearson Edexcel exams”.' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'exams',
          label: 'For these exams',
          type: 'relationship',
          relationTo: 'exams',
          hasMany: true,
          index: true,
        },
        { name: 'ielts', label: 'For IELTS (the IELTS page)', type: 'checkbox', defaultValue: false },
      ],
    },
    { name: 'venues', type: 'relationship', relationTo: 'exam-venues', hasMany: true },
    {
      name: 'examDay',
      label: 'On the exam day',
      type: 'group',
      fields: [
        {
          name: 'arrival',
          label: 'Arrival',
          type: 'text',
          admin: { description: 'e.g. “30 minutes before the start”.' },
        },
        lines('identity', 'Identity documents', 'Documents accepted.'),
        lines('bring', 'What to bring', 'Things to bring.'),
        lines('notAllowed', 'Not allowed', 'Things not allowed in the room.'),
      ],
    },
    {
      name: 'results',
      type: 'group',
      fields: [
        text('release', 'When results are out', 'e.g. “Thursday 19 August, from 10:00”.'),
        text('collection', 'How results are collected'),
        text('certificates', 'Certificates'),
      ],
    },
    {
      name: 'postResults',
      label: 'After the results',
      type: 'group',
      fields: [
        text('intro', 'Introduction'),
        {
          name: 'services',
          type: 'array',
          labels: { singular: 'Service', plural: 'Services' },
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'name', type: 'text', required: true, admin: { description: 'e.g. “Review of marking”.' } },
                { name: 'fee', label: 'Fee (LKR)', type: 'number', min: 0 },
                { name: 'deadline', type: 'text', admin: { description: 'e.g. “Within 20 days of results”.' } },
              ],
            },
          ],
        },
      ],
    },
    {
      name: 'policies',
      label: 'Refunds, transfers and withdrawals',
      type: 'group',
      fields: [text('refund', 'Refunds'), text('transfer', 'Transfers'), text('withdrawal', 'Withdrawals')],
    },
    {
      name: 'overrides',
      label: 'Per-exam differences',
      type: 'array',
      labels: { singular: 'Difference', plural: 'Differences' },
      admin: { description: 'Only what differs for one exam; every empty field keeps the guide’s text.' },
      fields: [
        { name: 'exam', type: 'relationship', relationTo: 'exams', required: true },
        { name: 'venues', type: 'relationship', relationTo: 'exam-venues', hasMany: true },
        { name: 'arrival', type: 'text' },
        text('release', 'When results are out'),
        text('collection', 'How results are collected'),
        text('note', 'A note for this exam', 'Shown first in the section.'),
      ],
    },
  ],
}

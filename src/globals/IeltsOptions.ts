import type { ArrayField, GlobalConfig } from 'payload'
import { publishedGlobalAccess } from '@/access'
import { globalVersions } from './versions'

const choiceList = (name: string, label: string): ArrayField => ({
  name,
  label,
  type: 'array',
  minRows: 1,
  labels: { singular: 'Choice', plural: 'Choices' },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'value',
          type: 'text',
          required: true,
          admin: { description: 'Stored with the enquiry, e.g. feb2026.' },
        },
        { name: 'label', type: 'text', required: true, admin: { description: 'Shown to visitors.' } },
      ],
    },
  ],
})

/** The choice lists of the IELTS and PTE enquiry forms. */
export const IeltsOptions: GlobalConfig = {
  slug: 'ielts-options',
  label: 'Enquiry form choices',
  admin: { group: 'IELTS & PTE' },
  access: publishedGlobalAccess,
  versions: globalVersions,
  fields: [
    choiceList('destinations', 'Preferred Study Destination'),
    choiceList('intakes', 'Proposed Intake'),
    choiceList('locations', 'Preferred Location for Appointment'),
  ],
}

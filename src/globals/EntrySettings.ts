import type { GlobalConfig } from 'payload'
import { isAdmin, isEntriesStaff } from '@/auth/roles'

/** How online entries behave: how long a quoted fee is held, the bank details, consent text, anonymisation. */
export const EntrySettings: GlobalConfig = {
  slug: 'entry-settings',
  label: 'Online entries',
  typescript: { interface: 'EntrySettings' },
  admin: { group: 'Settings', description: 'Bank details, the consent text and how long personal data is kept.' },
  // Read by the entry pages on the server (overrideAccess); the entries role and admins see it, admins change it.
  access: { read: isEntriesStaff, readVersions: isAdmin, update: isAdmin },
  fields: [
    {
      name: 'holdHours',
      label: 'Hours a quoted fee is held',
      type: 'number',
      defaultValue: 48,
      min: 1,
      max: 720,
      admin: { description: 'An unpaid entry keeps its fee this long, even if a late stage begins meanwhile.' },
    },
    {
      name: 'centreFee',
      label: 'Centre fee per candidate (LKR)',
      type: 'number',
      defaultValue: 0,
      min: 0,
      admin: { description: 'Added once to each exam entry, on top of the series’ fees. 0: none.' },
    },
    {
      name: 'bank',
      label: 'Bank details',
      type: 'group',
      fields: [
        { name: 'accountName', label: 'Account name', type: 'text' },
        { name: 'accountNumber', label: 'Account number', type: 'text' },
        { name: 'bankName', label: 'Bank and branch', type: 'text' },
      ],
    },
    {
      name: 'consentText',
      label: 'Consent shown on the form',
      type: 'textarea',
      admin: { description: 'Why the personal data is collected and how long it is kept (PDPA No. 9 of 2022).' },
    },
    {
      name: 'anonymiseAfterDays',
      label: 'Anonymise entries this many days after results day',
      type: 'number',
      defaultValue: 365,
      min: 30,
      max: 3650,
    },
  ],
}

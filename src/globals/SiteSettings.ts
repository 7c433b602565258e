import type { GlobalConfig } from 'payload'
import { siteSettingsAccess } from '@/access'
import { globalVersions } from './versions'
import { linkField } from '@/fields/link'
import { MAP_EMBED_ORIGINS, isAllowedMapEmbed } from '@/lib/securityHeaders'

const phoneLine = (name: string, label: string, defaultLabel: string) => ({
  name,
  label,
  type: 'group' as const,
  fields: [
    {
      type: 'row' as const,
      fields: [
        { name: 'label', type: 'text' as const, required: true, defaultValue: defaultLabel },
        { name: 'number', type: 'text' as const, required: true },
      ],
    },
  ],
})

/** Company-wide facts: contact details, links, popup, footer and home page blocks. */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Site settings',
  admin: { group: 'Settings' },
  access: siteSettingsAccess,
  versions: globalVersions,
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Company',
          fields: [
            { name: 'companyName', type: 'text', required: true, defaultValue: 'Lyceum Assessments' },
            { name: 'parentCompanyName', type: 'text', required: true, defaultValue: 'Lyceum Education Group' },
            {
              name: 'footerDescription',
              type: 'textarea',
              admin: { description: 'The company description at the top of the footer.' },
            },
            { name: 'copyrightYear', type: 'number', required: true, defaultValue: 2023 },
          ],
        },
        {
          label: 'Contact details',
          fields: [
            phoneLine('pearsonPhone', 'Pearson student service line', 'Pearson student service'),
            phoneLine('generalPhone', 'Festival of Arts and IELTS/PTE line', 'Festival of Arts & IELTS/PTE'),
            { name: 'email', type: 'email', required: true },
            { name: 'address', type: 'textarea', required: true },
            linkField('mapsLink', 'Maps link'),
            {
              ...linkField('mapEmbedUrl', 'Embedded map address', {
                admin: {
                  description:
                    'The “embed a map” address (Google Maps or OpenStreetMap) ' +
                    'used by the Find Us map on the contact page.',
                },
              }),
              // The site's Content-Security-Policy only lets these map services into a frame.
              validate: (value: unknown) =>
                value == null || value === '' || (typeof value === 'string' && isAllowedMapEmbed(value))
                  ? true
                  : `Use an embed address from ${MAP_EMBED_ORIGINS.join(', ')}.`,
            },
            linkField('website', 'Website'),
          ],
        },
        {
          label: 'Social and sister sites',
          fields: [
            {
              name: 'social',
              type: 'group',
              fields: [
                linkField('facebook', 'Facebook'),
                linkField('instagram', 'Instagram'),
                linkField('linkedin', 'LinkedIn'),
                linkField('youtube', 'YouTube'),
              ],
            },
            {
              name: 'sisterSites',
              type: 'array',
              maxRows: 4,
              fields: [{ name: 'name', type: 'text', required: true }, linkField('url', 'Address', { required: true })],
            },
          ],
        },
        {
          label: 'Home page',
          fields: [
            {
              name: 'homeBanner',
              label: 'Announcement banner block',
              type: 'group',
              fields: [{ name: 'banner_text', label: 'Text', type: 'textarea' }, linkField('banner_link', 'Link')],
            },
            {
              name: 'popup',
              type: 'group',
              fields: [
                { name: 'enabled', type: 'checkbox', defaultValue: true },
                { name: 'poster', type: 'upload', relationTo: 'media' },
                linkField('registrationUrl', 'Registration portal address', {
                  admin: {
                    description:
                      'An outside portal (https://…, opens in a new tab), ' +
                      "or a series' online entry form on this site: " +
                      'the address of its Enter online button (/enter/exam/…).',
                  },
                }),
              ],
            },
            {
              name: 'groupUnits',
              label: 'Education group units (carousel cards)',
              type: 'array',
              maxRows: 8,
              fields: [
                { name: 'name', type: 'text', required: true },
                { name: 'image', type: 'upload', relationTo: 'media', admin: { description: '600 × 350 pixels.' } },
                { name: 'text', type: 'textarea', required: true },
                {
                  name: 'links',
                  type: 'array',
                  fields: [
                    { name: 'label', type: 'text', required: true },
                    linkField('url', 'Address', { required: true }),
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
}

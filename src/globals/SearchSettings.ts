import type { GlobalConfig } from 'payload'
import { contentGlobalAccess } from '@/access'

/** What site search knows of the site's words (src/search/settings.ts): synonyms and the searches it offers. */
export const SearchSettings: GlobalConfig = {
  slug: 'search-settings',
  label: 'Search settings',
  admin: {
    group: 'Settings',
    description:
      'Words families use for the same thing, and the searches offered on the search page. ' +
      'Changes apply within a second.',
  },
  access: contentGlobalAccess,
  fields: [
    {
      name: 'synonyms',
      type: 'array',
      labels: { singular: 'Synonym group', plural: 'Synonyms' },
      admin: {
        description:
          'Each group: words or phrases that mean the same, separated by commas, ' +
          'e.g. “IGCSE, International GCSE, O level”. ' +
          'A search for any of them finds pages with any other. Sinhala and Tamil words work too.',
      },
      fields: [{ name: 'phrases', type: 'text', required: true }],
    },
    {
      name: 'popularSearches',
      label: 'Popular searches',
      type: 'array',
      labels: { singular: 'Popular search', plural: 'Popular searches' },
      maxRows: 12,
      admin: { description: 'Offered on the empty search page and when nothing matched, in this order.' },
      fields: [{ name: 'query', label: 'Search', type: 'text', required: true, maxLength: 60 }],
    },
  ],
}

import type { Plugin } from 'payload'
import { searchPlugin } from '@payloadcms/plugin-search'
import { searchIndexAccess } from '@/access'
import { collectionCacheHooks } from '@/lib/publicCache'
import { SEARCHED_COLLECTIONS, searchEntryFor, type SearchedCollection } from './entry'

/**
 * @payloadcms/plugin-search keeps one `search` row per published blog, exam and event, updated in the
 * same save (drafts are never indexed): its title, its page's path and its text (src/search/entry.ts).
 */
export const searchPlugins = (): Plugin[] => [
  searchPlugin({
    collections: [...SEARCHED_COLLECTIONS],
    syncDrafts: false,
    deleteDrafts: true,
    beforeSync: async ({ collectionSlug, originalDoc, req, searchDoc }) => ({
      ...searchDoc,
      ...(await searchEntryFor(collectionSlug as SearchedCollection, originalDoc, req)),
    }),
    searchOverrides: {
      labels: { singular: 'Search entry', plural: 'Search index' },
      admin: { group: 'Settings', description: 'Kept up to date on every save; nothing to edit here.' },
      access: searchIndexAccess,
      // A rewritten index changes what /search shows (the admin's Reindex button writes only here).
      hooks: collectionCacheHooks('search'),
      fields: ({ defaultFields }) => [
        ...defaultFields,
        { name: 'path', type: 'text', admin: { readOnly: true } },
        { name: 'text', type: 'textarea', admin: { readOnly: true } },
      ],
    },
  }),
]

import path from 'node:path'
import { importExportPlugin } from '@payloadcms/plugin-import-export'
import { signedIn } from '@/access'
import { env } from '@/lib/env'

/**
 * CSV export of the inbox (contact messages and enquiries) with Payload's official plugin.
 * Exports are files with visitors' details: only signed-in staff reach them.
 */
export const inboxExport = importExportPlugin({
  collections: [
    { slug: 'contact-messages', export: { format: 'csv', disableJobsQueue: true }, import: false },
    { slug: 'enquiries', export: { format: 'csv', disableJobsQueue: true }, import: false },
  ],
  overrideExportCollection: ({ collection }) => ({
    ...collection,
    admin: { ...collection.admin, group: 'Inbox' },
    access: { read: signedIn, create: signedIn, update: signedIn, delete: signedIn },
    upload: { ...(typeof collection.upload === 'object' ? collection.upload : {}), staticDir: path.join(env().mediaDir, 'exports') },
  }),
})

import { importExportPlugin } from '@payloadcms/plugin-import-export'
import { inboxExportAccess } from '@/access'
import { serveExportFile } from '@/uploads/serveFile'
import { localFolder, uploadStore } from '@/uploads/storage'

/**
 * CSV export of the inbox (contact messages and enquiries) with Payload's official plugin.
 * Exports are files with visitors' details: only signed-in staff reach them. Stored like uploads:
 * under MEDIA_DIR/exports, or under exports/ in the bucket when S3_BUCKET is set (src/uploads/storage.ts).
 */
export const inboxExport = importExportPlugin({
  collections: [
    { slug: 'contact-messages', export: { format: 'csv', disableJobsQueue: true }, import: false },
    { slug: 'enquiries', export: { format: 'csv', disableJobsQueue: true }, import: false },
  ],
  overrideExportCollection: ({ collection }) => ({
    ...collection,
    admin: { ...collection.admin, group: 'Inbox' },
    access: inboxExportAccess,
    upload: {
      ...(typeof collection.upload === 'object' ? collection.upload : {}),
      // Unused with S3_BUCKET set: the storage adapter keeps the files in the bucket.
      staticDir: localFolder('exports'),
      handlers: [serveExportFile(uploadStore('exports'))],
    },
  }),
})

import { importExportPlugin } from '@payloadcms/plugin-import-export'
import type { Config, Endpoint } from 'payload'
import { inboxExportAccess, unusedAccess } from '@/access'
import { worksTheInbox } from '@/auth/roles'
import { serveExportFile } from '@/uploads/serveFile'
import { localFolder, uploadStore } from '@/uploads/storage'

/** The plugin's own endpoints (/api/exports/download, /export-preview) check no role: the inbox's rule applies. */
const forTheInbox = (endpoint: Endpoint): Endpoint => ({
  ...endpoint,
  handler: (req) =>
    worksTheInbox(req.user)
      ? endpoint.handler(req)
      : Response.json({ errors: [{ message: 'Only inbox staff and admins can export messages.' }] }, { status: 403 }),
})

/**
 * CSV export of the inbox (contact messages and enquiries) with Payload's official plugin.
 * Exports are files with visitors' details: only the inbox and admins reach them. Stored like uploads:
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
    endpoints: Array.isArray(collection.endpoints) ? collection.endpoints.map(forTheInbox) : collection.endpoints,
    upload: {
      ...(typeof collection.upload === 'object' ? collection.upload : {}),
      // Unused with S3_BUCKET set: the storage adapter keeps the files in the bucket.
      staticDir: localFolder('exports'),
      handlers: [serveExportFile(uploadStore('exports'))],
    },
  }),
  // Nothing is imported: the plugin's import collection stays closed and out of the admin.
  overrideImportCollection: ({ collection }) => ({
    ...collection,
    access: unusedAccess,
    admin: { ...collection.admin, hidden: true },
  }),
})

/**
 * The lists' one export button is src/admin/inbox's streamed CSV (every matching row, every field): the
 * plugin's own list-menu entry (10 rows of the visible columns by default) is taken out of the inbox.
 */
export const oneExportButton = (config: Config): Config => ({
  ...config,
  collections: config.collections?.map((c) => {
    const items = c.admin?.components?.listMenuItems
    if (!items) return c
    const kept = items.filter(
      (item) =>
        !(typeof item === 'object' && item && 'path' in item && String(item.path).includes('ExportListMenuItem')),
    )
    return { ...c, admin: { ...c.admin, components: { ...c.admin?.components, listMenuItems: kept } } }
  }),
})

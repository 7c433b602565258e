import type { CollectionConfig } from 'payload'
import { entriesAccess } from '@/access'
import { loggingDownloads } from '@/admin/entries/accessLog'
import { beforeUpload, refusedBody } from '@/uploads/hooks'
import { entryDocumentRules } from '@/uploads/rules'
import { serveUploadedFile } from '@/uploads/serveFile'
import { localFolder, uploadStore } from '@/uploads/storage'

/**
 * Private files of entries: bank slips and access-arrangement documents. Never public: served to the
 * entries role through the admin and to the candidate through their status link only.
 */
export const EntryFiles: CollectionConfig = {
  slug: 'entry-files',
  labels: { singular: 'Entry document', plural: 'Entry documents' },
  admin: { group: 'Entries', useAsTitle: 'filename', defaultColumns: ['filename', 'purpose', 'createdAt'] },
  access: entriesAccess,
  upload: {
    staticDir: localFolder('entry-files'),
    mimeTypes: entryDocumentRules.kinds.map((k) => k.mime),
    // Each staff download is logged (PDPA); the candidate's own, through the status link, is not staff access.
    handlers: [loggingDownloads(serveUploadedFile(uploadStore('entry-files'), entryDocumentRules, 'attachment'))],
  },
  hooks: { beforeOperation: [beforeUpload(entryDocumentRules)], afterError: [refusedBody] },
  fields: [
    {
      name: 'purpose',
      type: 'select',
      required: true,
      options: [
        { label: 'Bank slip', value: 'bank-slip' },
        { label: 'Access arrangements', value: 'access-arrangements' },
      ],
    },
  ],
}

import type { CollectionConfig } from 'payload'
import { openContentAccess } from '@/access'
import { beforeUpload, refusedBody } from '@/uploads/hooks'
import { downloadRules } from '@/uploads/rules'
import { serveUploadedFile } from '@/uploads/serveFile'
import { localFolder, uploadStore } from '@/uploads/storage'

/** A downloadable file, shown on an exam page or in the home page's Download Materials. */
export const Downloads: CollectionConfig = {
  slug: 'downloads',
  admin: {
    useAsTitle: 'title',
    group: 'Downloads',
    defaultColumns: ['title', 'category', 'exam', 'showOnHome'],
  },
  defaultSort: 'title',
  access: openContentAccess,
  upload: {
    // Unused with S3_BUCKET set: the storage adapter keeps the files in the bucket (src/uploads/storage.ts).
    staticDir: localFolder('downloads'),
    mimeTypes: downloadRules.kinds.map((k) => k.mime),
    handlers: [serveUploadedFile(uploadStore('downloads'), downloadRules, 'attachment')],
  },
  hooks: { beforeOperation: [beforeUpload(downloadRules)], afterError: [refusedBody] },
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'category', type: 'relationship', relationTo: 'download-categories', required: true, index: true },
    {
      name: 'exam',
      type: 'relationship',
      relationTo: 'exams',
      index: true,
      admin: { description: 'The exam page that lists this file. Leave empty for a home page file.' },
    },
    {
      name: 'showOnHome',
      label: 'Show in the home page Download Materials',
      type: 'checkbox',
      defaultValue: false,
      index: true,
    },
  ],
}

import type { CollectionConfig } from 'payload'
import { openContentAccess } from '@/access'
import { beforeUpload, refusedBody } from '@/uploads/hooks'
import { mediaRules } from '@/uploads/rules'
import { serveUploadedFile } from '@/uploads/serveFile'
import { localFolder, uploadStore } from '@/uploads/storage'

/** Images used across the site: sliders, blogs, events, icons, posters. Raster only, checked by content (src/uploads). */
export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Library' },
  access: openContentAccess,
  upload: {
    // Unused with S3_BUCKET set: the storage adapter keeps the files in the bucket (src/uploads/storage.ts).
    staticDir: localFolder('media'),
    mimeTypes: mediaRules.kinds.map((k) => k.mime),
    handlers: [serveUploadedFile(uploadStore('media'), mediaRules, 'inline')],
  },
  hooks: { beforeOperation: [beforeUpload(mediaRules)], afterError: [refusedBody] },
  fields: [
    {
      name: 'alt',
      type: 'text',
      admin: { description: 'Describes the image for people who cannot see it. Leave empty for decoration.' },
    },
  ],
}

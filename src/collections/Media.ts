import type { CollectionConfig } from 'payload'
import { openContentAccess } from '@/access'
import { altTextRule } from '@/uploads/altText'
import { beforeUpload, refusedBody } from '@/uploads/hooks'
import { mediaRules } from '@/uploads/rules'
import { serveUploadedFile } from '@/uploads/serveFile'
import { localFolder, uploadStore } from '@/uploads/storage'

/** Images across the site: sliders, blogs, events, icons, posters. Raster only, checked by content (src/uploads). */
export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Library', defaultColumns: ['filename', 'alt', 'decorative', 'width', 'height', 'updatedAt'] },
  access: openContentAccess,
  upload: {
    // Unused with S3_BUCKET set: the storage adapter keeps the files in the bucket (src/uploads/storage.ts).
    staticDir: localFolder('media'),
    mimeTypes: mediaRules.kinds.map((k) => k.mime),
    handlers: [serveUploadedFile(uploadStore('media'), mediaRules, 'inline')],
    // The editor marks what must stay in view; every crop on the site centres on it (src/components/ui/MediaImage.tsx).
    focalPoint: true,
    crop: true,
  },
  hooks: { beforeOperation: [beforeUpload(mediaRules)], afterError: [refusedBody] },
  fields: [
    {
      name: 'alt',
      label: 'Alt text',
      type: 'text',
      validate: altTextRule,
      admin: {
        components: { Label: '@/admin/AltTextLabel#AltTextLabel' },
        description:
          'What the image shows, for people who cannot see it (read aloud ' +
          'by screen readers). Required unless the image is decorative.',
      },
    },
    {
      name: 'decorative',
      label: 'Decorative image',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        description:
          'Tick only for decoration that says nothing (patterns, ' +
          'backgrounds): the site then gives it an empty alt text.',
      },
    },
  ],
}

import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { anyone, signedIn } from '@/access'
import { env } from '@/lib/env'
import { beforeUpload, refusedBody } from '@/uploads/hooks'
import { mediaRules } from '@/uploads/rules'
import { serveUploadedFile } from '@/uploads/serveFile'

const staticDir = path.join(env().mediaDir, 'images')

/** Images used across the site: sliders, blogs, events, icons, posters. Raster only, checked by content (src/uploads). */
export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Library' },
  access: { read: anyone, create: signedIn, update: signedIn, delete: signedIn },
  upload: {
    staticDir,
    mimeTypes: mediaRules.kinds.map((k) => k.mime),
    handlers: [serveUploadedFile(staticDir, mediaRules, 'inline')],
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

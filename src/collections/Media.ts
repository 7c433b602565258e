import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { anyone, signedIn } from '@/access'
import { env } from '@/lib/env'

/** Images used across the site: sliders, blogs, events, icons, posters. */
export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Library' },
  access: { read: anyone, create: signedIn, update: signedIn, delete: signedIn },
  upload: {
    staticDir: path.join(env().mediaDir, 'images'),
    mimeTypes: ['image/*'],
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      admin: { description: 'Describes the image for people who cannot see it. Leave empty for decoration.' },
    },
  ],
}

import type { CollectionConfig } from 'payload'
import { signedIn } from '@/access'

/** Staff who sign in to the admin. Visitors never see this collection. */
export const Users: CollectionConfig = {
  slug: 'users',
  admin: { useAsTitle: 'email', group: 'Administration' },
  auth: { maxLoginAttempts: 10, lockTime: 10 * 60 * 1000 },
  access: {
    read: signedIn,
    create: signedIn,
    update: signedIn,
    delete: signedIn,
  },
  fields: [{ name: 'name', type: 'text' }],
}

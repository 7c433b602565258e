import type { Access, FieldAccess } from 'payload'

// The smallest split that the sign-in rules need: admins manage staff accounts and the sign-in
// settings; editors manage content and their own account.
export const ROLES = [
  { label: 'Admin: content, staff accounts and sign-in settings', value: 'admin' },
  { label: 'Editor: content and their own account', value: 'editor' },
] as const

export type Role = (typeof ROLES)[number]['value']

type MaybeStaff = { role?: string | null } | null | undefined

export const hasAdminRole = (user: MaybeStaff): boolean => user?.role === 'admin'

export const isAdmin: Access = ({ req }) => hasAdminRole(req.user)

export const isAdminField: FieldAccess = ({ req }) => hasAdminRole(req.user)

/** Admins reach every staff account; anyone else only their own. */
export const adminOrSelf: Access = ({ req }) => {
  if (!req.user) return false
  if (hasAdminRole(req.user)) return true
  return { id: { equals: req.user.id } }
}

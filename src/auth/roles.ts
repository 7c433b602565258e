import type { Access, FieldAccess } from 'payload'

// What each kind of staff member does; a staff account has one or more roles (docs/roles.md).
export const ROLES = [
  { label: 'Admin: everything, including staff accounts and settings', value: 'admin' },
  { label: 'Editor: public content, media and downloads', value: 'editor' },
  { label: 'Inbox: reads, marks and exports messages and enquiries', value: 'inbox' },
  { label: "Entries: candidates' entries, bookings and payments (personal data)", value: 'entries' },
] as const

export type Role = (typeof ROLES)[number]['value']

const KNOWN = new Set<string>(ROLES.map((r) => r.value))

type MaybeStaff = object | null | undefined

/** The roles of a signed-in staff member (from the JWT or the database); none for visitors. */
export function rolesOf(user: MaybeStaff): Role[] {
  const roles = (user as { roles?: unknown } | null | undefined)?.roles
  return Array.isArray(roles) ? (roles.filter((r) => typeof r === 'string' && KNOWN.has(r)) as Role[]) : []
}

export const hasRole = (user: MaybeStaff, role: Role): boolean => rolesOf(user).includes(role)

export const hasAdminRole = (user: MaybeStaff): boolean => hasRole(user, 'admin')

/** Blogs, events, exams, media, downloads and the page texts: editors and admins. */
export const editsContent = (user: MaybeStaff): boolean => hasAdminRole(user) || hasRole(user, 'editor')

/** Contact messages, enquiries and their CSV exports: the inbox and admins. */
export const worksTheInbox = (user: MaybeStaff): boolean => hasAdminRole(user) || hasRole(user, 'inbox')

/** Candidates' entries, class bookings, their payments and documents: the entries role and admins. */
export const handlesEntries = (user: MaybeStaff): boolean => hasAdminRole(user) || hasRole(user, 'entries')

/** Any staff member with at least one role (an account without one reaches nothing, not even the admin). */
export const isStaff = (user: MaybeStaff): boolean => rolesOf(user).length > 0

export const isAdmin: Access = ({ req }) => hasAdminRole(req.user)

export const isAdminField: FieldAccess = ({ req }) => hasAdminRole(req.user)

export const isContentEditor: Access = ({ req }) => editsContent(req.user)

export const isInboxStaff: Access = ({ req }) => worksTheInbox(req.user)

export const isEntriesStaff: Access = ({ req }) => handlesEntries(req.user)

export const isAnyStaff: Access = ({ req }) => isStaff(req.user)

/** Admins reach every staff account; other staff only their own. */
export const adminOrSelf: Access = ({ req }) => {
  if (!req.user || !isStaff(req.user)) return false
  if (hasAdminRole(req.user)) return true
  return { id: { equals: req.user.id } }
}

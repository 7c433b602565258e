import type { Access, Config, Plugin } from 'payload'
import { editsContent, hasAdminRole, isAdmin, isContentEditor, isInboxStaff, worksTheInbox } from '@/auth/roles'

type Staff = Parameters<typeof editsContent>[0]

// Which staff a role check admits, by the access function a collection or global writes with.
const WORKERS = new Map<Access, (user: Staff) => boolean>([
  [isContentEditor, editsContent],
  [isInboxStaff, worksTheInbox],
  [isAdmin, hasAdminRole],
])

function workersOf(access: { create?: Access; update?: Access } | undefined) {
  return (access?.update && WORKERS.get(access.update)) || (access?.create && WORKERS.get(access.create)) || undefined
}

/**
 * The admin shows each staff member only what their roles work on: a collection or global is
 * hidden (nav, dashboard and its URLs, which answer "not found") unless the user may change it.
 * Public content is readable by anyone, so Payload's own read-based hiding would show it to the inbox.
 * Runs after the other plugins so that collections they add (exports, redirects) are covered too;
 * an entity that sets its own `admin.hidden` keeps it.
 */
export const adminNavByRole: Plugin = (config: Config): Config => ({
  ...config,
  collections: config.collections?.map((collection) => {
    const works = workersOf(collection.access)
    if (!works || collection.admin?.hidden !== undefined) return collection
    return { ...collection, admin: { ...collection.admin, hidden: ({ user }) => !works(user) } }
  }),
  globals: config.globals?.map((global) => {
    const works = workersOf(global.access)
    if (!works || global.admin?.hidden !== undefined) return global
    return { ...global, admin: { ...global.admin, hidden: ({ user }) => !works(user) } }
  }),
})

import type { Access, FieldAccess } from 'payload'
import {
  adminOrSelf,
  editsContent,
  isAdmin,
  isAnyStaff,
  isContentEditor,
  isEntriesStaff,
  isInboxStaff,
  isStaff,
} from '@/auth/roles'

export const anyone: Access = () => true

/** Any staff member with a role (an account without one gets nothing). */
export const signedIn: Access = isAnyStaff

export const nobody: Access = () => false

export const nobodyField: FieldAccess = () => false

/** Editors and admins see drafts; everyone else (visitors, the inbox) sees only what is published. */
export const editorsOrPublished: Access = ({ req }) =>
  editsContent(req.user) ? true : { _status: { equals: 'published' } }

/** The name this rule had before roles; kept so older call sites read the same rule. */
export const signedInOrPublished = editorsOrPublished

// The access of each kind of document, named once; every collection and global uses one of these.
// The roles behind them (src/auth/roles.ts): admin everything, editor public content, inbox messages.
// `readVersions` is named everywhere: Payload's default for a missing one is "anyone signed in".

/** Public content with drafts (blogs, events, exams): visitors read what is published; editors write. */
export const publishedContentAccess = {
  read: editorsOrPublished,
  readVersions: isContentEditor,
  create: isContentEditor,
  update: isContentEditor,
  delete: isContentEditor,
}

/** Public content without drafts (categories, values, media, downloads, redirects): anyone reads; editors write. */
export const openContentAccess = {
  read: anyone,
  readVersions: isContentEditor,
  create: isContentEditor,
  update: isContentEditor,
  delete: isContentEditor,
}

/** Visitors' messages: created only by the form endpoints; the inbox reads and marks them; admins delete. */
export const inboxAccess = {
  read: isInboxStaff,
  readVersions: isInboxStaff,
  create: nobody,
  update: isInboxStaff,
  delete: isAdmin,
}

/** Entries, payments and their documents: made only by the entry and payment endpoints; the entries role reads
 * and works them; nothing is deleted (cancelled and refunded are states; anonymisation clears personal data). */
export const entriesAccess = {
  read: isEntriesStaff,
  readVersions: isEntriesStaff,
  create: nobody,
  update: isEntriesStaff,
  delete: nobody,
}

/** The inbox's CSV exports: the inbox makes and reads them; a made export never changes; admins delete. */
export const inboxExportAccess = { read: isInboxStaff, create: isInboxStaff, update: nobody, delete: isAdmin }

/** A global the public pages show, without drafts (Page SEO): anyone reads; editors write. */
export const contentGlobalAccess = { read: anyone, readVersions: isContentEditor, update: isContentEditor }

/**
 * A global the public pages show, with drafts (texts of one page): visitors read what is published
 * (a bare `read: anyone` would hand them the latest draft through `?draft=true`); editors write.
 */
export const publishedGlobalAccess = {
  read: editorsOrPublished,
  readVersions: isContentEditor,
  update: isContentEditor,
}

/** The site-wide settings (company facts, contacts, home blocks): visitors read what is published; admins write. */
export const siteSettingsAccess = { read: editorsOrPublished, readVersions: isAdmin, update: isAdmin }

/** Sign-in rules for all staff: admins only. */
export const signInSettingsAccess = { read: isAdmin, readVersions: isAdmin, update: isAdmin }

/** Staff accounts: admins manage them all; each staff member reads and edits their own (name, password, 2FA). */
export const staffAccountAccess = {
  admin: ({ req }: { req: { user: unknown } }) => isStaff(req.user as object | null),
  read: adminOrSelf,
  create: isAdmin,
  update: adminOrSelf,
  delete: isAdmin,
  unlock: isAdmin,
}

/** The search index (published titles and texts only): anyone reads; the plugin writes it, admins may rebuild it. */
export const searchIndexAccess = { read: anyone, create: isAdmin, update: isAdmin, delete: isAdmin }

/** The import side of the import-export plugin is not used: nobody reaches it. */
export const unusedAccess = { read: nobody, create: nobody, update: nobody, delete: nobody }

import type { Access, FieldAccess } from 'payload'

export const anyone: Access = () => true

export const signedIn: Access = ({ req }) => Boolean(req.user)

export const nobody: Access = () => false

export const nobodyField: FieldAccess = () => false

/** Staff see drafts; visitors see only what is published. */
export const signedInOrPublished: Access = ({ req }) => (req.user ? true : { _status: { equals: 'published' } })

// The access of each kind of document, named once; every collection and global uses one of these.
// (Role rules: the editors' workflow issue fills these in; today any signed-in staff member writes.)

/** Public content with drafts: visitors read what is published; staff write. */
export const publishedContentAccess = { read: signedInOrPublished, create: signedIn, update: signedIn, delete: signedIn }

/** Public content without drafts (categories, values, media, downloads): anyone reads; staff write. */
export const openContentAccess = { read: anyone, create: signedIn, update: signedIn, delete: signedIn }

/** Visitors' messages (contact messages, enquiries): created only by the form endpoints; staff read and mark. */
export const inboxAccess = { read: signedIn, create: nobody, update: signedIn, delete: signedIn }

/** The inbox's CSV exports. */
export const inboxExportAccess = { read: signedIn, create: signedIn, update: signedIn, delete: signedIn }

/** A global the public pages show (texts of one page). */
export const contentGlobalAccess = { read: anyone, update: signedIn }

/** The site-wide settings global (company facts, contact details, home page blocks). */
export const siteSettingsAccess = { read: anyone, update: signedIn }

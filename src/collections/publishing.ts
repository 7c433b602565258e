import type { CollectionConfig } from 'payload'

// How page-like documents are published: drafts, and the history editors can restore from.
// (The editors' workflow issue adds scheduled publishing here.)

/** Versions kept per document: enough for months of edits, without growing the database forever. */
export const MAX_VERSIONS_PER_DOC = 50

/** Blogs, events and exams: drafts that visitors never see, and their history. */
export const pageVersions: CollectionConfig['versions'] = { drafts: true, maxPerDoc: MAX_VERSIONS_PER_DOC }

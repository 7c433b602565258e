import type { CollectionConfig } from 'payload'

// How public documents are published: drafts, scheduled publishing, and the history editors restore from.

/** Versions kept per document: enough for months of edits, without growing the database forever. */
export const MAX_VERSIONS_PER_DOC = 50

/**
 * Blogs, events and exams: drafts that visitors never see, published (or unpublished) now or at a set
 * time (Payload's schedulePublish: a job on the default queue that src/jobs runs), and their history.
 */
export const pageVersions: CollectionConfig['versions'] = {
  drafts: { schedulePublish: true },
  maxPerDoc: MAX_VERSIONS_PER_DOC,
}

/**
 * Notifications and home slides: the same drafts and schedule, so an announcement or a slide can go up
 * and come down at set times. The same config today; named apart because the home page items may differ.
 */
export const homeItemVersions: CollectionConfig['versions'] = pageVersions

/** Small content without drafts (values, categories): every save kept, so an editor can restore one. */
export const historyOnly: CollectionConfig['versions'] = { drafts: false, maxPerDoc: MAX_VERSIONS_PER_DOC }

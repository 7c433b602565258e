import type { GlobalConfig } from 'payload'
import { MAX_VERSIONS_PER_DOC } from '@/collections/publishing'

/**
 * The globals the pages show: drafts an editor can preview before publishing (visitors keep reading the
 * published row, which a draft save never touches), and a history to restore from.
 */
export const globalVersions: GlobalConfig['versions'] = { drafts: true, max: MAX_VERSIONS_PER_DOC }

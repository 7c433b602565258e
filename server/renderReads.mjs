// @ts-check
// What each render read, so the public cache can keep an entry until something it shows changes
// (decision 041). The server runs each render inside an AsyncLocalStorage whose store collects tags;
// Payload's read hooks (src/lib/publicCache.ts) add to it through recordRead (server/shared.mjs).
import { renderReadsStorage } from './shared.mjs'

/** The header a render request names its collector by; only the internal listener reads it. */
export const READS_HEADER = 'x-render-reads'

/** Renders under way by id: filled inside Next.js, taken by render.mjs. @type {Map<string, Set<string>>} */
const collecting = new Map()
let lastId = 0

/** A new collector's id, for the render request's READS_HEADER (only the renderer makes them). */
export function newReadsId() {
  lastId = (lastId + 1) % Number.MAX_SAFE_INTEGER
  return String(lastId)
}

/**
 * Runs `handle` (Next.js answering a render request) with a collector when the request names one.
 * @param {string | string[] | undefined} id @param {() => void} handle
 */
export function collectReads(id, handle) {
  if (typeof id !== 'string') return handle()
  const tags = new Set()
  collecting.set(id, tags)
  renderReadsStorage().run(tags, handle)
}

/**
 * What the render named `id` read (empty when nothing was recorded), forgotten afterwards.
 * @param {string} id
 * @returns {string[]}
 */
export function takeReads(id) {
  const tags = collecting.get(id)
  collecting.delete(id)
  return tags ? [...tags] : []
}

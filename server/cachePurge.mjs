// @ts-check
// Purge: content changed, so the entries that show it go (decision 041), renders begun before the change
// are not kept, and the most visited purged pages are rendered again in the background.

/** The longest a change purged inside its transaction holds back what shows it (SQLite waits for the commit). */
const UNCOMMITTED_MS = 10_000

/**
 * @typedef {import('./publicCache.mjs').PublicCache} PublicCache
 * @typedef {import('./render.mjs').RenderRequest} RenderRequest
 * @typedef {string[] | 'all'} PurgeTags what changed (src/lib/publicCache.ts): `C`, `C:id`, `global:slug`, or all
 * @typedef {{ rerender?: boolean, uncommitted?: boolean }} PurgeOptions
 *   rerender false: a later purge (after the commit) re-renders; uncommitted: see holdUncommitted
 */

/**
 * Drops what shows `tags` (everything for 'all'; an entry that recorded no reads always).
 * @param {PublicCache} cache @param {PurgeTags} tags @param {PurgeOptions} options
 */
export function purge(cache, tags, { rerender = true, uncommitted = false }) {
  const changed = tags === 'all' ? undefined : new Set(tags)
  holdUncommitted(cache, changed, uncommitted)
  cache.generation++
  cache.purges.push({ generation: cache.generation, tags: changed })
  if (cache.purges.length > 100) cache.purges.shift()
  for (const [key, entry] of cache.entries) {
    if (!shows(entry, changed)) continue
    cache.entries.delete(key)
    cache.bytes -= entry.size
    if (entry.request)
      cache.purged.set(key, { request: entry.request, hits: entry.hits + (cache.purged.get(key)?.hits ?? 0) })
  }
  if (cache.purged.size > cache.maxEntries) cache.purged.clear()
  if (!rerender) return
  cache.rerenderAsked = true
  rerenderPurged(cache)
}

/**
 * A change not committed yet: until the purge after its commit, what shows it is sent but not kept (it
 * may have read the old content after the editor's answer went out).
 * @param {PublicCache} cache @param {Set<string> | undefined} changed @param {boolean} uncommitted
 */
function holdUncommitted(cache, changed, uncommitted) {
  if (uncommitted) for (const tag of changed ?? ['*']) cache.uncommitted.set(tag, cache.now() + UNCOMMITTED_MS)
  else if (changed) for (const tag of changed) cache.uncommitted.delete(tag)
  else cache.uncommitted.clear()
}

/**
 * Whether a purge since `generation` may have changed what a render begun then read.
 * @param {PublicCache} cache @param {number} generation @param {Set<string> | undefined} tags
 */
export function purgedSince(cache, generation, tags) {
  if (generation === cache.generation) return false
  // The log no longer reaches back to that render's start: assume the worst.
  if (!cache.purges.length || cache.purges[0].generation > generation + 1) return true
  return cache.purges.some((p) => p.generation > generation && shows({ tags }, p.tags))
}

/**
 * Whether a render that read `tags` may show a change not committed yet.
 * @param {PublicCache} cache
 * @param {Set<string> | undefined} tags
 */
export function showsUncommitted(cache, tags) {
  if (cache.uncommitted.size === 0) return false
  const now = cache.now()
  for (const [tag, until] of cache.uncommitted) {
    // A rolled-back change on PostgreSQL never announces its commit: its hold lapses.
    if (until <= now) cache.uncommitted.delete(tag)
    else if (tag === '*' || !tags?.size || tags.has(tag)) return true
  }
  return false
}

/**
 * Whether an entry shows something among `changed` (all when undefined).
 * @param {{ tags?: Set<string> }} entry
 * @param {Set<string> | undefined} changed
 */
function shows({ tags }, changed) {
  if (!changed || !tags?.size) return true
  for (const tag of changed) if (tags.has(tag)) return true
  return false
}

/** @param {{ request: RenderRequest }} purged */
const isHome = ({ request }) => request.url === '/'

/**
 * Renders the most visited purged entries again, one at a time through the gate, `/` first.
 * @param {PublicCache} cache
 */
export function rerenderPurged(cache) {
  if (cache.rerendering || !cache.rerenderAsked) return
  cache.rerenderAsked = false
  const ranked = [...cache.purged].sort(([, x], [, y]) => y.hits - x.hits)
  const chosen = [
    ...ranked.filter(([, p]) => isHome(p)),
    ...ranked.filter(([, p]) => !isHome(p)).slice(0, cache.rerenderPages),
  ]
  cache.purged.clear()
  cache.rerendering = (async () => {
    for (const [key, { request, hits }] of chosen) {
      if (cache.entries.has(key)) continue
      const generation = cache.generation
      await cache.rerender(key, request)
      const entry = cache.entries.get(key)
      if (entry) entry.hits += hits
      // Purged again while rendering (so not kept): it waits for that purge's re-render.
      else if (generation !== cache.generation && !cache.purged.has(key)) cache.purged.set(key, { request, hits })
    }
  })().finally(() => {
    cache.rerendering = undefined
    rerenderPurged(cache)
  })
}

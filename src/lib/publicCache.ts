import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionConfig, GlobalAfterChangeHook, GlobalConfig } from 'payload'
import { PUBLIC_CACHE } from '../../server/lifecycle.mjs'

// The production server (server/index.mjs) keeps rendered public pages and JSON; it registers itself
// on globalThis because the app's bundles do not share module instances with it.
const registry = PUBLIC_CACHE

/** Public content changed: every cached page and JSON answer is rendered afresh on its next visit. */
export function purgePublicCache(): void {
  const cache = (globalThis as { [registry]?: { purge(): void } })[registry]
  cache?.purge()
}

const afterChange: CollectionAfterChangeHook = ({ doc }) => {
  purgePublicCache()
  return doc
}
const afterDelete: CollectionAfterDeleteHook = ({ doc }) => {
  purgePublicCache()
  return doc
}
const afterGlobalChange: GlobalAfterChangeHook = ({ doc }) => {
  purgePublicCache()
  return doc
}

/** A collection whose documents appear on the public site. */
export function purgesPublicCache(collection: CollectionConfig): CollectionConfig {
  const hooks = collection.hooks ?? {}
  return {
    ...collection,
    hooks: { ...hooks, afterChange: [...(hooks.afterChange ?? []), afterChange], afterDelete: [...(hooks.afterDelete ?? []), afterDelete] },
  }
}

export function globalPurgesPublicCache(global: GlobalConfig): GlobalConfig {
  const hooks = global.hooks ?? {}
  return { ...global, hooks: { ...hooks, afterChange: [...(hooks.afterChange ?? []), afterGlobalChange] } }
}

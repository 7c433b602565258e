import type { SanitizedConfig } from 'payload'
import { appSlot } from '../../server/shared.mjs'

// Each group of route handlers is bundled with its own copy of the configuration. In production the first
// copy loaded serves the whole process, so the others are never evaluated (each cost megabytes of heap);
// development loads it afresh, for its edits.

/** The sanitized Payload configuration, one per process (src/instrumentation-node.ts loads it first, at the start). */
export function payloadConfig(): Promise<SanitizedConfig> {
  const load = () => import('@payload-config').then((module) => module.default)
  if (process.env.NODE_ENV !== 'production') return load()
  return appSlot('payloadConfig', load)
}

import type { SanitizedConfig } from 'payload'

// Each group of route handlers is bundled with its own copy of the configuration. In production the first
// copy loaded serves the whole process, so the others are never evaluated (each cost megabytes of heap);
// development loads it afresh, for its edits.
const CONFIG = Symbol.for('lyceum.payloadConfig')
type Shared = { [CONFIG]?: Promise<SanitizedConfig> }

/** The sanitized Payload configuration, one per process (the server's start, src/instrumentation.ts, loads it first). */
export function payloadConfig(): Promise<SanitizedConfig> {
  const load = () => import('@payload-config').then((module) => module.default)
  if (process.env.NODE_ENV !== 'production') return load()
  return ((globalThis as Shared)[CONFIG] ??= load())
}

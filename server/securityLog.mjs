// @ts-check
// Events an operator counts to see an attack: one JSON line each, with a running count per kind.
// Shared by the server's front door and the app (src/lib/securityLog.ts). Never pass anything from a
// message's body: the client's address and the route are enough.

/**
 * @typedef {'rate-limited' | 'honeypot' | 'upload-refused' | 'sign-in-failed' | 'request-refused' | 'payment-refused'} SecurityEvent
 * rate-limited: any per-client limit answered 429 (forms, sign-in, renders); honeypot: a form's hidden
 * field was filled; upload-refused: a content, size or dimension check failed; sign-in-failed: wrong
 * e-mail, password or code, or a locked account; request-refused: the front door refused a malformed request;
 * payment-refused: a PayHere notification with a wrong merchant, signature, amount or currency.
 */

const COUNTS = Symbol.for('lyceum.securityLog.counts')
// On globalThis: the server's modules and Next's separate bundles share one count per thread (the front
// thread counts the front door's events, the main thread the app's: decision 042).
const shared = /** @type {Record<symbol, Map<string, number> | undefined>} */ (/** @type {unknown} */ (globalThis))

/**
 * Logs one event; `details` names the scope (e.g. `{ scope: 'forms', client: '203.0.113.9' }`), never personal content.
 * @param {SecurityEvent} kind @param {Record<string, string | number | undefined>} [details]
 */
export function logSecurityEvent(kind, details = {}) {
  const counts = (shared[COUNTS] ??= new Map())
  const count = (counts.get(kind) ?? 0) + 1
  counts.set(kind, count)
  console.warn(JSON.stringify({ security: kind, count, ...details, at: new Date().toISOString() }))
}

/** The counts so far in this process, by kind. @returns {Record<string, number>} */
export function securityEventCounts() {
  return Object.fromEntries(shared[COUNTS] ?? [])
}

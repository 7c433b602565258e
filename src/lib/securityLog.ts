// Events an operator counts to see an attack: one JSON line each, with a running count per kind.
// Never pass anything from a message's body: the client's address and the route are enough.

export type SecurityEvent =
  | 'rate-limited' // any per-client limit answered 429 (forms, sign-in, renders)
  | 'honeypot' // a form's hidden field was filled
  | 'upload-refused' // an upload failed a content, size or dimension check
  | 'sign-in-failed' // wrong e-mail, password, code or a locked account
  | 'request-refused' // the front door refused a malformed request

const COUNTS = Symbol.for('lyceum.securityLog.counts')
const shared = globalThis as typeof globalThis & { [COUNTS]?: Map<string, number> }

/** Logs one event; `details` names the scope (e.g. `{ scope: 'forms', client: '203.0.113.9' }`), never personal content. */
export function logSecurityEvent(kind: SecurityEvent, details: Record<string, string | number | undefined> = {}): void {
  const counts = (shared[COUNTS] ??= new Map())
  const count = (counts.get(kind) ?? 0) + 1
  counts.set(kind, count)
  console.warn(JSON.stringify({ security: kind, count, ...details, at: new Date().toISOString() }))
}

/** The counts so far in this process, by kind. */
export function securityEventCounts(): Record<string, number> {
  return Object.fromEntries(shared[COUNTS] ?? [])
}

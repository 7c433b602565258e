// The client's address, as the server's front door (server/clientAddress.mjs) determined it from the
// socket and TRUST_PROXY. Route handlers and hooks read it here, never X-Forwarded-For themselves.

/** Set by server/index.mjs on every request; whatever a client sent under this name is replaced. */
export const CLIENT_ADDRESS_HEADER = 'x-client-address'

/** Set by server/index.mjs on every request, and named in every error it logs. */
export const REQUEST_ID_HEADER = 'x-request-id'

type HeaderSource = Headers | { get(name: string): string | null }

/** The client's address; 'unknown' for a request that did not come through the server (a test calling a handler). */
export function clientAddress(headers: HeaderSource): string {
  return headers.get(CLIENT_ADDRESS_HEADER)?.trim() || 'unknown'
}

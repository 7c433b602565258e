// The Content-Security-Policy and transport headers: one place, used by src/proxy.ts.

/** Where the contact page's map may be embedded from (the CSP's frame-src; the setting is validated against it). */
export const MAP_EMBED_ORIGINS = ['https://www.google.com', 'https://maps.google.com', 'https://www.openstreetmap.org'] as const

export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains'

export function isAllowedMapEmbed(url: string): boolean {
  try {
    const origin = new URL(url).origin
    return (MAP_EMBED_ORIGINS as readonly string[]).includes(origin)
  } catch {
    return false
  }
}

/** 128 random bits, base64: unguessable, and valid in a CSP source expression. */
export function newNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))))
}

const join = (directives: Record<string, string[]>) =>
  Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ')

type Context = { dev: boolean; https: boolean }

/**
 * The public site: scripts only with this response's nonce (and what they load: strict-dynamic),
 * no eval outside development. Styles allow inline because React renders style attributes.
 */
export function sitePolicy(nonce: string, { dev, https }: Context): string {
  return join({
    'default-src': ["'self'"],
    'script-src': ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...(dev ? ["'unsafe-eval'"] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(dev ? ['ws:'] : [])],
    'frame-src': [...MAP_EMBED_ORIGINS],
    'frame-ancestors': ["'self'"],
    'form-action': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  })
}

/** The staff admin (Payload's own bundle): inline scripts and eval allowed, but only from this origin. */
export function adminPolicy({ https }: Context): string {
  return join({
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'", "'unsafe-eval'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'frame-src': ["'self'"],
    'frame-ancestors': ["'self'"],
    'form-action': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  })
}

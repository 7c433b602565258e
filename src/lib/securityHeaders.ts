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

const join = (directives: Record<string, string[]>) =>
  Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ')

type Context = { https: boolean }

/**
 * The public site: scripts only from this origin and the inline scripts whose hashes are given
 * (computed when they were built); no eval, no nonce, so a cached page is the same for everyone.
 * Styles allow inline because React renders style attributes.
 */
export function sitePolicy(inlineScriptHashes: string[], { https }: Context): string {
  return join({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inlineScriptHashes],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
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

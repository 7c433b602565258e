// The Content-Security-Policy and transport headers: one place, used by src/proxy.ts. The headers that are
// the same on every response (nosniff, Referrer-Policy, COOP, CORP, X-Frame-Options) are in next.config.mjs.

/** Where the contact page's map may be embedded from (the CSP's frame-src; the setting is validated against it). */
export const MAP_EMBED_ORIGINS = [
  'https://www.google.com',
  'https://maps.google.com',
  'https://www.openstreetmap.org',
] as const

/** Two years, every subdomain, and eligible for the browsers' preload list (submitting: docs/deploy.md). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains; preload'

export function isAllowedMapEmbed(url: string): boolean {
  try {
    const origin = new URL(url).origin
    return (MAP_EMBED_ORIGINS as readonly string[]).includes(origin)
  } catch {
    return false
  }
}

/**
 * Every uploaded file (`/api/media/file/…`, `/api/downloads/file/…`) and inbox export
 * (`/api/exports/file/…`): nothing in it may run or load anything, even if a browser is made to open
 * it as a page.
 */
export const UPLOADED_FILE_POLICY = "sandbox; default-src 'none'"

/** The paths Payload serves uploaded files (and inbox exports) from. */
export const isUploadedFilePath = (pathname: string) => /^\/api\/(media|downloads|exports)\/file\//.test(pathname)

const join = (directives: Record<string, string[]>) =>
  Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ')

type Context = { https: boolean }
type SiteContext = Context & { preview?: boolean; formTargets?: string[] }
type AdminContext = Context & { nonce: string; development?: boolean }

/**
 * The public site: scripts only from this origin and the inline scripts whose hashes are given
 * (computed when they were built); no eval, no nonce, so a cached page is the same for everyone.
 * Styles allow inline because React renders style attributes. No one may frame a page, except the
 * admin (same origin) framing a preview of a draft (decision 031).
 */
export function sitePolicy(
  inlineScriptHashes: string[],
  { https, preview = false, formTargets = [] }: SiteContext,
): string {
  return join({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inlineScriptHashes],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'frame-src': [...MAP_EMBED_ORIGINS],
    'frame-ancestors': [preview ? "'self'" : "'none'"],
    'form-action': ["'self'", ...formTargets],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  })
}

/** Where an entry's status page may post besides this site: PayHere's checkout (the card payment form). */
export function entryFormTargets(pathname: string, checkoutUrl: string | undefined): string[] {
  return checkoutUrl && pathname.startsWith('/entries/') ? [new URL(checkoutUrl).origin] : []
}

/**
 * The staff admin (Payload's own bundle, rendered for each request): scripts only with this response's
 * nonce, which Next.js puts on its own script tags, and whatever those load ('strict-dynamic'). Eval only
 * in development, where React's dev build needs it. Styles allow inline: the admin's widgets write style
 * tags and attributes (a nonce here would make browsers ignore 'unsafe-inline').
 */
export function adminPolicy({ https, nonce, development = false }: AdminContext): string {
  return join({
    'default-src': ["'self'"],
    // 'self' only for browsers that predate 'strict-dynamic' (newer ones ignore it next to a nonce).
    'script-src': ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...(development ? ["'unsafe-eval'"] : [])],
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

/** A fresh nonce for one admin response: 128 random bits, base64 (the form Next.js reads from the policy). */
export function newNonce(): string {
  const bytes = new Uint8Array(16)
  crypto.getRandomValues(bytes)
  return btoa(String.fromCharCode(...bytes))
}

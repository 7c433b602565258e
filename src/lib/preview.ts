// Preview of drafts (decision 031): the rules the proxy, the preview routes and the content reads share.
// Pure functions and names only: src/proxy.ts imports this file, so it must not import Payload.
import { isPagePath } from '../../server/shared.mjs'

/** Next.js's draft-mode cookie (set by `draftMode().enable()`; its value is the build's preview id). */
export const DRAFT_MODE_COOKIE = '__prerender_bypass'

/** Payload's session cookie (auth.cookiePrefix 'payload'). */
export const SESSION_COOKIE = 'payload-token'

/**
 * Set by the proxy (and only by it: a client's own is removed) on a page request that carries both
 * cookies; the content reads consider drafts only when it is there, so API answers, feeds and the
 * sitemap always read what is published, whatever cookies come with them.
 */
export const PREVIEW_REQUEST_HEADER = 'x-lyceum-preview'

/** What a preview answer says to caches and crawlers. */
export const PREVIEW_CACHE_CONTROL = 'private, no-store'
export const PREVIEW_ROBOTS = 'noindex, nofollow'

/** The routes that start and end a preview. */
export const PREVIEW_ROUTE = '/api/preview'
export const EXIT_PREVIEW_ROUTE = '/api/preview/exit'

/**
 * A page request that may be a preview: both the draft-mode cookie and a staff session cookie. Cheap
 * (no signature or session check: the page does those); a forged pair only makes the answer private.
 */
export function mayBePreview(pathname: string, hasCookie: (name: string) => boolean): boolean {
  return isPagePath(pathname) && hasCookie(DRAFT_MODE_COOKIE) && hasCookie(SESSION_COOKIE)
}

/**
 * The site-relative page path a preview may open, or null: one leading slash, no scheme or host, no
 * backslash or control character, and a page path (never a redirect to another site or to the API).
 */
export function safePagePath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 2000 || !raw.startsWith('/') || raw.startsWith('//')) return null
  if (/[\\\u0000-\u001f\u007f]/.test(raw)) return null
  let url: URL
  try {
    url = new URL(raw, 'http://site.invalid')
  } catch {
    return null
  }
  if (url.origin !== 'http://site.invalid' || !isPagePath(url.pathname)) return null
  return url.pathname + url.search
}

/** The address that opens `pagePath` in preview (the admin's Preview button and live preview). */
export const previewLink = (pagePath: string): string => `${PREVIEW_ROUTE}?path=${encodeURIComponent(pagePath)}`

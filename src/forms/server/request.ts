import { env } from '@/lib/env'
import { isPagePath } from '../../../server/shared.mjs'

/** The page a form was sent from, from the Referer header (path only), for staff context. */
export function sourcePageOf(req: Request): string {
  const referer = req.headers.get('referer')
  if (!referer) return ''
  try {
    return new URL(referer).pathname.slice(0, 200)
  } catch {
    return ''
  }
}

export function mediaTypeOf(req: Request): string {
  return (req.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase()
}

export const FORM_MEDIA_TYPES = ['multipart/form-data', 'application/x-www-form-urlencoded']

/** A browser's own form post (no script in between): a form body, and a page wanted back. */
export function isPlainFormPost(req: Request): boolean {
  if (!FORM_MEDIA_TYPES.includes(mediaTypeOf(req))) return false
  return (req.headers.get('accept') ?? '').split(',').some((range) => {
    const [type, ...params] = range.split(';').map((p) => p.trim().toLowerCase())
    return type === 'text/html' && !params.some((p) => /^q=0(\.0*)?$/.test(p))
  })
}

/**
 * Where a plain post returns: the page it was sent from, when the Referer names a page of this
 * site; else the form's own page. Path only: a query (an older result) is dropped.
 */
export function returnPageOf(req: Request, formPage: string): string {
  const referer = req.headers.get('referer')
  if (!referer) return formPage
  try {
    const from = new URL(referer)
    const ours = [new URL(req.url).host, new URL(env().serverUrl).host, req.headers.get('host')]
    // "//host/…" would leave the site (a protocol-relative Location).
    if (!ours.includes(from.host) || !isPagePath(from.pathname) || from.pathname.startsWith('//')) return formPage
    return from.pathname
  } catch {
    return formPage
  }
}

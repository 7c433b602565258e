import 'server-only'
import { cookies, draftMode } from 'next/headers'
import { DRAFT_MODE_COOKIE, safePagePath } from '@/lib/preview'
import { staffUser } from './preview'

// Starting and ending a preview (decision 031): GET /api/preview?path=… and GET /api/preview/exit.

const answer = (status: number, message: string) =>
  new Response(message, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  })

// A relative Location: the browser resolves it against the address it asked, whatever host the proxy used.
const redirectTo = (path: string) =>
  new Response(null, { status: 303, headers: { Location: path, 'Cache-Control': 'no-store' } })

/**
 * Staff only: turns on draft mode for this browser and opens the page. The cookie Next.js writes is
 * SameSite=None (for previews framed by another site); ours are framed by our own admin, so it is
 * written again SameSite=Strict, and Secure only over https (the session cookie's rule).
 */
export async function startPreview(request: Request): Promise<Response> {
  const path = safePagePath(new URL(request.url).searchParams.get('path'))
  if (!path) return answer(400, 'Give the page to preview as "path": a page of this site, such as /blog/my-post.')
  if (!(await staffUser(request.headers)))
    return answer(401, 'Sign in to the admin first (/admin/login): previews of drafts are for signed-in staff only.')
  const mode = await draftMode()
  mode.enable()
  const jar = await cookies()
  const value = jar.get(DRAFT_MODE_COOKIE)?.value
  const https = new URL(request.url).protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https'
  if (value) jar.set({ name: DRAFT_MODE_COOKIE, value, httpOnly: true, sameSite: 'strict', secure: https, path: '/' })
  return redirectTo(path)
}

/** Anyone: turns draft mode off and goes back to the page (or the home page), as visitors see it. */
export async function exitPreview(request: Request): Promise<Response> {
  const path = safePagePath(new URL(request.url).searchParams.get('path')) ?? '/'
  ;(await draftMode()).disable()
  return redirectTo(path)
}

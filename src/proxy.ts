import { NextResponse, type NextRequest } from 'next/server'
import { inlineScriptHashes } from '@/lib/browserScripts'
import { env } from '@/lib/env'
import { FORM_RESULT_HEADER, FORM_RESULT_PARAM, FORM_RESULT_TOKEN } from '@/lib/formResultParam'
import { PREVIEW_CACHE_CONTROL, PREVIEW_REQUEST_HEADER, PREVIEW_ROBOTS, mayBePreview } from '@/lib/preview'
import {
  STRICT_TRANSPORT_SECURITY,
  UPLOADED_FILE_POLICY,
  adminPolicy,
  entryFormTargets,
  isUploadedFilePath,
  newNonce,
  sitePolicy,
} from '@/lib/securityHeaders'

// Every page and API response gets its CSP here. The site's is the same for every visitor (inline
// scripts allowed by their build-time hashes), so a cached page never carries a shared secret. The
// admin, never cached, gets a fresh nonce on every response.
export function proxy(request: NextRequest) {
  const https = request.nextUrl.protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https'
  const { pathname } = request.nextUrl
  const isAdmin = pathname === '/admin' || pathname.startsWith('/admin/')
  // A page staff may be previewing (decision 031): the page itself checks the session before it shows a draft.
  const preview = mayBePreview(pathname, (name) => request.cookies.has(name))
  // Next.js keeps a header set here over the route's own, so uploaded files get their policy here too.
  const policy = isAdmin
    ? adminPolicy({ https, nonce: newNonce(), development: env().NODE_ENV === 'development' })
    : isUploadedFilePath(pathname)
      ? UPLOADED_FILE_POLICY
      : sitePolicy(inlineScriptHashes(), {
          https,
          preview,
          formTargets: entryFormTargets(pathname, env().payhere?.checkoutUrl),
        })

  const requestHeaders = new Headers(request.headers)
  // Next.js reads the nonce for its script tags from the request's policy: the admin's own, and never
  // one a visitor sent (a nonce in a cached page would be everyone's).
  requestHeaders.delete('content-security-policy-report-only')
  if (isAdmin) requestHeaders.set('content-security-policy', policy)
  else requestHeaders.delete('content-security-policy')
  // The server-rendered menu marks the current page.
  requestHeaders.set('x-pathname', pathname)
  // A form's result after a plain (no-JavaScript) post: the page shows it once (src/forms/server).
  const formResult = request.nextUrl.searchParams.get(FORM_RESULT_PARAM)
  if (formResult && FORM_RESULT_TOKEN.test(formResult)) requestHeaders.set(FORM_RESULT_HEADER, formResult)
  else requestHeaders.delete(FORM_RESULT_HEADER)
  if (preview) requestHeaders.set(PREVIEW_REQUEST_HEADER, '1')
  else requestHeaders.delete(PREVIEW_REQUEST_HEADER)

  const response = NextResponse.next({ request: { headers: requestHeaders } })
  response.headers.set('Content-Security-Policy', policy)
  if (https) response.headers.set('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY)
  if (preview) {
    // Never kept by a cache or a CDN, never indexed: it may show a draft.
    response.headers.set('Cache-Control', PREVIEW_CACHE_CONTROL)
    response.headers.set('X-Robots-Tag', PREVIEW_ROBOTS)
  }
  return response
}

export const config = {
  // Hashed assets and optimised images carry no markup; they keep the headers from next.config.
  matcher: ['/((?!_next/static|_next/image).*)'],
}

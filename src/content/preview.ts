import 'server-only'
import { cache } from 'react'
import { draftMode, headers } from 'next/headers'
import type { TypedUser } from 'payload'
import { payloadClient } from '@/lib/payload'
import { PREVIEW_REQUEST_HEADER } from '@/lib/preview'

// How this request reads content (decision 031): what is published, for everyone, except a page
// previewed by signed-in staff, which reads the latest drafts with that staff member's access.

/** Local API options for a content read. */
export type ReadOptions = { overrideAccess: false; draft?: true; user?: TypedUser }

const PUBLISHED: ReadOptions = { overrideAccess: false }

/**
 * Drafts only when all three hold, checked on every render: the proxy saw a page request with the
 * draft-mode and session cookies, Next.js accepts the draft-mode cookie (this build's id), and the
 * session is a valid staff session now. A stale draft cookie alone reads what is published.
 * Cached per request: one session check per page, however many reads it makes.
 */
export const readOptions = cache(async (): Promise<ReadOptions> => {
  const requestHeaders = await headersOfThisRequest()
  if (!requestHeaders?.has(PREVIEW_REQUEST_HEADER)) return PUBLISHED
  if (!(await draftMode()).isEnabled) return PUBLISHED
  const user = await staffUser(requestHeaders)
  return user ? { overrideAccess: false, draft: true, user } : PUBLISHED
})

/** Whether this page shows drafts (the preview bar, noindex). */
export const isPreview = async (): Promise<boolean> => (await readOptions()).draft === true

/** The staff member the request's session cookie names, or null (expired, signed out, awaiting a second factor). */
export async function staffUser(requestHeaders: Headers): Promise<TypedUser | null> {
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: requestHeaders })
  return user && user.collection === 'users' ? user : null
}

/** The request's headers, or null when there is no request (a script, a test calling a reader directly). */
async function headersOfThisRequest(): Promise<Headers | null> {
  try {
    return await headers()
  } catch (error) {
    // Only "no request at all" means published; Next.js's other signals (static bail-outs) must propagate.
    if (error instanceof Error && error.message.includes('outside a request scope')) return null
    throw error
  }
}

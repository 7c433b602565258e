import 'server-only'
import type { Payload } from 'payload'
import type { Entry } from '@/payload-types'
import { jsonError } from '@/lib/api'
import { payloadClient } from '@/lib/payload'
import { megabytes, entryDocumentRules } from '@/uploads/rules'
import { BodyTooLarge, clientKey, readLimitedBody, takeSubmission } from '@/forms/server/guard'
import { isPlainFormPost, mediaTypeOf } from '@/forms/server/request'
import { rateLimitMessage } from '@/forms/shared/messages'
import { entryByToken, statusPath } from './token'
import { attachDocument, attachSlip, type UploadOutcome, type UploadedFile } from './documents'

// POST /api/entry-slip (token, slip) and /api/entry-document (token, document), from the status page's forms.
// A browser's own post gets a 303 back to the status page with `?upload=<code>` (uploadNotice says it in words);
// anything else gets JSON. Every refusal is a 4xx with a message a person can act on.

export const UPLOAD_PARAM = 'upload'
/** A file and the form's few fields; the multipart framing adds a little. */
const MAX_BODY = entryDocumentRules.maxBytes + 64 * 1024

type Attach = (payload: Payload, entry: Entry, file: UploadedFile) => Promise<UploadOutcome>
type Kind = { field: 'slip' | 'document'; attach: Attach }

type UploadNotice = { tone: 'success' | 'error'; message: string }
const notice = (tone: UploadNotice['tone'], message: string): UploadNotice => ({ tone, message })
const MAX = megabytes(entryDocumentRules.maxBytes)

const NOTICES: Record<string, UploadNotice> = {
  'slip-received': notice('success', 'Thank you: the slip is uploaded. We will e-mail you when staff have checked it.'),
  'document-received': notice('success', 'Thank you: your document is uploaded. Staff will read it with your entry.'),
  empty: notice('error', 'That file was empty. Choose the file again and upload it.'),
  'too-large': notice('error', `That file is too large: at most ${MAX}. Make it smaller and upload it again.`),
  type: notice('error', 'That file is not a photo or a PDF. Upload a PDF, JPEG, PNG or WebP file.'),
  unreadable: notice('error', 'That image could not be read or has too many pixels. Save it again, or as a PDF.'),
  'slip-waiting': notice('error', 'A bank slip is already waiting for staff to check. We will e-mail you then.'),
  'not-payable': notice('error', 'This entry takes no payment now, so no slip is needed.'),
  'not-requested': notice('error', 'This entry asks for no access arrangements, so no document is needed.'),
  'missing-file': notice('error', 'Choose a file before pressing Upload.'),
  'too-many': notice('error', 'Too many uploads from your connection. Wait a few minutes and try again.'),
}

/** What the status page says for its `?upload=` code; undefined for anything else. */
export function uploadNotice(code: string | null | undefined) {
  return code && Object.hasOwn(NOTICES, code) ? NOTICES[code] : undefined
}

// The address carries the status token: kept out of caches and out of the next site's Referer.
const PRIVATE = { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' }
const see = (location: string) => new Response(null, { status: 303, headers: { Location: location, ...PRIVATE } })
const UNKNOWN = 'This link is not valid. Use the link in your latest e-mail about this entry.'
const EXPIRED = 'This link has expired. Contact us and quote your entry reference.'

async function answerUpload(req: Request, kind: Kind): Promise<Response> {
  const multipart = mediaTypeOf(req) === 'multipart/form-data'
  if (!multipart) return jsonError(415, `Send the ${kind.field} as a multipart form (multipart/form-data).`)
  const page = isPlainFormPost(req)
  let form: FormData
  try {
    const body = await readLimitedBody(req, MAX_BODY)
    form = await new Request(req.url, {
      method: 'POST',
      headers: { 'content-type': req.headers.get('content-type') ?? '' },
      body: Buffer.from(body),
    }).formData()
  } catch (error) {
    if (error instanceof BodyTooLarge) return jsonError(413, NOTICES['too-large'].message)
    return jsonError(400, 'The upload could not be read. Please send it again.')
  }
  const token = form.get('token')
  const payload = await payloadClient()
  const entry = typeof token === 'string' ? await entryByToken(payload, token) : 'unknown'
  if (entry === 'unknown') return jsonError(404, UNKNOWN)
  if (entry === 'expired') return jsonError(410, EXPIRED)
  const back = (code: string) => see(`${statusPath(token as string)}?${UPLOAD_PARAM}=${code}#${kind.field}`)
  const limit = await takeSubmission(clientKey(req.headers))
  if (!limit.ok) {
    if (page) return back('too-many')
    return Response.json(
      { message: rateLimitMessage(limit.retryAfterSeconds) },
      { status: 429, headers: { 'Retry-After': String(limit.retryAfterSeconds) } },
    )
  }
  const file = form.get(kind.field)
  if (!(file instanceof File) || (file.size === 0 && !file.name)) {
    const { message } = NOTICES['missing-file']
    return page ? back('missing-file') : jsonError(400, message, { [kind.field]: message })
  }
  const outcome = await kind.attach(payload, entry, { data: new Uint8Array(await file.arrayBuffer()), name: file.name })
  if (page) return back(outcome.code)
  if (!outcome.ok) return jsonError(outcome.status, outcome.message, { [kind.field]: outcome.message })
  return Response.json({ message: NOTICES[outcome.code].message, status: statusPath(token as string) }, { status: 201 })
}

/** POST /api/entry-slip: a bank slip for an entry awaiting payment. */
export const answerSlip = (req: Request) => answerUpload(req, { field: 'slip', attach: attachSlip })
/** POST /api/entry-document: the access-arrangement document. */
export const answerDocument = (req: Request) => answerUpload(req, { field: 'document', attach: attachDocument })

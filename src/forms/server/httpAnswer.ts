import 'server-only'
import { jsonError } from '@/lib/api'
import { FORM_RESULT_PARAM } from '@/lib/formResultParam'
import { rateLimitMessage, successMessage } from '@/forms/shared/messages'
import { BodyTooLarge, MAX_FORM_BYTES, clientKey, readLimitedBody } from './guard'
import { INVALID_MESSAGE, formPages, resultOf, type FormName, type NewFormResult } from './formResult'
import { FORM_MEDIA_TYPES, isPlainFormPost, mediaTypeOf, returnPageOf, sourcePageOf } from './request'
import { saveFormResult } from './resultStore'
import type { SubmitContext, SubmitOutcome } from './submit'

/** One form endpoint: the body types it takes, its submission, and which form a body is for. */
export type FormEndpoint = {
  accepted: string[]
  wrongTypeMessage: string
  submit: (raw: Record<string, unknown>, ctx: SubmitContext) => Promise<SubmitOutcome>
  /** The form a post is for; called without a body when it could not be read. */
  formOf: (raw?: Record<string, unknown>) => FormName
}

const TOO_LARGE = `The form is too large: send at most ${MAX_FORM_BYTES / 1024} KB.`
const UNREADABLE = 'The form data could not be read. Please send it again.'

/**
 * The one edge of the form endpoints, for every sender: content type (415), size (413), parse (400),
 * then the submission (rate limit, honeypot, schema, storage). API clients and the browser script get
 * JSON (201, 400 with one message per field, 413, 415, 429 with Retry-After); a browser's own form
 * post gets a 303 back to its page, which shows the stored result once.
 */
export async function answerFormPost(req: Request, endpoint: FormEndpoint): Promise<Response> {
  const type = mediaTypeOf(req)
  if (!endpoint.accepted.includes(type)) return jsonError(415, endpoint.wrongTypeMessage)
  const page = isPlainFormPost(req)
  let raw: Record<string, unknown>
  try {
    const body = await readLimitedBody(req)
    raw = FORM_MEDIA_TYPES.includes(type) ? await parseForm(body, req) : await parseJsonObject(body)
  } catch (error) {
    const tooLarge = error instanceof BodyTooLarge
    const message = tooLarge ? TOO_LARGE : error instanceof BadBody ? error.message : UNREADABLE
    if (page) return seeResult(req, { form: endpoint.formOf(), status: 'error', message })
    return jsonError(tooLarge ? 413 : 400, message)
  }
  const outcome = await endpoint.submit(raw, { clientKey: clientKey(req.headers), sourcePage: sourcePageOf(req) })
  if (page) return seeResult(req, resultOf(endpoint.formOf(raw), outcome, raw))
  switch (outcome.kind) {
    case 'stored':
      return Response.json(
        { message: successMessage(outcome.reference), reference: outcome.reference },
        { status: 201 },
      )
    case 'invalid':
      return jsonError(400, INVALID_MESSAGE, outcome.errors)
    case 'rate-limited':
      return Response.json(
        { message: rateLimitMessage(outcome.retryAfterSeconds) },
        { status: 429, headers: { 'Retry-After': String(outcome.retryAfterSeconds) } },
      )
  }
}

/** 303 See Other to the form's page, whose result box (#form-result) shows the stored result. */
async function seeResult(req: Request, result: NewFormResult): Promise<Response> {
  const token = await saveFormResult(result)
  const location = `${returnPageOf(req, formPages[result.form])}?${FORM_RESULT_PARAM}=${token}#${FORM_RESULT_PARAM}`
  return new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } })
}

export class BadBody extends Error {}

/** A multipart or URL-encoded form's text fields. */
export async function parseForm(body: Uint8Array, req: Request): Promise<Record<string, unknown>> {
  const form = await new Request(req.url, {
    method: 'POST',
    headers: { 'content-type': req.headers.get('content-type') ?? '' },
    body: Buffer.from(body),
  }).formData()
  return Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string'))
}

/** A JSON object body. */
export async function parseJsonObject(body: Uint8Array): Promise<Record<string, unknown>> {
  let value: unknown
  try {
    value = JSON.parse(new TextDecoder().decode(body))
  } catch {
    throw new BadBody('The request body is not valid JSON.')
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new BadBody('The request body must be a JSON object with the enquiry fields.')
  }
  return value as Record<string, unknown>
}

import 'server-only'
import { jsonError } from '@/lib/api'
import { BodyTooLarge, MAX_FORM_BYTES, clientKey, readLimitedBody } from './guard'
import { mediaTypeOf, sourcePageOf } from './request'
import { SUCCESS_MESSAGE, rateLimitMessage } from '@/forms/shared/messages'
import type { SubmitContext, SubmitOutcome } from './submit'

type Parse = (body: Uint8Array, req: Request) => Promise<Record<string, unknown>>

/**
 * The shared edge of the form endpoints: content type (415), size (413), parse (400), then the
 * submission, answered as 201, 400 with one message per field, or 429 with Retry-After.
 */
export async function answerFormPost(
  req: Request,
  accepted: string[],
  wrongTypeMessage: string,
  parse: Parse,
  submit: (raw: Record<string, unknown>, ctx: SubmitContext) => Promise<SubmitOutcome>,
): Promise<Response> {
  if (!accepted.includes(mediaTypeOf(req))) return jsonError(415, wrongTypeMessage)
  let raw: Record<string, unknown>
  try {
    raw = await parse(await readLimitedBody(req), req)
  } catch (error) {
    if (error instanceof BodyTooLarge) return jsonError(413, `The form is too large: send at most ${MAX_FORM_BYTES / 1024} KB.`)
    return jsonError(400, error instanceof BadBody ? error.message : 'The form data could not be read. Please send it again.')
  }
  const outcome = await submit(raw, { clientKey: clientKey(req.headers), sourcePage: sourcePageOf(req) })
  switch (outcome.kind) {
    case 'stored':
      return Response.json({ message: SUCCESS_MESSAGE }, { status: 201 })
    case 'invalid':
      return jsonError(400, 'Some fields need attention.', outcome.errors)
    case 'rate-limited':
      return Response.json(
        { message: rateLimitMessage(outcome.retryAfterSeconds) },
        { status: 429, headers: { 'Retry-After': String(outcome.retryAfterSeconds) } },
      )
  }
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

import 'server-only'
import { createEntry } from '@/entries/create'
import { statusPath } from '@/entries/token'
import { BodyTooLarge, clientKey, isBot, readLimitedBody, takeSubmission } from '@/forms/server/guard'
import { BadBody, parseJsonObject } from '@/forms/server/httpAnswer'
import { FORM_MEDIA_TYPES, isPlainFormPost, mediaTypeOf } from '@/forms/server/request'
import { joinDateOfBirth, type OfferRef } from '@/forms/shared/entrySchema'
import { rateLimitMessage } from '@/forms/shared/messages'
import { jsonError } from '@/lib/api'
import { env } from '@/lib/env'
import { FORM_RESULT_PARAM } from '@/lib/formResultParam'
import { payloadClient } from '@/lib/payload'
import { keptValues, saveEntryFormResult } from './formResult'

// POST /api/enter?kind=exam|class&id=…: the entry form's one edge. A browser's own post is answered
// with a 303 (to the status page, or back to the form with its messages); JSON with 201 or a 4xx.

const MAX_ENTRY_BYTES = 16 * 1024
const INVALID = 'Some details need attention.'
const FAILED = 'We could not save the entry just now. Nothing was charged: please send the form again in a minute.'

/** The offer a post names in its query, or null. */
export function offerOf(url: URL): OfferRef | null {
  const kind = url.searchParams.get('kind')
  const id = url.searchParams.get('id') ?? ''
  if ((kind !== 'exam' && kind !== 'class') || !/^[1-9]\d{0,9}$/.test(id)) return null
  return { kind, id: Number(id) }
}

const see = (location: string) =>
  new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } })
const formPage = (offer: OfferRef) => `/enter/${offer.kind}/${offer.id}`

/** Back to the form with a message (and each field's), the visitor's values kept. */
async function backToForm(
  offer: OfferRef,
  message: string,
  raw: Record<string, unknown>,
  errors: Record<string, string> = {},
) {
  const token = await saveEntryFormResult({
    offer: `${offer.kind}:${offer.id}`,
    message,
    errors,
    values: keptValues(raw),
  })
  return see(`${formPage(offer)}?${FORM_RESULT_PARAM}=${token}#${FORM_RESULT_PARAM}`)
}

/** A form body's fields; a field sent more than once (the subjects) as a list. */
async function parseFormFields(body: Uint8Array, req: Request): Promise<Record<string, unknown>> {
  const form = await new Request(req.url, {
    method: 'POST',
    headers: { 'content-type': req.headers.get('content-type') ?? '' },
    body: Buffer.from(body),
  }).formData()
  const out: Record<string, unknown> = {}
  for (const name of new Set(form.keys())) {
    const values = form.getAll(name).filter((v): v is string => typeof v === 'string')
    out[name] = name === 'subjects' || values.length > 1 ? values : values[0]
  }
  return joinDateOfBirth(out)
}

export async function answerEntryPost(req: Request): Promise<Response> {
  const offer = offerOf(new URL(req.url))
  if (!offer)
    return jsonError(400, 'Say what the entry is for: ?kind=exam or ?kind=class, and &id= the series or intake.')
  const type = mediaTypeOf(req)
  if (![...FORM_MEDIA_TYPES, 'application/json'].includes(type))
    return jsonError(415, 'Send the entry as a form post or as JSON.')
  const page = isPlainFormPost(req)
  let raw: Record<string, unknown>
  try {
    const body = await readLimitedBody(req, MAX_ENTRY_BYTES)
    raw = type === 'application/json' ? await parseJsonObject(body) : await parseFormFields(body, req)
  } catch (error) {
    const tooLarge = error instanceof BodyTooLarge
    const message = tooLarge
      ? `The form is too large: send at most ${MAX_ENTRY_BYTES / 1024} KB.`
      : error instanceof BadBody
        ? error.message
        : 'The form data could not be read. Please send it again.'
    return page ? backToForm(offer, message, {}) : jsonError(tooLarge ? 413 : 400, message)
  }
  const client = clientKey(req.headers)
  const limit = await takeSubmission(client)
  if (!limit.ok) {
    const message = rateLimitMessage(limit.retryAfterSeconds)
    if (page) return backToForm(offer, message, raw)
    return Response.json({ message }, { status: 429, headers: { 'Retry-After': String(limit.retryAfterSeconds) } })
  }
  // A bot learns nothing: the form page again, or an answer with no reference; nothing is stored.
  if (isBot(raw, client)) return page ? see(formPage(offer)) : Response.json({ message: 'Received.' }, { status: 202 })
  try {
    return await answerOutcome(req, offer, raw, client, page)
  } catch (error) {
    ;(await payloadClient()).logger.error({ err: error, msg: `Entry for ${offer.kind} ${offer.id} failed` })
    return page ? backToForm(offer, FAILED, raw) : jsonError(503, FAILED)
  }
}

async function answerOutcome(
  req: Request,
  offer: OfferRef,
  raw: Record<string, unknown>,
  client: string,
  page: boolean,
) {
  const outcome = await createEntry(await payloadClient(), raw, { offer, clientKey: client })
  switch (outcome.kind) {
    case 'invalid': {
      // The fee's stage moved, or an API client's key belongs to another offer: one message about the whole form.
      const { quotedStage, formKey, ...fields } = outcome.errors
      const message = quotedStage ?? formKey ?? INVALID
      return page ? backToForm(offer, message, raw, fields) : jsonError(400, message, outcome.errors)
    }
    case 'closed':
      return page ? backToForm(offer, outcome.message, raw) : jsonError(409, outcome.message)
    default: {
      const { entry, token } = outcome
      const reference = entry.reference
      if (!token) {
        // The same form sent again, and no new link issued: the first answer's link is in the e-mail.
        const message = `This form was sent already: your entry is ${reference}, and its link is in your e-mail.`
        return page ? backToForm(offer, message, raw) : Response.json({ message, reference }, { status: 200 })
      }
      const path = statusPath(token)
      if (page) return see(path)
      const status = outcome.kind === 'duplicate' ? 200 : 201
      return Response.json({ reference, status: entry.status, statusUrl: `${env().serverUrl}${path}` }, { status })
    }
  }
}

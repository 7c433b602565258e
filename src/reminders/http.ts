import 'server-only'
import { jsonError } from '@/lib/api'
import { fieldErrors } from '@/lib/fieldErrors'
import { payloadClient } from '@/lib/payload'
import { reminderSchema } from '@/forms/shared/reminderSchema'
import { BodyTooLarge, clientKey, isBot, readLimitedBody, takeSubmission } from '@/forms/server/guard'
import { BadBody, parseForm, parseJsonObject } from '@/forms/server/httpAnswer'
import { FORM_MEDIA_TYPES, isPlainFormPost, mediaTypeOf } from '@/forms/server/request'
import { rateLimitMessage } from '@/forms/shared/messages'
import { managePath } from './links'
import { confirmReminders, requestReminders, stopReminders } from './subscriptions'

// The edges of the reminders: "Remind me" (JSON or a plain form post), confirm, unsubscribe.
// A browser's own post is answered with a 303 to a page; anything else with JSON.

export const CHECK_INBOX = 'Check your inbox: we sent you a link to confirm your reminders.'
export const NOT_SENT_PAGE = '/reminders/not-sent'
export const CHECK_INBOX_PAGE = '/reminders/check-your-inbox'

const see = (location: string) =>
  new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } })

async function readFields(req: Request): Promise<Record<string, unknown> | Response> {
  const type = mediaTypeOf(req)
  if (![...FORM_MEDIA_TYPES, 'application/json'].includes(type))
    return jsonError(415, 'Send the form as a form post or as JSON.')
  try {
    const body = await readLimitedBody(req, 8 * 1024)
    return type === 'application/json' ? await parseJsonObject(body) : await parseForm(body, req)
  } catch (error) {
    if (error instanceof BodyTooLarge) return jsonError(413, 'The form is too large: send at most 8 KB.')
    return jsonError(
      400,
      error instanceof BadBody ? error.message : 'The form data could not be read. Please send it again.',
    )
  }
}

/** POST /api/reminders: ask for reminders of a series (double opt-in: a confirmation e-mail first). */
export async function answerRemindMe(req: Request): Promise<Response> {
  const page = isPlainFormPost(req)
  const raw = await readFields(req)
  if (raw instanceof Response) return page ? see(NOT_SENT_PAGE) : raw
  const client = clientKey(req.headers)
  const limit = await takeSubmission(client)
  if (!limit.ok) {
    if (page) return see(`${NOT_SENT_PAGE}#too-many`)
    const headers = { 'Retry-After': String(limit.retryAfterSeconds) }
    return Response.json({ message: rateLimitMessage(limit.retryAfterSeconds) }, { status: 429, headers })
  }
  // A bot is told it worked, so it learns nothing; nothing is stored or sent.
  if (isBot(raw, client)) return page ? see(CHECK_INBOX_PAGE) : Response.json({ message: CHECK_INBOX }, { status: 202 })
  const parsed = reminderSchema.safeParse(raw)
  if (!parsed.success)
    return page ? see(NOT_SENT_PAGE) : jsonError(400, 'Please check the form.', fieldErrors(parsed.error))
  const outcome = await requestReminders(await payloadClient(), parsed.data.email, parsed.data.series)
  if (outcome === 'unknown-series') {
    const message = 'These dates are no longer on the calendar. Choose others on the exam page.'
    return page ? see(NOT_SENT_PAGE) : jsonError(400, message, { series: message })
  }
  return page ? see(CHECK_INBOX_PAGE) : Response.json({ message: CHECK_INBOX }, { status: 202 })
}

const tokenOf = (req: Request, raw: Record<string, unknown>) => {
  const value = raw.token ?? new URL(req.url).searchParams.get('token')
  return typeof value === 'string' ? value : ''
}

const UNKNOWN = 'This link is not valid. Use the link in your latest reminder e-mail.'

/** POST /api/reminders/confirm (token): the subscriber's confirmation, from the manage page's button. */
export async function answerConfirm(req: Request): Promise<Response> {
  const raw = await readFields(req)
  if (raw instanceof Response) return raw
  const token = tokenOf(req, raw)
  const ok = await confirmReminders(await payloadClient(), token)
  if (isPlainFormPost(req)) return see(ok ? `${managePath(token)}?form-result=confirmed` : managePath(token))
  return ok ? Response.json({ message: 'Your reminders are on.' }) : jsonError(404, UNKNOWN)
}

/**
 * POST /api/reminders/unsubscribe?token=…: RFC 8058 one-click (a mail client posts
 * "List-Unsubscribe=One-Click", no session, no page), or the manage page's buttons (`all` for every series).
 */
export async function answerUnsubscribe(req: Request): Promise<Response> {
  const raw = await readFields(req)
  if (raw instanceof Response) return raw
  const token = tokenOf(req, raw)
  const ok = await stopReminders(await payloadClient(), token, { all: raw.all === '1' })
  if (isPlainFormPost(req)) return see(ok ? `${managePath(token)}?form-result=stopped` : managePath(token))
  return ok ? Response.json({ message: 'You will get no more reminders.' }) : jsonError(404, UNKNOWN)
}

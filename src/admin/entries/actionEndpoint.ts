import type { Endpoint } from 'payload'
import { z } from 'zod'
import { errorAnswer } from '@/auth/requestBody'
import { handlesEntries } from '@/auth/roles'
import { applyStaffAction } from './applyAction'
import { ACTION_WORDS, ON_A_PAYMENT, refusal, STAFF_ACTIONS } from './staffActions'

// POST /api/entries/<id>/staff-action {action, payment?, reason?}: the buttons of an entry's page. JSON only: a
// page on another site can post a form with the staff member's cookie, but not a JSON body (CSRF).

const request = z.object({
  action: z.enum(STAFF_ACTIONS, { error: `action is one of: ${STAFF_ACTIONS.join(', ')}.` }),
  payment: z.coerce
    .number({
      error: 'payment is the id of one of the entry’s payments.',
    })
    .int()
    .positive()
    .optional(),
  reason: z.string().trim().max(500, 'Keep the reason under 500 characters.').optional(),
})

const system = { overrideAccess: true, depth: 0, disableErrors: true } as const

export const staffActionEndpoint: Endpoint = {
  path: '/:id/staff-action',
  method: 'post',
  handler: async (req) => {
    if (!req.user) return errorAnswer(401, 'Sign in to work on entries.')
    if (!handlesEntries(req.user)) return errorAnswer(403, 'Only the entries team and admins can change entries.')
    if (!(req.headers.get('content-type') ?? '').startsWith('application/json'))
      return errorAnswer(415, 'Send the action as JSON (Content-Type: application/json).')
    const id = Number(req.routeParams?.id)
    if (!Number.isInteger(id) || id <= 0) return errorAnswer(404, 'There is no such entry.')
    let body: unknown
    try {
      body = await req.json?.()
    } catch {
      return errorAnswer(400, 'Send the action as JSON: {"action": "mark-entered"}.')
    }
    const parsed = request.safeParse(body ?? {})
    if (!parsed.success) return errorAnswer(400, parsed.error.issues[0].message)
    const { action, payment: paymentId, reason } = parsed.data

    const entry = await req.payload.findByID({ collection: 'entries', id, ...system })
    if (!entry) return errorAnswer(404, `There is no entry ${id}.`)
    const payment = paymentId ? await req.payload.findByID({ collection: 'payments', id: paymentId, ...system }) : null
    if (paymentId && (!payment || Number(payment.entry) !== id))
      return errorAnswer(400, `Payment ${paymentId} is not one of this entry’s.`)
    if (ON_A_PAYMENT.includes(action) && !payment) return errorAnswer(400, 'Say which payment: {"payment": <its id>}.')
    const refused = refusal(action, entry, payment)
    if (refused) return errorAnswer(409, refused)

    try {
      await applyStaffAction(req.payload, action, { entry: id, payment: paymentId, reason }, req.user)
    } catch (error) {
      const status = (error as { status?: number }).status ?? 0
      if (status >= 400 && status < 500) return errorAnswer(409, (error as Error).message)
      req.payload.logger.error({ err: error, msg: `Entry ${id}: ${action} failed` })
      return errorAnswer(
        503,
        'The change could not be saved just now: reload the entry to see where it stands, then try again.',
      )
    }
    const after = await req.payload.findByID({ collection: 'entries', id, ...system })
    return Response.json({ message: ACTION_WORDS[action].done, status: after?.status })
  },
}

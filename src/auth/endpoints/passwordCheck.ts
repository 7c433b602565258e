import type { Endpoint } from 'payload'
import { passwordProblem } from '../passwordPolicy'
import { bodyFields, errorAnswer } from '../requestBody'

/**
 * `POST /api/users/password-check` `{ password }`: the rule every new password must meet, asked by the
 * admin's Save before it sends a new password, so the reason shows on the field (Payload folds the
 * password fields away after a refused save). Signed-in staff only; nothing is stored or logged.
 */
const NO_PASSWORD = 'Send the password to check as "password".'

export const passwordCheckEndpoint: Endpoint = {
  path: '/password-check',
  method: 'post',
  handler: async (req) => {
    if (!req.user) return errorAnswer(401, 'Sign in to the admin first.')
    const fields = await bodyFields(req)
    if (!fields || typeof fields.password !== 'string') return errorAnswer(400, NO_PASSWORD)
    return Response.json({ problem: passwordProblem(fields.password) }, { headers: { 'Cache-Control': 'no-store' } })
  },
}

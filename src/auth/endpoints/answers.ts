import { generatePayloadCookie, type PayloadRequest } from 'payload'
import type { PendingSignIn } from '../twoFactor/state'

export const SECOND_STEP_MESSAGES: Record<PendingSignIn['kind'], string> = {
  code: 'Enter the code from your authenticator app (or a recovery code) to finish signing in.',
  setup: 'Two-factor sign-in is required: set it up with an authenticator app to finish signing in.',
}

/**
 * The answer to a right password, with Payload's session cookie. When a second factor is still
 * needed, it says so and leaves out the account: the token works only for the second step.
 */
export function sessionAnswer(
  req: PayloadRequest,
  result: { token?: string; exp?: number; user?: unknown },
  message: string,
): Response {
  const cookie = result.token
    ? generatePayloadCookie({
        collectionAuthConfig: req.payload.collections.users.config.auth,
        cookiePrefix: req.payload.config.cookiePrefix,
        token: result.token,
      })
    : undefined
  const pending = req.context.twoFactor as PendingSignIn['kind'] | undefined
  const body = pending
    ? { message: SECOND_STEP_MESSAGES[pending], twoFactor: pending, token: result.token, exp: result.exp }
    : { message, ...result }
  return Response.json(body, { headers: cookie ? { 'Set-Cookie': cookie } : undefined })
}

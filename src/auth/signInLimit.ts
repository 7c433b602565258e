import { RateLimiterRes } from 'rate-limiter-flexible'
import { env } from '@/lib/env'
import { resetSharedLimiterForTests, sharedLimiter } from '@/lib/sharedLimit'
import { logSecurityEvent } from '@/lib/securityLog'

// One allowance per client address for everything that checks a secret: sign-in, forgot-password,
// reset-password and two-factor codes. In memory on SQLite (one instance), in PostgreSQL when
// instances are several, so they share it (src/lib/sharedLimit.ts).

function signInLimiter() {
  return sharedLimiter('sign-in', () => ({
    keyPrefix: 'sign-in',
    points: env().RATE_LIMIT_SIGN_IN_POINTS,
    duration: env().RATE_LIMIT_SIGN_IN_WINDOW_SECONDS,
  }))
}

/** For tests that change the limits. */
export function resetSignInLimitForTests() {
  resetSharedLimiterForTests('sign-in')
}

/**
 * Takes one attempt from the client's allowance. When it is used up, the answer to send instead
 * (429 with Retry-After), after logging the event.
 */
export async function takeSignInAttempt(client: string, route: string): Promise<Response | null> {
  try {
    await signInLimiter().consume(client)
    return null
  } catch (result) {
    if (!(result instanceof RateLimiterRes)) throw result
    const retryAfter = Math.max(1, Math.ceil(result.msBeforeNext / 1000))
    logSecurityEvent('rate-limited', { scope: 'sign-in', client, route })
    const minutes = Math.ceil(retryAfter / 60)
    return Response.json(
      {
        errors: [
          {
            message:
              'Too many sign-in attempts from your network. ' +
              `Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
          },
        ],
      },
      { status: 429, headers: { 'Retry-After': String(retryAfter) } },
    )
  }
}

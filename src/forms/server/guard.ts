import { RateLimiterRes } from 'rate-limiter-flexible'
import { env } from '@/lib/env'
import { resetSharedLimiterForTests, sharedLimiter } from '@/lib/sharedLimit'
import { clientAddress } from '@/lib/clientAddress'
import { logSecurityEvent } from '@/lib/securityLog'
import { HONEYPOT_FIELD } from '@/forms/shared/messages'
import { limitKeyOf } from '../../../server/shared.mjs'

/** A filled honeypot: logged (who, never what), so an operator sees the bots. */
export function isBot(raw: Record<string, unknown>, client: string): boolean {
  const value = raw[HONEYPOT_FIELD]
  const bot = typeof value === 'string' && value.trim() !== ''
  if (bot) logSecurityEvent('honeypot', { scope: 'forms', client })
  return bot
}

// One allowance per client: in memory on SQLite (one instance), in PostgreSQL when instances are
// several, so they share it (src/lib/sharedLimit.ts).

function formLimiter() {
  return sharedLimiter('forms', () => ({
    keyPrefix: 'forms',
    points: env().RATE_LIMIT_FORMS_POINTS,
    duration: env().RATE_LIMIT_FORMS_WINDOW_SECONDS,
  }))
}

/** For tests that change the limits. */
export function resetRateLimitForTests() {
  resetSharedLimiterForTests('forms')
}

/** The client a submission comes from, as the server's front door decided it (TRUST_PROXY). */
export function clientKey(headers: Headers): string {
  return clientAddress(headers)
}

/** Takes one submission from the client's allowance; the seconds to wait when it is used up. */
export async function takeSubmission(client: string): Promise<{ ok: true } | { ok: false; retryAfterSeconds: number }> {
  try {
    // An IPv6 client counts by its /64, which it could otherwise walk through one address at a time.
    await formLimiter().consume(limitKeyOf(client))
    return { ok: true }
  } catch (result) {
    if (result instanceof RateLimiterRes) {
      logSecurityEvent('rate-limited', { scope: 'forms', client })
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(result.msBeforeNext / 1000)) }
    }
    throw result
  }
}

export const MAX_FORM_BYTES = 64 * 1024

export class BodyTooLarge extends Error {}

/** The request body, refused once it passes `limit` bytes (whatever Content-Length claims). */
export async function readLimitedBody(req: Request, limit = MAX_FORM_BYTES): Promise<Uint8Array> {
  const declared = Number(req.headers.get('content-length') ?? '0')
  if (declared > limit) throw new BodyTooLarge()
  if (!req.body) return new Uint8Array()
  const reader = req.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel()
      throw new BodyTooLarge()
    }
    chunks.push(value)
  }
  const body = new Uint8Array(size)
  let offset = 0
  for (const c of chunks) {
    body.set(c, offset)
    offset += c.byteLength
  }
  return body
}

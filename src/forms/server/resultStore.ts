import 'server-only'
import crypto from 'node:crypto'
import type { Payload } from 'payload'
import { z } from 'zod'
import { FORM_RESULT_TOKEN } from '@/lib/formResultParam'
import { payloadClient } from '@/lib/payload'
import { formResultSchema, isResultFor, type FormName, type FormResult, type NewFormResult } from './formResult'

// A plain post's result waits in the database (Payload's key-value store), not in one process:
// the redirected page may be rendered by another instance. Shown once, then deleted.

const KEY_PREFIX = 'form-result:'
export const RESULT_LIFETIME_MS = 10 * 60 * 1000
const SWEEP_INTERVAL_MS = 60 * 1000
const tokenSchema = z.string().regex(FORM_RESULT_TOKEN)

let lastSweep = 0

/** Stores a result for ten minutes; the token (128 random bits, base64url) is all the URL carries. */
export async function saveFormResult(result: NewFormResult, now = Date.now()): Promise<string> {
  const payload = await payloadClient()
  const token = crypto.randomBytes(16).toString('base64url')
  const stored: FormResult = { ...result, expiresAt: now + RESULT_LIFETIME_MS }
  await payload.kv.set(KEY_PREFIX + token, stored)
  // Results nobody came back for are swept now and then, on a write.
  if (now - lastSweep >= SWEEP_INTERVAL_MS) {
    lastSweep = now
    await sweepExpiredFormResults(payload, now).catch((error: unknown) =>
      payload.logger.error({ err: error, msg: 'Could not sweep expired form results' }),
    )
  }
  return token
}

/** This form's result for the token, once: it is deleted as it is read; expired or another form's, null. */
export async function takeFormResult(token: unknown, form: FormName, now = Date.now()): Promise<FormResult | null> {
  if (!tokenSchema.safeParse(token).success) return null
  const payload = await payloadClient()
  const key = KEY_PREFIX + (token as string)
  const parsed = formResultSchema.safeParse(await payload.kv.get(key))
  if (!parsed.success) return null
  // Another form on the same page may own it (it stays for that one).
  if (!isResultFor(parsed.data, form)) return null
  await payload.kv.delete(key)
  return parsed.data.expiresAt > now ? parsed.data : null
}

/**
 * Deletes the results past their expiry. Cheap: results are deleted when shown, so only those of
 * visitors who never came back are left to read here.
 */
export async function sweepExpiredFormResults(payload: Payload, now = Date.now()): Promise<number> {
  const keys = (await payload.kv.keys()).filter((key) => key.startsWith(KEY_PREFIX))
  let swept = 0
  for (const key of keys) {
    const parsed = formResultSchema.safeParse(await payload.kv.get(key))
    if (parsed.success && parsed.data.expiresAt > now) continue
    await payload.kv.delete(key)
    swept++
  }
  return swept
}

/** For tests of the sweep. */
export function resetSweepForTests() {
  lastSweep = 0
}

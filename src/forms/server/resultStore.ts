import 'server-only'
import crypto from 'node:crypto'
import { DatabaseKVAdapter, type Payload } from 'payload'
import { z } from 'zod'
import { FORM_RESULT_TOKEN } from '@/lib/formResultParam'
import { payloadClient } from '@/lib/payload'
import { formResultSchema, isResultFor, type FormName, type FormResult, type NewFormResult } from './formResult'

// A plain post's result waits in the database (Payload's key-value store), not in one process:
// the redirected page may be rendered by another instance. Shown once, then deleted.

const KEY_PREFIX = 'form-result:'
export const RESULT_LIFETIME_MS = 10 * 60 * 1000
/** Results looked at per sweep: each write sweeps, so the expired ones never pile up. */
const SWEEP_BATCH = 50
const tokenSchema = z.string().regex(FORM_RESULT_TOKEN)

/** Stores a result for ten minutes; the token (128 random bits, base64url) is all the URL carries. */
export async function saveFormResult(result: NewFormResult, now = Date.now()): Promise<string> {
  const payload = await payloadClient()
  const token = crypto.randomBytes(16).toString('base64url')
  const stored: FormResult = { ...result, expiresAt: now + RESULT_LIFETIME_MS }
  await payload.kv.set(KEY_PREFIX + token, stored)
  await sweepExpiredFormResults(payload, now).catch((error: unknown) =>
    payload.logger.error({ err: error, msg: 'Could not sweep expired form results' }),
  )
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

const expirySchema = z.object({ expiresAt: z.number() })
const isExpired = (data: unknown, now: number) => {
  const parsed = expirySchema.safeParse(data)
  return !parsed.success || parsed.data.expiresAt <= now
}

/**
 * Deletes results past their expiry that nobody came back for (shown ones are deleted as they are
 * read): a form's results by default, or those under another `prefix` that carry an `expiresAt`.
 * With the database store: the oldest few, in one query and one delete.
 */
export async function sweepExpiredFormResults(payload: Payload, now = Date.now(), prefix = KEY_PREFIX): Promise<void> {
  const kv = payload.kv
  if (kv instanceof DatabaseKVAdapter) {
    const collection = kv.collectionSlug as 'payload-kv'
    const { docs } = await payload.db.find<{ key: string; data: unknown }>({
      collection,
      where: { key: { like: prefix } },
      // Oldest first: they expire first.
      sort: 'id',
      limit: SWEEP_BATCH,
      pagination: false,
      req: {},
    })
    const expired = docs.filter((doc) => isExpired(doc.data, now)).map((doc) => doc.key)
    if (expired.length) await payload.db.deleteMany({ collection, where: { key: { in: expired } }, req: {} })
    return
  }
  // Another store: through the key-value interface.
  const keys = (await kv.keys()).filter((key) => key.startsWith(prefix)).slice(0, SWEEP_BATCH)
  for (const key of keys) if (isExpired(await kv.get(key), now)) await kv.delete(key)
}

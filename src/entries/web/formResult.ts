import 'server-only'
import crypto from 'node:crypto'
import { z } from 'zod'
import { sweepExpiredFormResults } from '@/forms/server/resultStore'
import { FORM_RESULT_TOKEN } from '@/lib/formResultParam'
import { payloadClient } from '@/lib/payload'

// An entry form's refused plain post (no JavaScript): its messages and the visitor's own values wait
// in Payload's key-value store (any instance may render the page it returns to), shown once, then deleted.
// Only the form's own fields are kept, and an identity number no longer than ten minutes: each refused
// post sweeps away the expired results nobody came back for.

const KEY_PREFIX = 'entry-form:'
const LIFETIME_MS = 10 * 60 * 1000

const entryFormResultSchema = z.object({
  offer: z.string(),
  message: z.string(),
  errors: z.record(z.string(), z.string()),
  values: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
  expiresAt: z.number(),
})
export type EntryFormResult = z.infer<typeof entryFormResultSchema>

/** The fields a refused form gets back (the honeypot and anything else posted are dropped). */
export const KEPT_FIELDS = [
  'fullName',
  'dateOfBirthDay',
  'dateOfBirthMonth',
  'dateOfBirthYear',
  'gender',
  'idNumber',
  'previousCandidateNumber',
  'school',
  'email',
  'mobile',
  'subjects',
  'accessArrangements',
  'accessDetails',
  'consent',
] as const

/** The visitor's own values, to put back into the form. */
export function keptValues(raw: Record<string, unknown>): EntryFormResult['values'] {
  const out: EntryFormResult['values'] = {}
  for (const name of KEPT_FIELDS) {
    const value = raw[name]
    if (typeof value === 'string') out[name] = value.slice(0, 500)
    else if (Array.isArray(value)) out[name] = value.filter((v): v is string => typeof v === 'string').slice(0, 50)
  }
  return out
}

/** Stores a result for ten minutes, for the form of `offer` ("exam:12"); the token is all the URL carries. */
export async function saveEntryFormResult(
  result: Omit<EntryFormResult, 'expiresAt'>,
  now = Date.now(),
): Promise<string> {
  const payload = await payloadClient()
  const token = crypto.randomBytes(16).toString('base64url')
  await payload.kv.set(KEY_PREFIX + token, { ...result, expiresAt: now + LIFETIME_MS })
  await sweepExpiredFormResults(payload, now, KEY_PREFIX).catch((error: unknown) =>
    payload.logger.error({ err: error, msg: 'Could not sweep expired entry form results' }),
  )
  return token
}

/** The result for this token and offer, once; another offer's, expired or unknown: null. */
export async function takeEntryFormResult(
  token: string | null,
  offer: string,
  now = Date.now(),
): Promise<EntryFormResult | null> {
  if (!token || !FORM_RESULT_TOKEN.test(token)) return null
  const payload = await payloadClient()
  const parsed = entryFormResultSchema.safeParse(await payload.kv.get(KEY_PREFIX + token))
  if (!parsed.success || parsed.data.offer !== offer) return null
  await payload.kv.delete(KEY_PREFIX + token)
  return parsed.data.expiresAt > now ? parsed.data : null
}

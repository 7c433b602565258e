import { createHmac } from 'node:crypto'
import type { EntryData, OfferRef } from '@/forms/shared/entrySchema'
import { env } from '@/lib/env'

// The key that makes a form sent twice (a double click, a back button, a retried post) one entry. A form
// page carries none, so every visitor gets the same cached page: the key is made from what was sent (the
// offer, the candidate and the subjects) within a half hour. API clients may send a key of their own.

const WINDOW_MS = 30 * 60_000

const normalised = (text: string | undefined) =>
  (text ?? '').normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase()

/** This form's key now, then the previous half hour's: a post matching either is the same form (decision 049). */
export function contentKeys(offer: OfferRef, data: EntryData, now: Date): [string, string] {
  const window = Math.floor(now.getTime() / WINDOW_MS)
  const sent = [
    offer.kind,
    offer.id,
    normalised(data.fullName),
    data.dateOfBirth ?? '',
    data.idNumber ?? '',
    normalised(data.email),
    (data.mobile ?? '').replace(/\D/g, ''),
    [...data.subjects].sort(),
  ]
  // Keyed with the server's secret: the stored key cannot be turned back into an identity number by guessing.
  const keyOf = (w: number) =>
    `sent-${createHmac('sha256', env().payloadSecret)
      .update(JSON.stringify([...sent, w]))
      .digest('base64url')}`
  return [keyOf(window), keyOf(window - 1)]
}

import { createHash, createHmac, randomBytes } from 'node:crypto'
import type { Payload } from 'payload'
import type { ClassIntake, Entry, ExamSeries } from '@/payload-types'
import { addDays, colomboDay } from '@/lib/colomboDay'
import { env } from '@/lib/env'

// The status link of an entry: 256 bits made from the entry's form key and the server's secret, so every
// e-mail can carry the same link; the database keeps only its SHA-256, so a copy of the database alone
// does not open anyone's entry. It expires after the series' results day (decision 049).

export const STATUS_TOKEN = /^[A-Za-z0-9_-]{43}$/

export const newStatusToken = (): string => randomBytes(32).toString('base64url')
/** The status token of the entry made with this form key (stable: each e-mail of the entry links the same page). */
export const statusTokenOf = (idempotencyKey: string): string =>
  createHmac('sha256', env().payloadSecret).update(`entry-status:${idempotencyKey}`).digest('base64url')
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex')

export const statusPath = (token: string) => `/entries/${token}`
export const statusUrl = (token: string) => `${env().serverUrl}${statusPath(token)}`

/** Days a class booking's link lasts after the class starts. */
export const CLASS_LINK_DAYS = 90
/** Days an exam entry's link lasts after the last paper when the series has no results day. */
const NO_RESULTS_DAY_LINK_DAYS = 90

/** The last Colombo day an entry's status link opens. */
export function linkLastDay(entry: Pick<Entry, 'series' | 'intake'>): string | null {
  const series = typeof entry.series === 'object' ? (entry.series as ExamSeries | null) : null
  const intake = typeof entry.intake === 'object' ? (entry.intake as ClassIntake | null) : null
  if (series) {
    if (series.resultsDay) return colomboDay(series.resultsDay)
    const last = series.examWindow?.lastPaper || series.examWindow?.firstPaper
    return last ? addDays(colomboDay(last), NO_RESULTS_DAY_LINK_DAYS) : null
  }
  if (intake?.startDate) return addDays(colomboDay(intake.startDate), CLASS_LINK_DAYS)
  return null
}

/** The entry a status link opens (with its series or intake), or why not. */
export async function entryByToken(
  payload: Payload,
  token: string,
  now = new Date(),
): Promise<Entry | 'unknown' | 'expired'> {
  if (!STATUS_TOKEN.test(token)) return 'unknown'
  const { docs } = await payload.find({
    collection: 'entries',
    where: { statusTokenHash: { equals: hashToken(token) } },
    limit: 1,
    depth: 1,
    overrideAccess: true,
  })
  const entry = docs[0]
  if (!entry) return 'unknown'
  const last = linkLastDay(entry)
  return last && colomboDay(now) > last ? 'expired' : entry
}

/** An entry's status token, for an e-mail sent after it was made; null once anonymised (no form key left). */
export async function statusTokenOfEntry(payload: Payload, id: number): Promise<string | null> {
  const entry = await payload.findByID({
    collection: 'entries',
    id,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
  })
  return entry.idempotencyKey ? statusTokenOf(entry.idempotencyKey) : null
}

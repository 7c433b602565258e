import type { Payload, Where } from 'payload'
import type { ClassIntake, Entry, ExamSeries } from '@/payload-types'
import { addDays, colomboDay } from '@/lib/colomboDay'

// The PDPA's "kept no longer than needed": a set time after the series' results day (or a class's start),
// an entry keeps its reference, amounts, payments and choices, and loses who the candidate was.

export const ANONYMISED_NAME = 'Anonymised'
/** A placeholder no mail server delivers to (.invalid is reserved, RFC 2606). */
export const anonymisedEmail = (id: number | string) => `anonymised-${id}@entries.invalid`
export const ANONYMISE_ENTRIES = 'anonymiseEntries'

const system = { overrideAccess: true, depth: 0 } as const
const PAGE = 100

type Offer = Pick<ExamSeries, 'resultsDay'> | Pick<ClassIntake, 'startDate'> | null | undefined

/**
 * The Colombo day from which the entry is anonymised: results day (a class: its start) plus `days`.
 * A series without a results day counts from the day the entry was made.
 */
export function anonymiseFrom(entry: Pick<Entry, 'kind' | 'createdAt'>, offer: Offer, days: number): string {
  const base =
    offer && 'resultsDay' in offer ? offer.resultsDay : offer && 'startDate' in offer ? offer.startDate : null
  return addDays(colomboDay(base || entry.createdAt), days)
}

/** What the candidate's personal data becomes; reference, fee, payments and choices stay. */
export function clearedFields(entry: Pick<Entry, 'id' | 'candidate' | 'accessArrangements'>, at: Date) {
  return {
    candidate: {
      fullName: ANONYMISED_NAME,
      dateOfBirth: null,
      idNumber: null,
      previousCandidateNumber: null,
      school: null,
      email: anonymisedEmail(entry.id),
      mobile: null,
      gender: entry.candidate.gender ?? null,
    },
    accessArrangements: { requested: Boolean(entry.accessArrangements?.requested), details: null, document: null },
    notes: null,
    anonymisedAt: at.toISOString(),
  }
}

const idOf = (value: unknown): number | null =>
  typeof value === 'number' ? value : value && typeof value === 'object' && 'id' in value ? Number(value.id) : null

async function offerOf(payload: Payload, entry: Entry): Promise<Offer> {
  const series = idOf(entry.series)
  if (series !== null)
    return payload.findByID({ collection: 'exam-series', id: series, ...system, draft: true, disableErrors: true })
  const intake = idOf(entry.intake)
  if (intake !== null)
    return payload.findByID({ collection: 'class-intakes', id: intake, ...system, draft: true, disableErrors: true })
  return null
}

/** Clears one entry and deletes its documents (the access document and the bank slips). */
async function anonymiseEntry(payload: Payload, entry: Entry, at: Date): Promise<void> {
  const files = new Set<number>()
  const doc = idOf(entry.accessArrangements?.document)
  if (doc !== null) files.add(doc)
  const { docs: payments } = await payload.find({
    collection: 'payments',
    where: { entry: { equals: entry.id } },
    pagination: false,
    ...system,
  })
  for (const p of payments) {
    const slip = idOf(p.slip)
    if (slip === null) continue
    files.add(slip)
    await payload.update({ collection: 'payments', id: p.id, data: { slip: null }, ...system })
  }
  const history = [
    ...(entry.history ?? []),
    { at: at.toISOString(), what: 'Personal data anonymised', by: 'Scheduled job' },
  ]
  await payload.update({
    collection: 'entries',
    id: entry.id,
    data: { ...clearedFields(entry, at), history },
    ...system,
    context: { anonymising: true },
  })
  for (const id of files) await payload.delete({ collection: 'entry-files', id, ...system }).catch(() => undefined)
}

/** Anonymises every entry whose day has come at `now`; the number anonymised. Running it again changes nothing. */
export async function anonymiseDueEntries(payload: Payload, now: Date = new Date()): Promise<number> {
  const settings = await payload.findGlobal({ slug: 'entry-settings', ...system })
  const days = settings.anonymiseAfterDays ?? 365
  const today = colomboDay(now)
  // Results day (or a class's start) comes after the entry is made: younger entries cannot be due.
  const madeBefore = new Date(now.getTime() - days * 86_400_000).toISOString()
  const offers = new Map<string, Offer>()
  let done = 0
  // By id, after the last one seen: anonymised entries leave the filter, so pages would skip some.
  for (let after = 0; ;) {
    const where: Where = {
      and: [
        { anonymisedAt: { exists: false } },
        { createdAt: { less_than: madeBefore } },
        { id: { greater_than: after } },
      ],
    }
    const found = await payload.find({ collection: 'entries', where, limit: PAGE, sort: 'id', ...system })
    for (const entry of found.docs) {
      after = entry.id
      const key = `${idOf(entry.series) ?? ''}/${idOf(entry.intake) ?? ''}`
      if (!offers.has(key)) offers.set(key, await offerOf(payload, entry))
      if (anonymiseFrom(entry, offers.get(key), days) > today) continue
      await anonymiseEntry(payload, entry, now)
      done++
    }
    if (!found.hasNextPage) break
  }
  return done
}

import type { Payload } from 'payload'
import type { ClassIntake, Entry, ExamSeries } from '@/payload-types'
import { colomboClock } from '@/calendar/stageState'
import { colomboDay } from '@/lib/colomboDay'
import { entrySchema, type EntryData, type OfferRef } from '@/forms/shared/entrySchema'
import { chosenSubjects, heldUntil, isRefusal, quoteClassBooking, quoteExamEntry, type Quote } from './fee'
import { intakeCode, referenceOf, seriesCode } from './reference'
import { hashToken, statusTokenOf } from './token'
import { queueEntryEmail } from './mailJob'
import { freeSeat, waitingListPlace } from './seats'
import { contentKeys } from './formKey'

// Makes an entry from a posted form (docs/entries.md): checked, priced on the server at this moment,
// stored whole in one transaction before any payment. The form's key (made from what was sent, or an API
// client's own) makes a double post one entry; a class seat is a unique (intake, seat) row, so two bookings
// never share a seat (decision 049).

export type CreateResult =
  | { kind: 'created' | 'duplicate' | 'waiting-list'; entry: Entry; token: string; place?: number }
  | { kind: 'invalid'; errors: Record<string, string> }
  | { kind: 'closed'; message: string }

type Options = { offer: OfferRef; clock?: Date; clientKey?: string }
const system = { overrideAccess: true, depth: 0 } as const
/** Attempts at a free seat before giving up (each conflict means another booking took that seat). */
const SEAT_ATTEMPTS = 40

const fieldErrors = (issues: { path: PropertyKey[]; message: string }[]) =>
  Object.fromEntries(issues.map((i) => [String(i.path[0] ?? 'form'), i.message]).reverse())

/** The published series or intake offered, or null. */
async function offerOf(payload: Payload, offer: OfferRef): Promise<ExamSeries | ClassIntake | null> {
  const collection = offer.kind === 'exam' ? 'exam-series' : 'class-intakes'
  const doc = await payload.findByID({ collection, id: offer.id, ...system, disableErrors: true })
  return doc && doc._status === 'published' ? doc : null
}

async function existing(payload: Payload, keys: string[]): Promise<Entry | null> {
  const { docs } = await payload.find({
    collection: 'entries',
    where: { idempotencyKey: { in: keys } },
    limit: 1,
    ...system,
  })
  return docs[0] ?? null
}

const sameOffer = (entry: Entry, offer: OfferRef) => (offer.kind === 'exam' ? entry.series : entry.intake) === offer.id

/** The stage's words for a parent: "Late entry (LKR 105,000)". */
const stageMoved = (quote: Quote) =>
  `The fee changed while the form was open: ${quote.stageLabel.toLowerCase()} now applies, ` +
  `LKR ${quote.total.toLocaleString('en-LK')} in all. Check the fee below and send the form again.`

/** Makes the entry from a form post (fields as posted), or says why not. */
export async function createEntry(
  payload: Payload,
  raw: Record<string, unknown>,
  options: Options,
): Promise<CreateResult> {
  const { offer } = options
  const now = options.clock ?? new Date()
  const parsed = entrySchema(offer.kind).safeParse(raw)
  if (!parsed.success) return { kind: 'invalid', errors: fieldErrors(parsed.error.issues) }
  const data = parsed.data
  const keys = data.formKey ? [data.formKey] : contentKeys(offer, data, now)
  const before = await existing(payload, keys)
  if (before) return duplicateOf(before, offer)
  const doc = await offerOf(payload, offer)
  if (!doc) return { kind: 'closed', message: 'This entry is not open online. Call us and we will help.' }
  const clock = colomboClock(now)
  const settings = await payload.findGlobal({ slug: 'entry-settings', ...system })
  const quote =
    offer.kind === 'exam'
      ? quoteExamEntry(doc as ExamSeries, data.subjects, clock, settings)
      : quoteClassBooking(doc as ClassIntake, clock)
  if (isRefusal(quote)) {
    if (quote.refusal === 'closed' || quote.refusal === 'not-open-yet')
      return { kind: 'closed', message: quote.message }
    return { kind: 'invalid', errors: { subjects: quote.message } }
  }
  if (data.quotedStage && data.quotedStage !== quote.stage)
    return { kind: 'invalid', errors: { quotedStage: stageMoved(quote) } }
  const fields = entryFields(doc, offer, data, quote, now, settings.holdHours, keys[0])
  try {
    return offer.kind === 'class'
      ? await bookSeat(payload, doc as ClassIntake, fields, keys)
      : await store(payload, fields)
  } catch (error) {
    // The same form posted twice at once: the other post stored it.
    const other = await existing(payload, keys)
    if (other) return duplicateOf(other, offer)
    throw error
  }
}

function duplicateOf(entry: Entry, offer: OfferRef): CreateResult {
  if (!sameOffer(entry, offer) || !entry.idempotencyKey)
    return { kind: 'invalid', errors: { formKey: 'The form has expired. Reload the page and try again.' } }
  return { kind: 'duplicate', entry, token: statusTokenOf(entry.idempotencyKey) }
}

type Fields = Omit<Entry, 'id' | 'createdAt' | 'updatedAt' | 'reference'> & { code: string }

function entryFields(
  doc: ExamSeries | ClassIntake,
  offer: OfferRef,
  data: EntryData,
  quote: Quote,
  now: Date,
  hold: number | null | undefined,
  key: string,
): Fields {
  const subjects = offer.kind === 'exam' ? (chosenSubjects(doc as ExamSeries, data.subjects) ?? []) : []
  const intake = doc as ClassIntake
  const code =
    offer.kind === 'exam'
      ? seriesCode((doc as ExamSeries).name, colomboDay(now).slice(0, 4))
      : intakeCode(intake.course, colomboDay(intake.startDate))
  return {
    code,
    kind: offer.kind,
    ...(offer.kind === 'exam' ? { series: offer.id } : { intake: offer.id }),
    status: 'awaiting-payment',
    candidate: {
      fullName: data.fullName,
      dateOfBirth: data.dateOfBirth || null,
      gender: (data.gender || null) as 'F' | 'M' | null,
      idNumber: data.idNumber ?? null,
      previousCandidateNumber: data.previousCandidateNumber ?? null,
      school: data.school ?? null,
      email: data.email,
      mobile: data.mobile,
    },
    choices:
      offer.kind === 'exam'
        ? subjects.map((s) => ({ code: s.code ?? null, title: s.title, option: s.option ?? null }))
        : [{ code: null, title: intake.title, option: intake.schedule }],
    accessArrangements: { requested: data.accessArrangements === '1', details: data.accessDetails ?? null },
    fee: { ...quote, heldUntil: heldUntil(now, hold).toISOString() },
    consentAt: now.toISOString(),
    history: [{ at: now.toISOString(), what: `Entry made online (${quote.stageLabel.toLowerCase()})`, by: null }],
    idempotencyKey: key,
    statusTokenHash: hashToken(statusTokenOf(key)),
  }
}

/** Stores the entry and gives it its reference, in one transaction; then queues the "received" e-mail. */
async function store(payload: Payload, { code, ...fields }: Fields): Promise<CreateResult> {
  const transactionID = (await payload.db.beginTransaction()) ?? undefined
  const req = { transactionID }
  try {
    const made = await payload.create({
      collection: 'entries',
      data: { ...fields, reference: `new-${fields.idempotencyKey}` },
      req,
      ...system,
    })
    const entry = await payload.update({
      collection: 'entries',
      id: made.id,
      data: { reference: referenceOf(code, made.id) },
      req,
      ...system,
    })
    if (transactionID) await payload.db.commitTransaction(transactionID)
    await queueEntryEmail(payload, entry.id, 'received')
    const token = statusTokenOf(fields.idempotencyKey!)
    if (entry.status === 'waiting-list')
      return { kind: 'waiting-list', entry, token, place: await waitingListPlace(payload, entry) }
    return { kind: 'created', entry, token }
  } catch (error) {
    if (transactionID) await payload.db.rollbackTransaction(transactionID)
    throw error
  }
}

/** A free seat of the intake, retried when another booking takes it first; none left: the waiting list. */
async function bookSeat(payload: Payload, intake: ClassIntake, fields: Fields, keys: string[]): Promise<CreateResult> {
  for (let attempt = 0; ; attempt++) {
    const seat = await freeSeat(payload, intake)
    const data: Fields =
      seat === null ? { ...fields, status: 'waiting-list', seatNumber: null } : { ...fields, seatNumber: seat }
    try {
      return await store(payload, data)
    } catch (error) {
      if (seat === null || attempt >= SEAT_ATTEMPTS || (await existing(payload, keys))) throw error
    }
  }
}

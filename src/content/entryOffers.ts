import 'server-only'
import type { ClassIntake, EntrySettings, Exam, ExamSeries } from '@/payload-types'
import { colomboClock, type ColomboClock } from '@/calendar/stageState'
import {
  bookingLastDay,
  entryStage,
  examEntryRefusal,
  quoteClassBooking,
  subjectFee,
  type Refusal,
} from '@/entries/fee'
import { payloadClient } from '@/lib/payload'

// What the entry pages offer: an exam series open for online entry, a class intake with its seats, and
// the entry settings (consent, bank details, hold time). Published content only, read on every request.

export type OfferedSubject = { index: number; code: string; title: string; option: string; fee: number }

export type ExamOffer = {
  kind: 'exam'
  id: number
  title: string
  examName: string
  examPath: string
  subjects: OfferedSubject[]
  /** Added to each subject at the stage in force (late stages). */
  surcharge: number
  stageKey: string
  stageLabel: string
  /** Per-candidate fees of the series and the centre fee, charged once. */
  perCandidate: { label: string; amount: number }[]
  refusal: Refusal | null
}

export type ClassOffer = {
  kind: 'class'
  id: number
  title: string
  course: 'ielts' | 'pte'
  location: string
  startDate: string
  schedule: string
  fee: number
  capacity: number
  seatsLeft: number
  lastDay: string
  refusal: Refusal | null
}

export type Offer = ExamOffer | ClassOffer

/** A positive integer id from a path segment, else null (anything else is a 404, never a query). */
export function offerId(segment: string): number | null {
  return /^[1-9]\d{0,9}$/.test(segment) ? Number(segment) : null
}

/** The entry settings as the pages need them (a global only staff read: the server reads it for them). */
export async function getEntrySettings(): Promise<EntrySettings> {
  const payload = await payloadClient()
  return payload.findGlobal({ slug: 'entry-settings', overrideAccess: true })
}

async function findPublished<T>(collection: 'exam-series' | 'class-intakes', id: number): Promise<T | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection,
    where: { id: { equals: id } },
    limit: 1,
    pagination: false,
    depth: 2,
    overrideAccess: false,
  })
  return (docs[0] as T | undefined) ?? null
}

function examOf(series: ExamSeries): { name: string; path: string } {
  if (series.test === 'ielts') return { name: 'IELTS', path: '/examinations/IELTS' }
  const exam = typeof series.exam === 'object' && series.exam ? (series.exam as Exam) : null
  const category = exam && typeof exam.category === 'object' && exam.category ? exam.category.slug : null
  return exam
    ? { name: exam.name, path: category ? `/examinations/${category}/${exam.slug}` : '/exam-calendar' }
    : { name: '', path: '/exam-calendar' }
}

/** A published series that offers online entry (open or not at `clock`), or null: the form page is then a 404. */
export async function getExamOffer(id: number, clock: ColomboClock = colomboClock()): Promise<ExamOffer | null> {
  const [series, settings] = await Promise.all([findPublished<ExamSeries>('exam-series', id), getEntrySettings()])
  if (!series?.onlineEntry?.open) return null
  const exam = examOf(series)
  const stage = entryStage(series, clock)
  const perCandidate = (series.fees ?? [])
    .filter((f) => f.per === 'candidate' || f.per === 'test')
    .map((f) => ({ label: f.label, amount: f.amount }))
  if (settings.centreFee) perCandidate.push({ label: 'Centre fee', amount: settings.centreFee })
  return {
    kind: 'exam',
    id: series.id,
    title: exam.name ? `${exam.name}, ${series.name}` : series.name,
    examName: exam.name,
    examPath: exam.path,
    subjects: (series.onlineEntry.subjects ?? []).map((s, index) => ({
      index,
      code: s.code ?? '',
      title: s.title,
      option: s.option ?? '',
      fee: subjectFee(series, s),
    })),
    surcharge: stage?.surcharge ?? 0,
    stageKey: stage?.key ?? '',
    stageLabel: stage?.label ?? '',
    perCandidate,
    refusal: examEntryRefusal(series, clock),
  }
}

// Entries that hold a seat: everything but the waiting list and what was cancelled or refunded.
const HOLDS_SEAT = ['awaiting-payment', 'slip-to-check', 'paid', 'entered']

/** Seats of an intake still free. */
export async function seatsLeft(intake: Pick<ClassIntake, 'id' | 'capacity'>): Promise<number> {
  const payload = await payloadClient()
  const { totalDocs } = await payload.count({
    collection: 'entries',
    where: { and: [{ intake: { equals: intake.id } }, { status: { in: HOLDS_SEAT } }] },
    overrideAccess: true,
  })
  return Math.max(0, intake.capacity - totalDocs)
}

function toClassOffer(intake: ClassIntake, free: number, clock: ColomboClock): ClassOffer {
  const quote = quoteClassBooking(intake, clock)
  return {
    kind: 'class',
    id: intake.id,
    title: intake.title,
    course: intake.course,
    location: intake.location,
    startDate: intake.startDate.slice(0, 10),
    schedule: intake.schedule,
    fee: intake.fee,
    capacity: intake.capacity,
    seatsLeft: free,
    lastDay: bookingLastDay(intake),
    refusal: 'refusal' in quote ? quote : null,
  }
}

/** A published class intake with its free seats, or null. */
export async function getClassOffer(id: number, clock: ColomboClock = colomboClock()): Promise<ClassOffer | null> {
  const intake = await findPublished<ClassIntake>('class-intakes', id)
  return intake ? toClassOffer(intake, await seatsLeft(intake), clock) : null
}

/** A course's intakes still open for booking, soonest first, for the IELTS and PTE pages. */
export async function getOpenIntakes(
  course: 'ielts' | 'pte',
  clock: ColomboClock = colomboClock(),
): Promise<ClassOffer[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'class-intakes',
    where: { course: { equals: course } },
    sort: 'startDate',
    limit: 50,
    pagination: false,
    overrideAccess: false,
  })
  const offers = await Promise.all(docs.map(async (i) => toClassOffer(i, await seatsLeft(i), clock)))
  return offers.filter((o) => !o.refusal)
}

/** Which of these series take entries online now: their exam pages and the calendar link to the form. */
export async function seriesEnteredOnline(ids: number[], clock: ColomboClock = colomboClock()): Promise<Set<number>> {
  if (ids.length === 0) return new Set()
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'exam-series',
    where: { and: [{ id: { in: ids } }, { 'onlineEntry.open': { equals: true } }] },
    limit: ids.length,
    pagination: false,
    depth: 0,
    overrideAccess: false,
  })
  return new Set(docs.filter((s) => !examEntryRefusal(s, clock)).map((s) => s.id))
}

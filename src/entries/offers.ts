import type { Payload } from 'payload'
import type { ClassIntake, ExamSeries } from '@/payload-types'
import { colomboClock } from '@/calendar/stageState'
import { toPublicSeries, type CalendarExam } from '@/calendar/series'
import { colomboDay } from '@/lib/colomboDay'
import {
  bookingLastDay,
  entryStage,
  examEntryRefusal,
  quoteClassBooking,
  isRefusal,
  subjectFee,
  type FeeSettings,
} from './fee'
import { seatsLeft } from './seats'

// What can be entered or booked online at this moment, with the fees in force (GET /api/get-open-entries,
// docs/api.md): published series taking entries online and published intakes still open for booking.

export type OpenSeries = {
  id: number
  exam: CalendarExam
  name: string
  entryPath: string
  currency: 'LKR'
  stage: { key: string; label: string; surchargePerSubject: number }
  subjects: { index: number; code: string | null; title: string; option: string | null; fee: number; feeNow: number }[]
  perCandidate: { label: string; amount: number }[]
}
export type OpenIntake = {
  id: number
  course: ClassIntake['course']
  title: string
  location: string
  startDate: string
  schedule: string
  bookingCloses: string
  entryPath: string
  currency: 'LKR'
  fee: number
  capacity: number
  seatsLeft: number
}

const published = { _status: { equals: 'published' } } as const

function openSeries(doc: ExamSeries, now: Date, settings: FeeSettings): OpenSeries | null {
  const clock = colomboClock(now)
  const pub = toPublicSeries(doc)
  const stage = entryStage(doc, clock)
  if (!pub || !stage || examEntryRefusal(doc, clock)) return null
  const perCandidate = (doc.fees ?? [])
    .filter((f) => f.per === 'candidate' || f.per === 'test')
    .map((f) => ({ label: f.label, amount: f.amount }))
  if (settings.centreFee) perCandidate.push({ label: 'Centre fee', amount: settings.centreFee })
  return {
    id: doc.id,
    exam: pub.exam,
    name: doc.name,
    entryPath: `/enter/exam/${doc.id}`,
    currency: 'LKR',
    stage: { key: stage.key, label: stage.label, surchargePerSubject: stage.surcharge },
    subjects: (doc.onlineEntry?.subjects ?? []).map((s, index) => {
      const fee = subjectFee(doc, s)
      return {
        index,
        code: s.code || null,
        title: s.title,
        option: s.option || null,
        fee,
        feeNow: fee + stage.surcharge,
      }
    }),
    perCandidate,
  }
}

/** The series open for online entry and the intakes open for booking at `now`. */
export async function openEntries(
  payload: Payload,
  now = new Date(),
): Promise<{ series: OpenSeries[]; intakes: OpenIntake[] }> {
  const settings = await payload.findGlobal({ slug: 'entry-settings', depth: 0, overrideAccess: true })
  const today = colomboDay(now)
  const [series, intakes] = await Promise.all([
    payload.find({
      collection: 'exam-series',
      where: { and: [published, { 'onlineEntry.open': { equals: true } }] },
      sort: 'examWindow.firstPaper',
      depth: 2,
      pagination: false,
      overrideAccess: true,
    }),
    payload.find({
      collection: 'class-intakes',
      where: { and: [published, { startDate: { greater_than_equal: `${today}T00:00:00.000Z` } }] },
      sort: 'startDate',
      depth: 0,
      pagination: false,
      overrideAccess: true,
    }),
  ])
  const bookable = intakes.docs.filter((i) => !isRefusal(quoteClassBooking(i, colomboClock(now))))
  return {
    series: series.docs.map((s) => openSeries(s, now, settings)).filter((s): s is OpenSeries => s !== null),
    intakes: await Promise.all(
      bookable.map(async (i) => ({
        id: i.id,
        course: i.course,
        title: i.title,
        location: i.location,
        startDate: colomboDay(i.startDate),
        schedule: i.schedule,
        bookingCloses: bookingLastDay(i),
        entryPath: `/enter/class/${i.id}`,
        currency: 'LKR' as const,
        fee: i.fee,
        capacity: i.capacity,
        seatsLeft: await seatsLeft(payload, i),
      })),
    ),
  }
}

import type { Exam, ExamVenue, PracticalGuide } from '@/payload-types'

// An exam's practical information in its public shape: the guide that names the exam (or IELTS),
// with that exam's overrides applied. Pure, so the merge is tested without a database.

export type PublicVenue = { name: string; address: string; map_link: string; directions: string }
export type PostResultsService = { name: string; fee: number | null; deadline: string }

export type PracticalInfo = {
  /** A note for this exam only (from its override), shown first. */
  note: string
  venues: PublicVenue[]
  exam_day: { arrival: string; identity: string[]; bring: string[]; not_allowed: string[] }
  results: { release: string; collection: string; certificates: string }
  post_results: { intro: string; services: PostResultsService[] }
  policies: { refund: string; transfer: string; withdrawal: string }
}

/** One item per non-empty line. */
export const linesOf = (text: string | null | undefined): string[] =>
  (text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)

const idOf = (value: number | { id: number } | null | undefined) =>
  typeof value === 'object' && value ? value.id : value

const venuesOf = (list: (number | ExamVenue)[] | null | undefined): PublicVenue[] =>
  (list ?? [])
    .filter((v): v is ExamVenue => typeof v === 'object' && v !== null)
    .map((v) => ({ name: v.name, address: v.address, map_link: v.mapLink ?? '', directions: v.directions ?? '' }))

/** The guide's facts with the override for `exam` (null for IELTS) laid over the ones it fills. */
export function toPracticalInfo(guide: PracticalGuide, exam: Pick<Exam, 'id'> | null): PracticalInfo {
  const override = exam ? (guide.overrides ?? []).find((o) => idOf(o.exam as number | Exam) === exam.id) : undefined
  const pick = (own: string | null | undefined, shared: string | null | undefined) =>
    own?.trim() ? own : (shared ?? '')
  const venues = override?.venues?.length ? override.venues : guide.venues
  return {
    note: override?.note ?? '',
    venues: venuesOf(venues),
    exam_day: {
      arrival: pick(override?.arrival, guide.examDay?.arrival),
      identity: linesOf(guide.examDay?.identity),
      bring: linesOf(guide.examDay?.bring),
      not_allowed: linesOf(guide.examDay?.notAllowed),
    },
    results: {
      release: pick(override?.release, guide.results?.release),
      collection: pick(override?.collection, guide.results?.collection),
      certificates: guide.results?.certificates ?? '',
    },
    post_results: {
      intro: guide.postResults?.intro ?? '',
      services: (guide.postResults?.services ?? []).map((s) => ({
        name: s.name,
        fee: s.fee ?? null,
        deadline: s.deadline ?? '',
      })),
    },
    policies: {
      refund: guide.policies?.refund ?? '',
      transfer: guide.policies?.transfer ?? '',
      withdrawal: guide.policies?.withdrawal ?? '',
    },
  }
}

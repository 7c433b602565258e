import type { SeedContext } from '../context'
import { colomboDay } from '@/lib/colomboDay'
import {
  ENGLISH_CERTIFICATE,
  FESTIVAL_EXAMS,
  IAL,
  IGCSE,
  PTE,
  YOUNG_LEARNERS,
  englishCertificateTestDays,
  festivalSeries,
  ieltsTestDays,
  longDay,
  nextPearsonSeries,
  pteTestDays,
  youngLearnerSessions,
  type DemoSeries,
  type Fee,
  type OnlineSubject,
} from './seriesDates'

export { ENGLISH_CERTIFICATE, FESTIVAL_EXAMS, IAL, IGCSE, PTE, YOUNG_LEARNERS, festivalSeries, longDay }
export type { DemoSeries }

// The demo exam series: every board's series for a seeding day (their dates: ./seriesDates.ts), those
// taking entries online with their subjects, the banner lines written from them, and storing them.

const igcseSubjects: OnlineSubject[] = [
  { code: '4MA1', title: 'Mathematics A', option: 'Higher tier' },
  { code: '4PM1', title: 'Further Pure Mathematics' },
  { code: '4PH1', title: 'Physics' },
  { code: '4CH1', title: 'Chemistry' },
  { code: '4BI1', title: 'Biology' },
  { code: '4EA1', title: 'English Language A' },
  { code: '4CP0', title: 'Computer Science' },
]

const ialUnits: OnlineSubject[] = [
  { code: 'WMA11', title: 'Pure Mathematics 1' },
  { code: 'WMA12', title: 'Pure Mathematics 2' },
  { code: 'WST01', title: 'Statistics 1' },
  { code: 'WPH11', title: 'Physics, unit 1' },
  { code: 'WCH11', title: 'Chemistry, unit 1' },
  { code: 'WEC11', title: 'Economics, unit 1' },
]

/** The May/June series of International GCSE and IAS/IAL take entries online, with their subjects or units. */
const online = (s: DemoSeries): DemoSeries =>
  s.name.startsWith('May/June') && (s.exam === IGCSE || s.exam === IAL)
    ? { ...s, onlineEntry: { open: true, subjects: s.exam === IGCSE ? igcseSubjects : ialUnits } }
    : s

/** Every demo series for a seeding day ("YYYY-MM-DD", Colombo). */
export function demoSeries(today: string): DemoSeries[] {
  const igcseFees: Fee[] = [
    { label: 'International GCSE, per subject', amount: 38500, per: 'subject' },
    { label: 'Centre fee, per candidate', amount: 7500, per: 'candidate' },
  ]
  const ialFees: Fee[] = [
    { label: 'IAS/IAL, per unit', amount: 29800, per: 'unit' },
    { label: 'Centre fee, per candidate', amount: 7500, per: 'candidate' },
  ]
  return [
    ...nextPearsonSeries(today, IGCSE, igcseFees, [9500, 19000]).map(online),
    ...nextPearsonSeries(today, IAL, ialFees, [8000, 16500]).map(online),
    ...youngLearnerSessions(today),
    ...pteTestDays(today),
    ...ieltsTestDays(today),
    ...englishCertificateTestDays(today),
    ...festivalSeries(today),
  ]
}

/** The exams' banner lines that mention dates, written from the same series so the two never disagree. */
export function seriesBannerTexts(today: string): Record<string, string> {
  const series = demoSeries(today)
  const mayJune = series.find((s) => s.exam === IGCSE && s.name.startsWith('May/June'))!
  const ialJanuary = series.find((s) => s.exam === IAL && s.name.startsWith('January'))!
  const ialMayJune = series.find((s) => s.exam === IAL && s.name.startsWith('May/June'))!
  const youngLearners = series.filter((s) => s.exam === YOUNG_LEARNERS).map((s) => s.name)
  const festival = festivalSeries(today)[0]
  return {
    [IGCSE]:
      mayJune.entriesOpen! <= today
        ? `${mayJune.name} entries are open: register by ${longDay(mayJune.standardDeadline)}.`
        : `${mayJune.name} entries open on ${longDay(mayJune.entriesOpen!)}.`,
    [IAL]: `${ialJanuary.name} and ${ialMayJune.name} dates and fees are on our exam calendar.`,
    [PTE]: 'PTE Academic test days every two weeks. Results in as little as two days.',
    [YOUNG_LEARNERS]: `Next Young Learners sessions: ${youngLearners.join(' and ')}.`,
    [FESTIVAL_EXAMS[0]]:
      festival.standardDeadline >= today
        ? `Festival entries close on ${longDay(festival.standardDeadline)}.`
        : `${festival.name}: performances from ${longDay(festival.firstPaper)}, ` +
          `prize giving on ${longDay(festival.resultsDay)}.`,
  }
}

/**
 * The International GCSE series a family can still enter on `today` (or the next one to open), as the
 * demo's poster, home banner and announcement name it, so they agree with the calendar.
 */
export function openPearsonSeries(today: string): {
  name: string
  lastDay: string
  late: boolean
  opensOn: string | null
} {
  const lastEntryDay = (s: DemoSeries) => s.lateEntries?.at(-1)?.deadline ?? s.standardDeadline
  const open = demoSeries(today)
    .filter((s) => s.exam === IGCSE && lastEntryDay(s) >= today)
    .sort((a, b) => a.standardDeadline.localeCompare(b.standardDeadline))[0]
  const late = open.standardDeadline < today
  const lastDay = late ? open.lateEntries!.find((stage) => stage.deadline >= today)!.deadline : open.standardDeadline
  return {
    name: open.name,
    lastDay: longDay(lastDay),
    late,
    opensOn: open.entriesOpen && open.entriesOpen > today ? longDay(open.entriesOpen) : null,
  }
}

// Stored at noon in Colombo, so the day reads the same in every time zone an editor may use.
const stored = (day: string | undefined) => (day ? `${day}T12:00:00.000+05:30` : undefined)

export async function seedExamSeries({ payload, ensure }: SeedContext, today = colomboDay()): Promise<void> {
  const { docs: exams } = await payload.find({
    collection: 'exams',
    pagination: false,
    depth: 0,
    overrideAccess: true,
    draft: true,
  })
  const examIds = new Map(exams.map((e) => [e.slug, e.id]))
  for (const s of demoSeries(today)) {
    const ielts = s.exam === 'ielts'
    const examId = examIds.get(s.exam)
    if (!ielts && !examId) continue
    await ensure(
      'exam-series',
      { and: [{ name: { equals: s.name } }, ielts ? { test: { equals: 'ielts' } } : { exam: { equals: examId } }] },
      {
        test: ielts ? 'ielts' : 'exam',
        exam: ielts ? undefined : examId,
        name: s.name,
        entriesOpen: stored(s.entriesOpen),
        standardDeadline: stored(s.standardDeadline),
        deadlineTime: s.deadlineTime,
        lateEntries: (s.lateEntries ?? []).map((l) => ({ ...l, deadline: stored(l.deadline) })),
        examWindow: { firstPaper: stored(s.firstPaper), lastPaper: stored(s.lastPaper) },
        resultsDay: stored(s.resultsDay),
        notes: s.notes,
        fees: s.fees,
        onlineEntry: s.onlineEntry,
        feesCheckedOn: stored(today),
        _status: 'published',
      },
    )
  }
}

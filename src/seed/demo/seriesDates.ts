import { addDays } from '@/lib/colomboDay'
import { slugify } from '@/lib/slugify'

// Demo exam dates and fees, computed from the day of seeding so the calendar never shows only the past.
// They follow each board's yearly rhythm: Pearson's January series closes entries in early October,
// May/June in late February; IELTS registration closes two weeks before a test day and paper-based
// results come 13 days after it; PTE results in about two days.
// The series of each board for a seeding day; ./examSeries.ts gathers them and seeds them.

export type Fee = { label: string; amount: number; per: 'subject' | 'unit' | 'test' | 'candidate' }
type LateStage = { label: string; deadline: string; surcharge: number }
export type DemoSeries = {
  /** An exam's slug, or "ielts". */
  exam: string
  name: string
  entriesOpen?: string
  standardDeadline: string
  deadlineTime?: string
  lateEntries?: LateStage[]
  firstPaper: string
  lastPaper?: string
  resultsDay: string
  notes: string
  fees: Fee[]
  /** Taken online at /enter/exam/<id>: the subjects, units or categories offered (docs/entries.md). */
  onlineEntry?: { open: boolean; subjects: OnlineSubject[] }
}
export type OnlineSubject = { code?: string; title: string; option?: string; fee?: number }

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

const ymd = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
const yearOf = (day: string) => Number(day.slice(0, 4))
/** "12 December 2026". */
export const longDay = (day: string) =>
  `${Number(day.slice(8, 10))} ${MONTHS[Number(day.slice(5, 7)) - 1]} ${day.slice(0, 4)}`
/** The first `weekday` (0 = Sunday) on or after `day`. */
const weekdayOnOrAfter = (day: string, weekday: number) =>
  addDays(day, (weekday - new Date(`${day}T00:00:00Z`).getUTCDay() + 7) % 7)

export const IGCSE = slugify('International GCSE (IG) Examinations')
export const IAL = slugify('IAS/IAL Examinations')
export const PTE = slugify('PTE (Pearson Test of English)')
export const YOUNG_LEARNERS = slugify('International Certificate Young Learners (PTE YL)')
export const ENGLISH_CERTIFICATE = slugify('Pearson English International Certificate')
export const FESTIVAL_EXAMS = ['Speech and Drama', 'Music Performance', 'Art and Design'].map(slugify)

const pearsonNote =
  'Written papers are held at our Colombo centre. Bring your statement of entry and photo ID to every paper.'

function pearsonSeries(
  exam: string,
  kind: 'january' | 'may-june',
  year: number,
  fees: Fee[],
  surcharges: [number, number],
): DemoSeries {
  const [late, veryLate] = surcharges
  const jan = kind === 'january'
  return {
    exam,
    name: jan ? `January ${year}` : `May/June ${year}`,
    entriesOpen: jan ? ymd(year - 1, 9, 1) : ymd(year - 1, 11, 1),
    standardDeadline: jan ? ymd(year - 1, 10, 4) : ymd(year, 2, 21),
    deadlineTime: '17:00',
    lateEntries: [
      { label: 'Late entry', deadline: jan ? ymd(year - 1, 11, 1) : ymd(year, 3, 21), surcharge: late },
      { label: 'Very late entry', deadline: jan ? ymd(year - 1, 11, 22) : ymd(year, 4, 15), surcharge: veryLate },
    ],
    firstPaper: jan ? ymd(year, 1, 7) : ymd(year, 5, 5),
    lastPaper: jan ? ymd(year, 1, 28) : ymd(year, 6, 19),
    resultsDay: jan ? ymd(year, 3, 5) : ymd(year, 8, exam === IAL ? 13 : 20),
    notes: pearsonNote,
    fees,
  }
}

/** The next January and May/June series whose papers are not all sat yet. */
export function nextPearsonSeries(
  today: string,
  exam: string,
  fees: Fee[],
  surcharges: [number, number],
): DemoSeries[] {
  const year = yearOf(today)
  const pick = (kind: 'january' | 'may-june') =>
    [year, year + 1]
      .map((y) => pearsonSeries(exam, kind, y, fees, surcharges))
      .find((s) => (s.lastPaper ?? s.firstPaper) >= today)!
  return [pick('january'), pick('may-june')]
}

/** Young Learners sit in March and November: the next two sessions. */
export function youngLearnerSessions(today: string): DemoSeries[] {
  const year = yearOf(today)
  const sessions = [year, year + 1]
    .flatMap((y) => [3, 11].map((month) => weekdayOnOrAfter(ymd(y, month, 8), 6)))
    .filter((testDay) => testDay >= today)
    .slice(0, 2)
  return sessions.map((testDay) => ({
    exam: YOUNG_LEARNERS,
    name: `${MONTHS[Number(testDay.slice(5, 7)) - 1]} ${yearOf(testDay)}`,
    entriesOpen: addDays(testDay, -84),
    standardDeadline: addDays(testDay, -42),
    lateEntries: [{ label: 'Late entry', deadline: addDays(testDay, -28), surcharge: 2500 }],
    firstPaper: testDay,
    resultsDay: addDays(testDay, 56),
    notes:
      'Firstwords, Springboard, Quickmarch and Breakthrough levels on ' +
      'the same day. Schools may host the test on their own premises.',
    fees: [
      { label: 'Young Learners (Firstwords or Springboard), per candidate', amount: 11500, per: 'candidate' },
      { label: 'Young Learners (Quickmarch or Breakthrough), per candidate', amount: 13500, per: 'candidate' },
    ],
  }))
}

/** Computer-based PTE Academic at our partner centre: a test day every two weeks, booking closes a week before. */
export function pteTestDays(today: string): DemoSeries[] {
  const first = weekdayOnOrAfter(addDays(today, 10), 4)
  return [0, 14, 28].map((offset) => {
    const testDay = addDays(first, offset)
    return {
      exam: PTE,
      name: longDay(testDay),
      standardDeadline: addDays(testDay, -7),
      firstPaper: testDay,
      resultsDay: addDays(testDay, 2),
      notes: 'Computer-based, at our partner test centre in Colombo 03. Results usually within 48 hours.',
      fees: [{ label: 'PTE Academic, per test', amount: 68500, per: 'test' }],
    }
  })
}

/** Paper-based IELTS on Saturdays, two weeks apart; registration closes 14 days before, results 13 days after. */
export function ieltsTestDays(today: string): DemoSeries[] {
  const first = weekdayOnOrAfter(addDays(today, 16), 6)
  return [0, 14, 28, 42].map((offset) => {
    const testDay = addDays(first, offset)
    return {
      exam: 'ielts',
      name: longDay(testDay),
      standardDeadline: addDays(testDay, -14),
      firstPaper: testDay,
      resultsDay: addDays(testDay, 13),
      notes: 'Paper-based test. Speaking may be scheduled up to a week before or after the written papers.',
      fees: [
        { label: 'IELTS Academic or General Training, per test', amount: 80750, per: 'test' },
        { label: 'IELTS for UKVI, per test', amount: 86500, per: 'test' },
      ],
    }
  })
}

/** The International Certificate on computer: a test day each second Saturday, booking closing two weeks before. */
export function englishCertificateTestDays(today: string): DemoSeries[] {
  const year = yearOf(today)
  const month = Number(today.slice(5, 7))
  return [0, 1, 2, 3]
    .map((n) => {
      const m = month - 1 + n
      return weekdayOnOrAfter(ymd(year + Math.floor(m / 12), (m % 12) + 1, 8), 6)
    })
    .filter((testDay) => addDays(testDay, -14) >= today)
    .slice(0, 2)
    .map((testDay) => ({
      exam: ENGLISH_CERTIFICATE,
      name: longDay(testDay),
      standardDeadline: addDays(testDay, -14),
      firstPaper: testDay,
      resultsDay: addDays(testDay, 21),
      notes:
        'Computer-based test at our Colombo centre, one level per test. Paper-based sessions for schools on request.',
      fees: [{ label: 'International Certificate (computer-based), per test', amount: 24500, per: 'test' }],
    }))
}

/** The Festival of Arts whose prize giving is ahead: entries 1 October to 31 January, performances in March. */
export function festivalSeries(today: string): DemoSeries[] {
  const year = [yearOf(today), yearOf(today) + 1].find((y) => ymd(y, 4, 24) >= today)!
  return FESTIVAL_EXAMS.map((exam) => ({
    exam,
    name: `Festival ${year}`,
    entriesOpen: ymd(year - 1, 10, 1),
    standardDeadline: ymd(year, 1, 31),
    firstPaper: ymd(year, 3, 6),
    lastPaper: ymd(year, 3, 21),
    resultsDay: ymd(year, 4, 24),
    notes:
      'Performances and the exhibition at the Bishop’s College Auditorium; each ' +
      'entrant’s time is sent two weeks before. Results and trophies at the prize giving.',
    fees: [
      { label: 'Solo entry, per category', amount: 3500, per: 'subject' },
      { label: 'Group entry, per candidate and category', amount: 2000, per: 'subject' },
    ],
    ...(exam === FESTIVAL_EXAMS[0] ? { onlineEntry: { open: true, subjects: speechAndDramaCategories } } : {}),
  }))
}

/** Speech and Drama categories with their age groups (a group category costs each member the group fee). */
const speechAndDramaCategories: OnlineSubject[] = [
  { code: 'SD01', title: 'Solo verse speaking', option: 'Under 8' },
  { code: 'SD02', title: 'Solo verse speaking', option: '8 to 11' },
  { code: 'SD03', title: 'Solo verse speaking', option: '12 to 15' },
  { code: 'SD04', title: 'Prose reading', option: '12 to 15' },
  { code: 'SD05', title: 'Dramatic monologue', option: '16 to 19' },
  { code: 'SD06', title: 'Choral speaking (group)', option: 'Under 12', fee: 2000 },
]

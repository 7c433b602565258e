import type { ClassIntake, ExamSeries } from '@/payload-types'
import { deadlinePassed, type ColomboClock } from '@/calendar/stageState'
import type { SeriesEvent } from '@/calendar/series'
import { addDays, colomboDay } from '@/lib/colomboDay'
import { longDate } from '@/calendar/upcoming'

// What an entry or a booking costs at one Colombo moment: the one rule the form, the API and the stored
// entry use (docs/entries.md). Pure: a fixed clock tests it (tests/unit/entry-fee.test.ts).

export type FeeItem = { label: string; amount: number }
export type Quote = { items: FeeItem[]; total: number; currency: 'LKR'; stage: string; stageLabel: string }
export type Refusal = { refusal: 'closed' | 'not-open-yet' | 'no-choice' | 'unknown-choice'; message: string }
export type QuoteResult = Quote | Refusal

export const isRefusal = (r: QuoteResult): r is Refusal => 'refusal' in r

/** The parts of a series the fee reads (a stored document at any depth fits). */
export type FeeSeries = Pick<
  ExamSeries,
  'name' | 'entriesOpen' | 'standardDeadline' | 'deadlineTime' | 'lateEntries' | 'fees'
> & {
  examWindow?: { firstPaper?: string | null } | null
  onlineEntry?: ExamSeries['onlineEntry']
}
export type FeeSettings = { centreFee?: number | null }
export type FeeIntake = Pick<ClassIntake, 'title' | 'fee' | 'startDate' | 'bookingCloses'>
export type Subject = NonNullable<NonNullable<ExamSeries['onlineEntry']>['subjects']>[number]

const day = (value: string | null | undefined) => (value ? colomboDay(value) : '')
const deadline = (start: string, time: string | null | undefined): SeriesEvent => ({
  key: 'deadline',
  kind: 'deadline',
  title: '',
  start,
  ...(time ? { time } : {}),
})

type Stage = { key: string; label: string; surcharge: number }

/** The stage in force: standard, then each late stage in date order; null once the last one has passed. */
export function entryStage(series: FeeSeries, clock: ColomboClock): Stage | null {
  const time = series.deadlineTime || null
  const late = (series.lateEntries ?? [])
    .map((s) => ({ day: day(s.deadline), surcharge: s.surcharge ?? 0, label: s.label || '' }))
    .filter((s) => s.day)
    .sort((a, b) => a.day.localeCompare(b.day))
  const standard = day(series.standardDeadline)
  if (!standard || !deadlinePassed(deadline(standard, time), clock))
    return { key: 'standard', label: 'Standard entry', surcharge: 0 }
  for (const [i, s] of late.entries()) {
    if (deadlinePassed(deadline(s.day, time), clock)) continue
    const label = s.label || (i === 0 ? 'Late entry' : 'Very late entry')
    return { key: `late-${i + 1}`, label, surcharge: s.surcharge }
  }
  return null
}

/** Whether the series takes online entries at this moment (or why not). */
export function examEntryRefusal(series: FeeSeries, clock: ColomboClock): Refusal | null {
  if (!series.onlineEntry?.open)
    return { refusal: 'closed', message: `Online entry is not offered for ${series.name}.` }
  const opens = day(series.entriesOpen)
  if (opens && clock.day < opens)
    return { refusal: 'not-open-yet', message: `Entries for ${series.name} open on ${longDate(opens)}.` }
  const firstPaper = day(series.examWindow?.firstPaper)
  if (!entryStage(series, clock) || (firstPaper && clock.day >= firstPaper))
    return { refusal: 'closed', message: `Entries for ${series.name} have closed.` }
  return null
}

/** The fee a subject costs: its own, else the series' first per-subject (or per-unit) fee, else 0. */
export function subjectFee(series: FeeSeries, subject: Subject): number {
  if (typeof subject.fee === 'number') return subject.fee
  const fee = (series.fees ?? []).find((f) => (f.per ?? 'subject') === 'subject' || f.per === 'unit')
  return fee?.amount ?? 0
}

export const subjectLabel = (s: Pick<Subject, 'code' | 'title' | 'option'>) =>
  [s.code, s.title].filter(Boolean).join(' ') + (s.option ? ` (${s.option})` : '')

/** The subjects chosen, by index ("0", 2) or by code ("4MA1"); null when one is not offered. */
export function chosenSubjects(series: FeeSeries, choices: (string | number)[]): Subject[] | null {
  const offered = series.onlineEntry?.subjects ?? []
  const picked: Subject[] = []
  for (const choice of choices) {
    const text = String(choice).trim()
    const byIndex = /^\d{1,4}$/.test(text) ? offered[Number(text)] : undefined
    const subject = byIndex ?? offered.find((s) => s.code && s.code.toLowerCase() === text.toLowerCase())
    if (!subject) return null
    if (!picked.includes(subject)) picked.push(subject)
  }
  return picked
}

const quote = (items: FeeItem[], stage: Stage): Quote => ({
  items,
  total: items.reduce((sum, i) => sum + i.amount, 0),
  currency: 'LKR',
  stage: stage.key,
  stageLabel: stage.label,
})

/** An exam entry's itemised fee at `clock`: each subject with the stage's surcharge, per-candidate fees, centre fee. */
export function quoteExamEntry(
  series: FeeSeries,
  choices: (string | number)[],
  clock: ColomboClock,
  settings: FeeSettings,
): QuoteResult {
  const refusal = examEntryRefusal(series, clock)
  if (refusal) return refusal
  const stage = entryStage(series, clock)!
  const subjects = chosenSubjects(series, choices)
  if (!subjects) return { refusal: 'unknown-choice', message: 'Choose subjects from the list.' }
  if (subjects.length === 0) return { refusal: 'no-choice', message: 'Choose at least one subject.' }
  const items: FeeItem[] = subjects.map((s) => ({ label: subjectLabel(s), amount: subjectFee(series, s) }))
  if (stage.surcharge > 0) {
    const n = subjects.length
    items.push({ label: `${stage.label} surcharge${n > 1 ? ` × ${n}` : ''}`, amount: stage.surcharge * n })
  }
  for (const fee of series.fees ?? []) {
    if (fee.per === 'candidate' || fee.per === 'test') items.push({ label: fee.label, amount: fee.amount })
  }
  if (settings.centreFee && settings.centreFee > 0) items.push({ label: 'Centre fee', amount: settings.centreFee })
  return quote(items, stage)
}

/** The last Colombo day an intake can be booked: its "booking closes" day, else the day before it starts. */
export const bookingLastDay = (intake: Pick<FeeIntake, 'startDate' | 'bookingCloses'>) =>
  day(intake.bookingCloses) || addDays(day(intake.startDate), -1)

/** A class booking's fee at `clock`, or why it cannot be booked. */
export function quoteClassBooking(intake: FeeIntake, clock: ColomboClock): QuoteResult {
  if (clock.day > bookingLastDay(intake))
    return { refusal: 'closed', message: `Booking for ${intake.title} has closed.` }
  return quote([{ label: `Course fee: ${intake.title}`, amount: intake.fee }], {
    key: 'booking',
    label: 'Booking',
    surcharge: 0,
  })
}

/** Until when a quoted fee is held: `holdHours` after the entry was made. */
export const heldUntil = (now: Date, holdHours: number | null | undefined) =>
  new Date(now.getTime() + (holdHours || 48) * 3_600_000)

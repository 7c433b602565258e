import type { CollectionBeforeChangeHook } from 'payload'
import type { ExamSeries } from '@/payload-types'
import { colomboDay } from '@/lib/colomboDay'

// iCalendar's SEQUENCE (RFC 5545 3.8.7.4): a calendar app replaces its copy of an event only when the
// feed's SEQUENCE for that UID is higher. Kept per event in the series' hidden `calendarSequences`,
// raised when what a candidate sees of the event (its dates, time, title, surcharge) changes on the
// published series. Drafts carry the published numbers unchanged, so a change is counted once: when
// it is published. This file must stay free of server-only imports: the Payload config loads it.

export type CalendarSequence = { fingerprint: string; sequence: number }
export type CalendarSequences = Record<string, CalendarSequence>

/** The stored map, whatever the JSON field holds (null, or something else after a hand edit). */
export function calendarSequencesOf(value: unknown): CalendarSequences {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {}
  const sequences: CalendarSequences = {}
  for (const [key, entry] of Object.entries(value)) {
    const { fingerprint, sequence } = (entry ?? {}) as Partial<CalendarSequence>
    if (typeof fingerprint === 'string' && Number.isInteger(sequence) && (sequence as number) >= 0)
      sequences[key] = { fingerprint, sequence: sequence as number }
  }
  return sequences
}

type SeriesData = Partial<
  Pick<
    ExamSeries,
    'name' | 'entriesOpen' | 'standardDeadline' | 'deadlineTime' | 'lateEntries' | 'examWindow' | 'resultsDay'
  >
>

const day = (value: string | null | undefined) => (value ? colomboDay(value) : '')

/**
 * What a candidate sees of each event, by the event keys of `seriesEvents` (src/calendar/series.ts):
 * a change here is a change in their calendar. The series name is part of every event's title.
 */
export function eventFingerprints(data: SeriesData): Record<string, string> {
  const name = data.name ?? ''
  const time = data.deadlineTime ?? ''
  const fingerprints: Record<string, string> = {}
  const add = (key: string, ...facts: (string | number)[]) =>
    void (fingerprints[key] = JSON.stringify([name, ...facts]))
  if (data.entriesOpen) add('entries-open', day(data.entriesOpen))
  if (data.standardDeadline) add('deadline', day(data.standardDeadline), time)
  for (const stage of data.lateEntries ?? [])
    if (stage.id && stage.deadline)
      add(`late-${stage.id}`, day(stage.deadline), time, stage.label ?? '', stage.surcharge ?? 0)
  if (data.examWindow?.firstPaper) add('exams', day(data.examWindow.firstPaper), day(data.examWindow.lastPaper))
  if (data.resultsDay) add('results', day(data.resultsDay))
  return fingerprints
}

/**
 * The numbers after a published save: an unchanged event keeps its number, a changed one gets the next,
 * a new one starts at 0. Removed events are kept, so one that comes back does not reuse an old number.
 */
export function nextSequences(previous: CalendarSequences, fingerprints: Record<string, string>): CalendarSequences {
  const next: CalendarSequences = { ...previous }
  for (const [key, fingerprint] of Object.entries(fingerprints)) {
    const before = previous[key]
    next[key] = !before
      ? { fingerprint, sequence: 0 }
      : before.fingerprint === fingerprint
        ? before
        : { fingerprint, sequence: before.sequence + 1 }
  }
  return next
}

/**
 * exam-series beforeChange: numbers move only when the saved document is the published one. A draft
 * (or an unpublished save) keeps the published numbers, so its later publication raises them once.
 */
export const keepCalendarSequences: CollectionBeforeChangeHook<ExamSeries> = ({ data, originalDoc }) => {
  const previous = calendarSequencesOf(originalDoc?.calendarSequences)
  const status = data._status ?? originalDoc?._status
  if (status !== 'published') return { ...data, calendarSequences: previous }
  return { ...data, calendarSequences: nextSequences(previous, eventFingerprints({ ...originalDoc, ...data })) }
}

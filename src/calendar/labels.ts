// The names of a series' stages, one source for the pages, the JSON API, the .ics feeds and Google
// Calendar links, so a candidate reads the same words everywhere.

/** The stages of a series, as its dated events (src/calendar/series.ts) name them. */
export type StageKind = 'entries-open' | 'deadline' | 'late-deadline' | 'exams' | 'results'

export const STAGE_LABELS = {
  entriesOpen: 'Entries open',
  /** The only deadline of a series without late stages (a test day's booking). */
  registrationDeadline: 'Registration deadline',
  standardDeadline: 'Standard entry deadline',
  lateDeadline: 'Late entry deadline',
  exams: 'Exams',
  testDay: 'Test day',
  results: 'Results day',
} as const

/** A stage's name given its series: a lone deadline is the registration deadline, a one-day sitting the test day. */
export function stageLabel(
  kind: StageKind,
  series: { hasLateStages: boolean; oneDay: boolean; lateLabel?: string },
): string {
  switch (kind) {
    case 'entries-open':
      return STAGE_LABELS.entriesOpen
    case 'deadline':
      return series.hasLateStages ? STAGE_LABELS.standardDeadline : STAGE_LABELS.registrationDeadline
    case 'late-deadline':
      return series.lateLabel
        ? `${series.lateLabel} deadline`.replace(/ deadline deadline$/i, ' deadline')
        : STAGE_LABELS.lateDeadline
    case 'exams':
      return series.oneDay ? STAGE_LABELS.testDay : STAGE_LABELS.exams
    case 'results':
      return STAGE_LABELS.results
  }
}

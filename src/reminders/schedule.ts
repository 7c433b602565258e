import type { PublicSeries, SeriesEvent } from '@/calendar/series'
import { addDays, daysBetween } from '@/lib/colomboDay'

// Which reminders are due on a Colombo day, computed from a series' dates as they are now: a
// deadline that staff move moves its reminders with no stored schedule to update. Pure.

export type ReminderRules = {
  /** Days before each deadline a reminder goes, e.g. [7, 1]. */
  daysBefore: number[]
  /** Whether subscribers are e-mailed on results day. */
  resultsDay: boolean
}

export const DEFAULT_RULES: ReminderRules = { daysBefore: [7, 1], resultsDay: true }

/** A results-day e-mail missed (the site was down that day) still goes this many days late, no later. */
export const RESULTS_GRACE_DAYS = 2

export type DueReminder = {
  /** The event as the sent-log keys it: `<series id>:<event key>` (a late stage by its row id). */
  event: string
  /** `before-7`, `before-1`… or `results-day`: one e-mail per (subscription, event, kind). */
  kind: string
  seriesEvent: SeriesEvent
  /** Whole days from today to the event (0 on the day). */
  daysLeft: number
}

const deadlineKinds = new Set<SeriesEvent['kind']>(['deadline', 'late-deadline'])

/**
 * The reminders of `series` due on `today`: for each deadline not yet past, the reminder of the
 * fewest days before it whose day has come (a subscriber who joins 5 days before, with 7 and 1,
 * gets the "7" one now and the "1" one later, never both at once); results day on the day (or a
 * little late). Anything of the past, or still too early, is not due.
 */
export function dueReminders(series: PublicSeries, today: string, rules: ReminderRules): DueReminder[] {
  const days = [...new Set(rules.daysBefore.filter((d) => Number.isInteger(d) && d >= 0))].sort((a, b) => a - b)
  const due: DueReminder[] = []
  for (const event of series.events) {
    const daysLeft = daysBetween(today, event.start)
    if (deadlineKinds.has(event.kind)) {
      if (daysLeft < 0) continue
      const n = days.find((d) => daysLeft <= d)
      if (n !== undefined)
        due.push({ event: `${series.id}:${event.key}`, kind: `before-${n}`, seriesEvent: event, daysLeft })
    } else if (event.kind === 'results' && rules.resultsDay) {
      if (today >= event.start && today <= addDays(event.start, RESULTS_GRACE_DAYS))
        due.push({ event: `${series.id}:${event.key}`, kind: 'results-day', seriesEvent: event, daysLeft })
    }
  }
  return due
}

/** The reminder settings as staff saved them, with the defaults for what is empty. */
export function rulesOf(
  settings: { daysBefore?: { days: number }[] | null; resultsDay?: boolean | null } | null,
): ReminderRules {
  const daysBefore = (settings?.daysBefore ?? []).map((row) => row.days).filter((d) => Number.isInteger(d) && d >= 0)
  return {
    daysBefore: daysBefore.length ? daysBefore : DEFAULT_RULES.daysBefore,
    resultsDay: settings?.resultsDay ?? true,
  }
}

import { COLOMBO_TIME_ZONE } from '@/lib/colomboDay'

// One way the admin writes a time for staff: Sri Lanka time, with the year ("28 Nov 2026, 14:05").

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: COLOMBO_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** The date-fns pattern of the same format, for Payload's own date cells and pickers (admin.dateFormat). */
export const ADMIN_DATE_FORMAT = 'd MMM yyyy, HH:mm'
/** Date-only fields (exam days, fee checks): the day with its year, no time. */
export const ADMIN_DAY_FORMAT = 'd MMM yyyy'

/** A stored instant as staff read it: "28 Nov 2026, 14:05" (Colombo); '' for no date. */
export function staffTime(value: unknown): string {
  if (typeof value !== 'string' && !(value instanceof Date)) return ''
  const d = new Date(value)
  return Number.isNaN(d.getTime()) ? '' : timeFormat.format(d)
}

/** How long ago, in words: "just now", "5 minutes", "3 hours", "2 days", "4 weeks". */
export function age(value: unknown, now: Date = new Date()): string {
  const d = new Date(typeof value === 'string' || value instanceof Date ? value : NaN)
  if (Number.isNaN(d.getTime())) return ''
  const minutes = Math.max(0, Math.floor((now.getTime() - d.getTime()) / 60_000))
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`
  if (minutes < 1) return 'just now'
  if (minutes < 60) return unit(minutes, 'minute')
  if (minutes < 48 * 60) return unit(Math.floor(minutes / 60), 'hour')
  const days = Math.floor(minutes / 1440)
  return days < 28 ? unit(days, 'day') : unit(Math.floor(days / 7), 'week')
}

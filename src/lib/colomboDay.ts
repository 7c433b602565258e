// Calendar days as candidates in Sri Lanka count them (Asia/Colombo, no daylight saving): "YYYY-MM-DD".

export const COLOMBO_TIME_ZONE = 'Asia/Colombo'

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: COLOMBO_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** The Colombo calendar day of an instant (a stored date field, or now): "2027-02-15". */
export function colomboDay(instant: Date | string = new Date()): string {
  const d = typeof instant === 'string' ? new Date(instant) : instant
  return Number.isNaN(d.getTime()) ? '' : dayFormat.format(d)
}

/** Whole days from `from` to `to` (both "YYYY-MM-DD"); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)
}

/** The day `n` days after `day` ("YYYY-MM-DD"). */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10)
}

import { COLOMBO_TIME_ZONE } from '@/lib/colomboDay'

const format = new Intl.DateTimeFormat('en-GB', {
  timeZone: COLOMBO_TIME_ZONE,
  weekday: 'short',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
})

/** "Mon, 30 November 2026, 3:15 pm": an instant as a family in Colombo reads it. */
export const colomboDateTime = (instant: string | Date) => format.format(new Date(instant))

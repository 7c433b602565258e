import type { Config, JobsConfig } from 'payload'

type AutorunCron = Extract<NonNullable<JobsConfig['autoRun']>, unknown[]>[number]

// When scheduled work runs, and the time zone editors schedule in.

/** The company's time zone: the admin shows and takes scheduled times in it. Fixed UTC+05:30 (no summer time). */
export const SCHEDULE_TIME_ZONE = 'Asia/Colombo'

/** Payload's admin time zones: Colombo first and preselected, the rest of Payload's list after it. */
export const adminTimezones: NonNullable<Config['admin']>['timezones'] = {
  defaultTimezone: SCHEDULE_TIME_ZONE,
  supportedTimezones: ({ defaultTimezones }) => [
    { label: '(UTC+05:30) Colombo', value: SCHEDULE_TIME_ZONE },
    ...defaultTimezones.filter((zone) => zone.value !== SCHEDULE_TIME_ZONE),
  ],
}

/** How often SQLite's in-process runner looks for due jobs. */
export const SQLITE_JOBS_EVERY_SECONDS = 10

/**
 * SQLite (one instance): Payload's own runner, on the default queue, where both the notification
 * e-mails and scheduled publications (Payload's schedulePublish task) are queued. Every ten seconds
 * rather than every minute, so a scheduled post goes up within seconds of its time; a failed e-mail is
 * still retried only once its back-off time (the job's waitUntil) has passed.
 */
export const sqliteAutoRun: AutorunCron[] = [
  { cron: `*/${SQLITE_JOBS_EVERY_SECONDS} * * * * *`, queue: 'default', limit: 20 },
]

/**
 * The instant a wall-clock time in `timeZone` stands for: '2027-05-01T09:30' in Asia/Colombo is
 * 04:00 UTC. A time with its own offset ('…Z', '…+05:30') is taken as it is.
 */
export function zonedTimeToInstant(local: string, timeZone: string = SCHEDULE_TIME_ZONE): Date {
  if (/(Z|[+-]\d{2}:?\d{2})$/i.test(local)) return new Date(local)
  const asUtc = new Date(`${local}Z`)
  if (Number.isNaN(asUtc.getTime())) return asUtc
  // The zone's offset at that moment; a second pass settles times next to an offset change.
  const first = new Date(asUtc.getTime() - offsetMinutes(asUtc, timeZone) * 60_000)
  return new Date(asUtc.getTime() - offsetMinutes(first, timeZone) * 60_000)
}

/** Minutes `timeZone` is ahead of UTC at `at` (330 for Colombo). */
function offsetMinutes(at: Date, timeZone: string): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value
  const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name ?? '')
  if (!match) return 0
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0)
  return match[1] === '-' ? -minutes : minutes
}

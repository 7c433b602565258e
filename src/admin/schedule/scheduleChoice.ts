// What the schedule drawer proposes first: the change that makes sense for the document as it stands.

export type ScheduleType = 'publish' | 'unpublish'

/**
 * A draft never published, or a published document with saved changes waiting, is scheduled to be
 * published; a published document with nothing waiting can only usefully be taken down.
 */
export function defaultScheduleType(doc: { hasPublishedDoc: boolean; unpublishedVersionCount: number }): ScheduleType {
  if (!doc.hasPublishedDoc) return 'publish'
  return doc.unpublishedVersionCount > 0 ? 'publish' : 'unpublish'
}

const colomboParts = (d: Date) =>
  Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Asia/Colombo',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(d)
      .map((p) => [p.type, p.value]),
  )

/** An instant as a datetime-local value in Sri Lanka time: "2026-11-28T14:05". */
export function colomboLocalInput(d: Date): string {
  const p = colomboParts(d)
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`
}

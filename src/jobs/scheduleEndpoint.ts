import { docAccessOperation, type Endpoint, type PayloadRequest, type SanitizedCollectionConfig } from 'payload'
import { z } from 'zod'
import { bodyFields, errorAnswer } from '@/auth/requestBody'
import { staffTime } from '@/lib/staffTime'
import { SCHEDULE_TIME_ZONE, zonedTimeToInstant } from './schedule'

// Scheduled publishing over REST (imports, scripts, tests): the admin's "Schedule" drawer calls a
// server function instead, and both queue the same Payload schedulePublish job that src/jobs runs.

const request = z.object({
  collection: z.string({ error: 'Say which collection: blogs, events, exams, notifications or slider-items.' }),
  // Every collection here has numeric ids; a string of digits (a form field) is taken too.
  id: z.coerce
    .number({ error: 'Say which document: its id, a number.' })
    .int('Say which document: its id, a number.')
    .positive('Say which document: its id, a number.'),
  type: z.enum(['publish', 'unpublish'], { error: 'type is publish or unpublish.' }).default('publish'),
  at: z.string({ error: 'Say when: at, as 2027-05-01T09:30 (Colombo time) or with an offset.' }),
  timeZone: z.string().default(SCHEDULE_TIME_ZONE),
})

const schedulable = (config: SanitizedCollectionConfig) => {
  const drafts = config.versions?.drafts
  return Boolean(drafts && typeof drafts === 'object' && drafts.schedulePublish)
}

const knownTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

/** POST /api/schedule-publish {collection, id, type, at, timeZone}: (un)publishes the document at that time. */
export const schedulePublishEndpoint: Endpoint = {
  path: '/schedule-publish',
  method: 'post',
  handler: async (req) => {
    if (!req.user) return errorAnswer(401, 'Sign in to schedule publishing.')
    const fields = await bodyFields(req)
    if (!fields) return errorAnswer(400, 'Send the schedule as JSON.')
    const parsed = request.safeParse(fields)
    if (!parsed.success) return errorAnswer(400, parsed.error.issues[0].message)
    const { collection, id, type, at, timeZone } = parsed.data

    const config = (req.payload.collections as Record<string, { config: SanitizedCollectionConfig } | undefined>)[
      collection
    ]?.config
    if (!config || !schedulable(config))
      return errorAnswer(
        400,
        `${collection} cannot be scheduled: only blogs, events, exams, notifications and slider-items can.`,
      )
    if (!knownTimeZone(timeZone))
      return errorAnswer(400, `Unknown time zone ${timeZone}: use a name like ${SCHEDULE_TIME_ZONE}.`)
    const when = zonedTimeToInstant(at, timeZone)
    if (Number.isNaN(when.getTime()))
      return errorAnswer(400, `Cannot read the time ${at}: use 2027-05-01T09:30 (${timeZone} time) or add an offset.`)
    if (when.getTime() <= Date.now())
      return errorAnswer(400, `${staffTime(when)} (Sri Lanka time) has passed: choose a time in the future.`)

    const doc = await req.payload.findByID({
      collection: collection as never,
      id,
      draft: true,
      depth: 0,
      overrideAccess: false,
      user: req.user,
      disableErrors: true,
    })
    if (!doc) return errorAnswer(404, `No ${collection} document ${id} that you can see.`)
    if (!(await canPublish(req, config, id))) return errorAnswer(403, `Your role cannot publish ${collection}.`)

    const job = await req.payload.jobs.queue({
      task: 'schedulePublish',
      // The input the admin's drawer gives, so its list of upcoming publications shows this one too.
      input: {
        type,
        doc: { relationTo: collection as never, value: String(id) },
        timezone: timeZone,
        user: { relationTo: req.user.collection, value: req.user.id },
      } as never,
      waitUntil: when,
    })
    return Response.json(
      {
        message: `Scheduled to ${type} at ${when.toISOString()}.`,
        job: job.id,
        collection,
        id,
        type,
        at: when.toISOString(),
        timeZone,
      },
      { status: 201 },
    )
  },
}

/** The admin's own test: whether this user may save the document as published. */
async function canPublish(
  req: PayloadRequest,
  config: SanitizedCollectionConfig,
  id: number | string,
): Promise<boolean> {
  const permissions = await docAccessOperation({
    id,
    collection: req.payload.collections[config.slug as never],
    data: { _status: 'published' },
    req,
  })
  return Boolean(permissions.update)
}

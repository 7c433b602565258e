import { describe, expect, it } from 'vitest'
import { call } from '../support/int/payload'
import {
  anonymousFind,
  created,
  draftBlog,
  onPostgres,
  payload,
  runJobsAsTheServerDoes,
  schedule,
  scheduled,
  setUpPublishing,
  sleepUntil,
  token,
  visibleBlogSlugs,
} from '../support/int/publishing'
import { env } from '@/lib/env'
import { SCHEDULE_TIME_ZONE, SQLITE_JOBS_EVERY_SECONDS, zonedTimeToInstant } from '@/jobs/schedule'
import { listNotifications } from '@/content/homeContent'
import { listBlogs } from '@/content/blogs'
import * as notificationsRead from '@/app/(site)/api/notifications-read/route'

// Scheduled publishing with a short clock: a job due seconds ahead, run the way the server runs jobs.
// Versions and restoring them: content-versions.test.ts. The set-up: tests/support/int/publishing.ts.

let purges = 0
setUpPublishing(() => purges++)

describe('scheduled publishing', () => {
  it('a draft blog scheduled seconds ahead stays hidden until its time, then is published, cache purged', async () => {
    const blog = await draftBlog(`Scheduled post ${Date.now()}`)
    const { job, at } = await scheduled({
      collection: 'blogs',
      id: blog.id,
      at: new Date(Date.now() + 2500).toISOString(),
    })

    await runJobsAsTheServerDoes()
    expect((await anonymousFind('blogs', blog.id)).totalDocs).toBe(0)
    expect(await visibleBlogSlugs()).not.toContain(blog.slug)
    expect((await listBlogs()).items.map((b) => b.id)).not.toContain(blog.id)
    expect(Date.now()).toBeLessThan(new Date(at).getTime())

    await sleepUntil(at)
    purges = 0
    if (onPostgres) {
      // Two instances polling at once: the claim gives the job to one of them.
      await Promise.all([runJobsAsTheServerDoes(), runJobsAsTheServerDoes()])
    } else await runJobsAsTheServerDoes()

    expect((await anonymousFind('blogs', blog.id)).docs[0]).toMatchObject({ _status: 'published', title: blog.title })
    expect(await visibleBlogSlugs()).toContain(blog.slug)
    expect(purges).toBeGreaterThanOrEqual(1)
    // Payload deletes a job that completed; one that failed would stay, with its error.
    expect(
      (await payload.find({ collection: 'payload-jobs', where: { id: { equals: job } }, overrideAccess: true }))
        .totalDocs,
    ).toBe(0)
    // Published once: one published version after the draft, however many runners looked.
    const { docs: versions } = await payload.findVersions({
      collection: 'blogs',
      where: { parent: { equals: blog.id } },
      overrideAccess: true,
      limit: 10,
    })
    expect(versions.filter((v) => v.version._status === 'published')).toHaveLength(1)
  })

  it('a notification scheduled to come down disappears from the banner and its JSON at its time', async () => {
    const message = `Closing soon ${Date.now()}`
    const notification = await payload.create({
      collection: 'notifications',
      overrideAccess: true,
      data: { visibility: 'show', message, _status: 'published' },
    })
    created.push({ collection: 'notifications', id: notification.id })
    const banner = async () =>
      ((await (await call(notificationsRead.GET, '/api/notifications-read')).json()) as { message: string }[])[0]
    expect((await banner()).message).toBe(message)

    const { at } = await scheduled({
      collection: 'notifications',
      id: notification.id,
      type: 'unpublish',
      at: new Date(Date.now() + 2000).toISOString(),
    })
    await runJobsAsTheServerDoes()
    expect((await banner()).message).toBe(message)

    await sleepUntil(at)
    purges = 0
    await runJobsAsTheServerDoes()
    expect((await listNotifications()).map((n) => n.message)).not.toContain(message)
    expect((await banner()).message).not.toBe(message)
    expect((await anonymousFind('notifications', notification.id)).totalDocs).toBe(0)
    expect(purges).toBeGreaterThanOrEqual(1)
  })

  it('a Colombo wall-clock time lands at the right UTC instant; the admin schedules in Colombo time', async () => {
    expect(zonedTimeToInstant('2030-05-01T09:30')).toEqual(new Date('2030-05-01T04:00:00.000Z'))
    expect(zonedTimeToInstant('2030-05-01T00:10', SCHEDULE_TIME_ZONE)).toEqual(new Date('2030-04-30T18:40:00.000Z'))
    expect(zonedTimeToInstant('2030-05-01T09:30:00+05:30')).toEqual(new Date('2030-05-01T04:00:00.000Z'))

    const blog = await draftBlog(`Colombo morning ${Date.now()}`)
    const { job, at } = await scheduled({ collection: 'blogs', id: blog.id, at: '2030-05-01T09:30' })
    expect(at).toBe('2030-05-01T04:00:00.000Z')
    const stored = await payload.findByID({ collection: 'payload-jobs', id: job, overrideAccess: true })
    expect(new Date(stored.waitUntil!).toISOString()).toBe('2030-05-01T04:00:00.000Z')
    // The same input the admin's Schedule drawer writes, so its list of upcoming publications shows it.
    expect(stored).toMatchObject({ taskSlug: 'schedulePublish', queue: 'default' })
    expect(stored.input).toMatchObject({
      type: 'publish',
      doc: { relationTo: 'blogs', value: String(blog.id) },
      timezone: 'Asia/Colombo',
    })

    const timezones = payload.config.admin.timezones
    expect(timezones.defaultTimezone).toBe('Asia/Colombo')
    expect(timezones.supportedTimezones[0]).toEqual({ label: '(UTC+05:30) Colombo', value: 'Asia/Colombo' })
  })

  it('refuses what cannot be scheduled with a message a person can act on', async () => {
    const blog = await draftBlog(`Refusals ${Date.now()}`)
    const soon = new Date(Date.now() + 60_000).toISOString()
    const cases: [Record<string, unknown>, string | null, number, RegExp][] = [
      [{ collection: 'blogs', id: blog.id, at: soon }, null, 401, /Sign in/],
      [{ collection: 'blogs', id: blog.id, at: '2001-01-01T10:00' }, token, 400, /has passed/],
      [{ collection: 'blogs', id: blog.id, at: 'next tuesday' }, token, 400, /Cannot read the time/],
      [{ collection: 'blogs', id: blog.id, at: soon, timeZone: 'Mars/Olympus' }, token, 400, /Unknown time zone/],
      [{ collection: 'blogs', id: blog.id, at: soon, type: 'archive' }, token, 400, /publish or unpublish/],
      [{ collection: 'values', id: 1, at: soon }, token, 400, /cannot be scheduled/],
      [{ collection: 'users', id: 1, at: soon }, token, 400, /cannot be scheduled/],
      [{ collection: 'blogs', id: 99999999, at: soon }, token, 404, /No blogs document/],
      [{ collection: 'blogs', at: soon }, token, 400, /which document/],
      [{ collection: 'blogs', id: 'abc', at: soon }, token, 400, /which document/],
      [{ collection: 'blogs', id: String(blog.id), at: 'soon' }, token, 400, /Cannot read the time/],
    ]
    for (const [body, bearer, status, message] of cases) {
      const answer = await schedule(body, bearer)
      const json = (await answer.json()) as { errors: { message: string }[] }
      expect(answer.status, JSON.stringify(body)).toBe(status)
      expect(json.errors[0].message).toMatch(message)
    }
  })

  it('jobs are looked for often enough: SQLite’s schedule covers schedulePublish’s queue, under a minute', async () => {
    const blog = await draftBlog(`Queue check ${Date.now()}`)
    const { job } = await scheduled({ collection: 'blogs', id: blog.id, at: '2031-01-01T08:00' })
    const stored = await payload.findByID({ collection: 'payload-jobs', id: job, overrideAccess: true })
    if (onPostgres) {
      // The poll (src/jobs/runner.ts) claims jobs of the default queue every JOBS_POLL_SECONDS.
      expect(stored.queue).toBe('default')
      expect(env().JOBS_POLL_SECONDS).toBeLessThanOrEqual(60)
    } else {
      const [schedule] = payload.config.jobs.autoRun as { cron: string; queue: string }[]
      expect(schedule.queue).toBe(stored.queue)
      expect(schedule.cron).toBe(`*/${SQLITE_JOBS_EVERY_SECONDS} * * * * *`)
      expect(SQLITE_JOBS_EVERY_SECONDS).toBeLessThanOrEqual(30)
    }
  })
})

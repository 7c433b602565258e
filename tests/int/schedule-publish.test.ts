import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CollectionSlug, Payload } from 'payload'
import { call, testPayload } from '../support/int/payload'
import { newStaff, rest, signIn } from '../support/int/staff'
import { env } from '@/lib/env'
import { migrationsFor } from '@/lib/database'
import { runDueJobs } from '@/jobs/runner'
import { SCHEDULE_TIME_ZONE, SQLITE_JOBS_EVERY_SECONDS, zonedTimeToInstant } from '@/jobs/schedule'
import { MAX_VERSIONS_PER_DOC } from '@/collections/publishing'
import { listNotifications } from '@/content/homeContent'
import { listBlogs } from '@/content/blogs'
import * as allBlogs from '@/app/(site)/api/get-all-blogs/route'
import * as notificationsRead from '@/app/(site)/api/notifications-read/route'
import * as frontendSlider from '@/app/(site)/api/frontend-slider/route'
import { setFrontThread } from '../../server/shared.mjs'

// Scheduled publishing with a short clock: a job due seconds ahead, run the way the server runs jobs.

const onPostgres = env().database.kind === 'postgres'
let payload: Payload
let token: string
let purges = 0
const created: { collection: CollectionSlug; id: number }[] = []
const jobs: (number | string)[] = []

beforeAll(async () => {
  payload = await testPayload()
  const editor = await newStaff(payload, 'editor')
  token = ((await (await signIn(editor.email, editor.password)).json()) as { token: string }).token
  // The production server registers its page cache here; a change to public content must purge it.
  setFrontThread({ purge: () => purges++, setRedirectSource: () => {} })
})

/** Removes what this file made, so other test files see the demo content as it was. */
async function cleanUp() {
  for (const { collection, id } of created.splice(0)) await payload.delete({ collection, id, overrideAccess: true })
  const ids = jobs.splice(0)
  if (ids.length) await payload.delete({ collection: 'payload-jobs', where: { id: { in: ids } }, overrideAccess: true })
}

afterAll(async () => {
  setFrontThread(undefined)
  await cleanUp()
})

/** What the server does once a minute or less: SQLite's in-process schedule, or PostgreSQL's claiming poll. */
async function runJobsAsTheServerDoes(): Promise<void> {
  if (onPostgres) {
    await runDueJobs(payload)
    return
  }
  const [schedule] = payload.config.jobs.autoRun as { queue: string; limit: number }[]
  await payload.jobs.run({ queue: schedule.queue, limit: schedule.limit })
}

const schedule = (body: Record<string, unknown>, bearer: string | null = token) =>
  rest('POST', '/api/schedule-publish', { token: bearer ?? undefined, body })

async function scheduled(body: Record<string, unknown>): Promise<{ job: number; at: string }> {
  const answer = await schedule(body)
  const json = (await answer.json()) as { job: number; at: string }
  expect(answer.status, JSON.stringify(json)).toBe(201)
  jobs.push(json.job)
  return json
}

const sleepUntil = async (iso: string) => {
  const wait = new Date(iso).getTime() - Date.now() + 150
  if (wait > 0) await new Promise((r) => setTimeout(r, wait))
}

async function draftBlog(title: string) {
  const [{ docs: media }, { docs: blogs }] = await Promise.all([
    payload.find({ collection: 'media', limit: 1, depth: 0, overrideAccess: true }),
    payload.find({ collection: 'blogs', limit: 1, depth: 0, overrideAccess: true }),
  ])
  const blog = await payload.create({
    collection: 'blogs',
    draft: true,
    overrideAccess: true,
    data: {
      title,
      slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      _status: 'draft',
      publishedAt: '2020-01-01T00:00:00.000Z',
      author: { firstName: 'Sched', lastName: 'Uled' },
      thumbnail: media[0].id,
      description: blogs[0].description,
    },
  })
  created.push({ collection: 'blogs', id: blog.id })
  return blog
}

const visibleBlogSlugs = async () => {
  const res = await call(allBlogs.GET, '/api/get-all-blogs')
  return ((await res.json()) as { slug: string }[]).map((b) => b.slug)
}
const anonymousFind = (collection: CollectionSlug, id: number) =>
  payload.find({ collection, where: { id: { equals: id } }, overrideAccess: false, depth: 0 })

describe('scheduled publishing', () => {
  it('a draft blog scheduled seconds ahead stays hidden until its time, then is published and the page cache purged', async () => {
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

  it('a time given in Colombo wall-clock time lands at the right UTC instant, and the admin schedules in Colombo time', async () => {
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

  it('jobs are looked for often enough: SQLite’s schedule covers the queue schedulePublish uses, well within a minute', async () => {
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

describe('versions', () => {
  it('every public content collection with history keeps MAX_VERSIONS_PER_DOC versions; drafts where the site hides them', () => {
    const versions = Object.fromEntries(
      payload.config.collections
        .flatMap((c) => (c.versions ? [[c.slug, c.versions] as const] : []))
        .map(([slug, v]) => [
          slug,
          { max: v.maxPerDoc, drafts: Boolean(v.drafts), scheduled: Boolean(v.drafts && v.drafts.schedulePublish) },
        ]),
    )
    const withDrafts = { max: MAX_VERSIONS_PER_DOC, drafts: true, scheduled: true }
    const historyOnly = { max: MAX_VERSIONS_PER_DOC, drafts: false, scheduled: false }
    expect(versions).toEqual({
      blogs: withDrafts,
      events: withDrafts,
      exams: withDrafts,
      'exam-series': withDrafts,
      notifications: withDrafts,
      'slider-items': withDrafts,
      'class-intakes': withDrafts,
      values: historyOnly,
      'exam-categories': historyOnly,
      'download-categories': historyOnly,
    })
  })

  it('an editor restores an earlier version over REST: the old title is back on the site and the cache purged', async () => {
    const blog = await draftBlog(`First title ${Date.now()}`)
    const publish = await rest('PATCH', `/api/blogs/${blog.id}`, { token, body: { _status: 'published' } })
    expect(publish.status).toBe(200)
    const retitle = await rest('PATCH', `/api/blogs/${blog.id}`, {
      token,
      body: { title: 'Second title', _status: 'published' },
    })
    expect(retitle.status).toBe(200)
    expect((await anonymousFind('blogs', blog.id)).docs[0]).toMatchObject({ title: 'Second title' })

    const history = await rest('GET', `/api/blogs/versions?where[parent][equals]=${blog.id}&sort=createdAt&limit=10`, {
      token,
    })
    expect(history.status).toBe(200)
    const { docs } = (await history.json()) as { docs: { id: string; version: { title: string; _status: string } }[] }
    expect(docs.map((d) => d.version.title)).toEqual([blog.title, blog.title, 'Second title'])
    const firstPublished = docs.find((d) => d.version.title === blog.title && d.version._status === 'published')!

    purges = 0
    const restored = await rest('POST', `/api/blogs/versions/${firstPublished.id}`, { token })
    expect(restored.status).toBe(200)
    expect((await anonymousFind('blogs', blog.id)).docs[0]).toMatchObject({ title: blog.title, _status: 'published' })
    expect(await visibleBlogSlugs()).toContain(blog.slug)
    expect(purges).toBeGreaterThanOrEqual(1)
    // Anonymous visitors cannot read the history.
    expect((await rest('GET', `/api/blogs/versions?where[parent][equals]=${blog.id}`)).status).toBe(403)
  })
})

describe('the migration that gave notifications and home slides drafts', () => {
  it('keeps the ones a site already shows published: the banner and the slider look the same after it', async () => {
    await cleanUp()
    const slides = async () => (await call(frontendSlider.GET, '/api/frontend-slider')).json()
    const slidesBefore = await slides()
    const bannerBefore = await (await call(notificationsRead.GET, '/api/notifications-read')).json()
    expect(slidesBefore.length).toBeGreaterThan(0)
    expect(bannerBefore.length).toBeGreaterThan(0)

    const migration = migrationsFor(env().database).find((m) => m.name.endsWith('_scheduled_publishing_and_history'))
    expect(migration).toBeDefined()
    // The run's database taken back to the schema before it (no _status on these tables), then upgraded.
    const args = { db: (payload.db as unknown as { drizzle: unknown }).drizzle, payload, req: {} } as never
    // Jobs of tasks added since (entry e-mails retrying after other files' SMTP sinks closed) would not fit its enum.
    await payload.db.deleteMany({ collection: 'payload-jobs', where: { id: { exists: true } } })
    await migration!.down(args)
    await migration!.up(args)
    // Its up rebuilt the jobs' task enums as they were then: the tasks added since get their values back.
    const pool = (payload.db as unknown as { pool?: { query: (q: string) => Promise<unknown> } }).pool
    for (const task of pool ? (payload.config.jobs.tasks ?? []) : [])
      for (const type of ['enum_payload_jobs_task_slug', 'enum_payload_jobs_log_task_slug'])
        await pool!.query(`ALTER TYPE "public"."${type}" ADD VALUE IF NOT EXISTS '${task.slug}'`)

    const { docs } = await payload.find({
      collection: 'notifications',
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    expect(docs.length).toBeGreaterThan(0)
    expect(new Set(docs.map((d) => d._status))).toEqual(new Set(['published']))
    expect(await slides()).toEqual(slidesBefore)
    expect(await (await call(notificationsRead.GET, '/api/notifications-read')).json()).toEqual(bannerBefore)
    // Each row got its first version: reads of drafts (a staff preview, the seed) find every one.
    for (const collection of ['slider-items', 'notifications'] as const) {
      const all = await payload.count({ collection, overrideAccess: true })
      const { totalDocs } = await payload.find({ collection, draft: true, limit: 0, overrideAccess: true })
      expect(totalDocs, collection).toBe(all.totalDocs)
    }
  })
})

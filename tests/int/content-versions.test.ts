import { describe, expect, it } from 'vitest'
import { call } from '../support/int/payload'
import { rest } from '../support/int/staff'
import {
  anonymousFind,
  cleanUp,
  draftBlog,
  payload,
  setUpPublishing,
  token,
  visibleBlogSlugs,
} from '../support/int/publishing'
import { env } from '@/lib/env'
import { migrationsFor } from '@/lib/database'
import { MAX_VERSIONS_PER_DOC } from '@/collections/publishing'
import * as notificationsRead from '@/app/(site)/api/notifications-read/route'
import * as frontendSlider from '@/app/(site)/api/frontend-slider/route'

// Content versions: how many each collection keeps, which have drafts, an editor restoring one over REST,
// and the migration that gave notifications and home slides drafts. The set-up: tests/support/int/publishing.ts.

let purges = 0
setUpPublishing(() => purges++)

describe('versions', () => {
  it('public collections with history keep MAX_VERSIONS_PER_DOC versions; drafts where the site hides them', () => {
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

  it('an editor restores an earlier version over REST: the old title is back, the cache purged', async () => {
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

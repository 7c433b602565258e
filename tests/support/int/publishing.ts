import { afterAll, beforeAll, expect } from 'vitest'
import type { CollectionSlug, Payload } from 'payload'
import { call, testPayload } from './payload'
import { newStaff, rest, signIn } from './staff'
import { env } from '@/lib/env'
import { runDueJobs } from '@/jobs/runner'
import * as allBlogs from '@/app/(site)/api/get-all-blogs/route'
import { setFrontThread } from '../../../server/shared.mjs'

// The set-up of tests/int/schedule-publish.test.ts and content-versions.test.ts: an editor signed in, draft
// blogs and scheduled jobs of their own (removed after), jobs run the way the server runs them.

export const onPostgres = env().database.kind === 'postgres'
export let payload: Payload
export let token: string
export const created: { collection: CollectionSlug; id: number }[] = []
const jobs: (number | string)[] = []

/** Removes what the test file made, so other test files see the demo content as it was. */
export async function cleanUp() {
  for (const { collection, id } of created.splice(0)) await payload.delete({ collection, id, overrideAccess: true })
  const ids = jobs.splice(0)
  if (ids.length) await payload.delete({ collection: 'payload-jobs', where: { id: { in: ids } }, overrideAccess: true })
}

/** What the server does once a minute or less: SQLite's in-process schedule, or PostgreSQL's claiming poll. */
export async function runJobsAsTheServerDoes(): Promise<void> {
  if (onPostgres) {
    await runDueJobs(payload)
    return
  }
  const [schedule] = payload.config.jobs.autoRun as { queue: string; limit: number }[]
  await payload.jobs.run({ queue: schedule.queue, limit: schedule.limit })
}

export const schedule = (body: Record<string, unknown>, bearer: string | null = token) =>
  rest('POST', '/api/schedule-publish', { token: bearer ?? undefined, body })

export async function scheduled(body: Record<string, unknown>): Promise<{ job: number; at: string }> {
  const answer = await schedule(body)
  const json = (await answer.json()) as { job: number; at: string }
  expect(answer.status, JSON.stringify(json)).toBe(201)
  jobs.push(json.job)
  return json
}

export const sleepUntil = async (iso: string) => {
  const wait = new Date(iso).getTime() - Date.now() + 150
  if (wait > 0) await new Promise((r) => setTimeout(r, wait))
}

export async function draftBlog(title: string) {
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

export const visibleBlogSlugs = async () => {
  const res = await call(allBlogs.GET, '/api/get-all-blogs')
  return ((await res.json()) as { slug: string }[]).map((b) => b.slug)
}
export const anonymousFind = (collection: CollectionSlug, id: number) =>
  payload.find({ collection, where: { id: { equals: id } }, overrideAccess: false, depth: 0 })

/** The suite's hooks: Payload, an editor's token and a page cache whose purges go to `onPurge`. */
export function setUpPublishing(onPurge: () => void) {
  beforeAll(async () => {
    payload = await testPayload()
    const editor = await newStaff(payload, 'editor')
    token = ((await (await signIn(editor.email, editor.password)).json()) as { token: string }).token
    // The production server registers its page cache here; a change to public content must purge it.
    setFrontThread({ purge: onPurge, setRedirectSource: () => {} })
  })

  afterAll(async () => {
    setFrontThread(undefined)
    await cleanUp()
  })
}

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, testPayload } from '../support/int/payload'
import sitemap from '@/app/sitemap'
import * as allBlogs from '@/app/(site)/api/get-all-blogs/route'
import * as singleBlog from '@/app/(site)/api/get-single-blog/[slug]/route'
import * as allEvents from '@/app/(site)/api/get-all-events/route'
import * as singleEvent from '@/app/(site)/api/get-single-event/[slug]/route'
import * as singleExam from '@/app/(site)/api/get-single-exam/[slug]/route'
import * as examMenu from '@/app/(site)/api/get-examinations-category/[category]/route'
import * as contactPage from '@/app/(site)/api/get-contact-page/route'
import { formRecipient } from '@/content/formRecipients'
import { doc as richTextDoc, p } from '@/seed/richText'
import { rest, staffToken } from '../support/int/staff'

// An anonymous visitor never sees a draft (decision 031): not a never-published document, not the newer
// draft of a published one, in the sitemap or the JSON API; nor a global's draft. The pages are checked
// end to end (tests/e2e/preview.spec.ts).

let payload: Payload
let mediaId: number
const created: { collection: 'blogs' | 'events' | 'exams'; id: number }[] = []
const stamp = Date.now()

beforeAll(async () => {
  payload = await testPayload()
  mediaId = (await payload.find({ collection: 'media', limit: 1, depth: 0 })).docs[0].id
})

afterAll(async () => {
  for (const { collection, id } of created) await payload.delete({ collection, id, overrideAccess: true })
})

async function draftBlog() {
  const doc = await payload.create({
    collection: 'blogs',
    draft: true,
    overrideAccess: true,
    data: {
      title: `Never published ${stamp}`,
      author: { firstName: 'Draft', lastName: 'Writer' },
      thumbnail: mediaId,
      description: richTextDoc(p('Not for visitors yet.')) as never,
      _status: 'draft',
    },
  })
  created.push({ collection: 'blogs', id: doc.id })
  return doc
}

async function draftEvent() {
  const doc = await payload.create({
    collection: 'events',
    draft: true,
    overrideAccess: true,
    data: { title: `Draft event ${stamp}`, thumbnail: mediaId, _status: 'draft' } as never,
  })
  created.push({ collection: 'events', id: doc.id })
  return doc
}

async function draftExam() {
  const pearson = (
    await payload.find({ collection: 'exam-categories', where: { slug: { equals: 'pearson' } }, depth: 0 })
  ).docs[0]
  const doc = await payload.create({
    collection: 'exams',
    draft: true,
    overrideAccess: true,
    data: { name: `Draft exam ${stamp}`, category: pearson.id, _status: 'draft' } as never,
  })
  created.push({ collection: 'exams', id: doc.id })
  return doc
}

const json = async (res: Response | Promise<Response>) => (await res).json()

describe('a document that was never published', () => {
  it('is absent from the sitemap and every list and answers 404 on its own address', async () => {
    const [blog, event, exam] = [await draftBlog(), await draftEvent(), await draftExam()]
    expect(blog.slug && event.slug && exam.slug).toBeTruthy()

    const urls = (await sitemap()).map((e) => e.url)
    for (const path of [`/blog/${blog.slug}`, `/gallery/${event.slug}`, `/examinations/pearson/${exam.slug}`])
      expect(
        urls.some((u) => u.endsWith(path)),
        path,
      ).toBe(false)

    const blogs = (await json(call(allBlogs.GET, '/api/get-all-blogs'))) as { slug: string }[]
    expect(blogs.map((b) => b.slug)).not.toContain(blog.slug)
    const events = (await json(call(allEvents.GET, '/api/get-all-events'))) as { slug: string }[]
    expect(events.map((e) => e.slug)).not.toContain(event.slug)
    const menu = (await json(call(examMenu.GET, '/x', { category: 'pearson' }))) as { slug: string }[]
    expect(menu.map((e) => e.slug)).not.toContain(exam.slug)

    expect((await call(singleBlog.GET, '/x', { slug: blog.slug! })).status).toBe(404)
    expect((await call(singleEvent.GET, '/x', { slug: event.slug! })).status).toBe(404)
    expect((await call(singleExam.GET, '/x', { slug: exam.slug! })).status).toBe(404)
  })
})

describe('a published document with a newer draft', () => {
  it('shows its published version everywhere, and the draft to staff reading drafts', async () => {
    const published = (
      await payload.find({
        collection: 'blogs',
        where: { _status: { equals: 'published' } },
        sort: '-publishedAt',
        limit: 1,
        depth: 0,
      })
    ).docs[0]
    const draftTitle = `Draft title ${stamp}`
    await payload.update({
      collection: 'blogs',
      id: published.id,
      draft: true,
      overrideAccess: true,
      data: { title: draftTitle },
    })
    try {
      const [one] = (await json(call(singleBlog.GET, '/x', { slug: published.slug! }))) as { title: string }[]
      expect(one.title).toBe(published.title)
      const list = (await json(call(allBlogs.GET, '/api/get-all-blogs'))) as { slug: string; title: string }[]
      expect(list.find((b) => b.slug === published.slug)?.title).toBe(published.title)
      expect(JSON.stringify(list)).not.toContain(draftTitle)
      const entry = (await sitemap()).find((e) => e.url.endsWith(`/blog/${published.slug}`))
      expect(entry).toBeDefined()
      // The draft exists: staff reading drafts get it.
      const latest = await payload.findByID({
        collection: 'blogs',
        id: published.id,
        draft: true,
        overrideAccess: true,
      })
      expect(latest.title).toBe(draftTitle)
      // Payload's REST API with ?draft=true: the draft for editors only; visitors and the inbox get the published one.
      const titleFor = async (token?: string) =>
        (
          (await (await rest('GET', `/api/blogs/${published.id}?draft=true&depth=0`, { token })).json()) as {
            title?: string
          }
        ).title
      expect(await titleFor()).toBe(published.title)
      expect(await titleFor(await staffToken(payload, `inbox-drafts-${stamp}@example.lk`, ['inbox']))).toBe(
        published.title,
      )
      expect(await titleFor(await staffToken(payload, `editor-drafts-${stamp}@example.lk`, ['editor']))).toBe(
        draftTitle,
      )
    } finally {
      await payload.update({
        collection: 'blogs',
        id: published.id,
        overrideAccess: true,
        data: { title: published.title, _status: 'published' },
      })
    }
  })
})

describe('a global with a draft', () => {
  it('keeps answering the published text, and forms keep going to the published recipients', async () => {
    const before = await payload.findGlobal({ slug: 'contact-page', overrideAccess: true, depth: 0 })
    expect(before._status).toBe('published')
    const recipientBefore = await formRecipient(payload, 'contact-messages')
    await payload.updateGlobal({
      slug: 'contact-page',
      draft: true,
      overrideAccess: true,
      data: {
        headline: `Draft headline ${stamp}`,
        departments: (before.departments ?? []).map((d) => ({
          ...d,
          email: 'draft-only@example.lk',
          receives: ['contact-messages' as const],
        })),
      },
    })
    try {
      expect(((await json(contactPage.GET())) as { headline: string }).headline).toBe(before.headline)
      expect(await formRecipient(payload, 'contact-messages')).toBe(recipientBefore)
      const draft = await payload.findGlobal({ slug: 'contact-page', draft: true, overrideAccess: true })
      expect(draft.headline).toBe(`Draft headline ${stamp}`)
      // Payload's REST API with ?draft=true: the draft for editors only; visitors and the inbox get the published text.
      const headlineFor = async (token?: string) =>
        (
          (await (await rest('GET', '/api/globals/contact-page?draft=true&depth=0', { token })).json()) as {
            headline?: string
          }
        ).headline
      expect(await headlineFor()).toBe(before.headline)
      expect(await headlineFor(await staffToken(payload, `inbox-globals-${stamp}@example.lk`, ['inbox']))).toBe(
        before.headline,
      )
      expect(await headlineFor(await staffToken(payload, `editor-globals-${stamp}@example.lk`, ['editor']))).toBe(
        `Draft headline ${stamp}`,
      )
      // Drafts give globals a history an editor can restore from.
      const versions = await payload.findGlobalVersions({ slug: 'contact-page', overrideAccess: true, limit: 5 })
      expect(versions.totalDocs).toBeGreaterThan(0)
    } finally {
      await payload.updateGlobal({
        slug: 'contact-page',
        overrideAccess: true,
        data: { ...before, _status: 'published' },
      })
    }
  })

  it('every global the pages show was seeded published', async () => {
    for (const slug of [
      'site-settings',
      'website-description',
      'contact-page',
      'department-introduction',
      'ielts-options',
      'ielts-course-structure',
    ] as const)
      expect((await payload.findGlobal({ slug, overrideAccess: true, depth: 0 }))._status, slug).toBe('published')
  })
})

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testPayload } from '../support/int/payload'
import { doc as richTextDoc, p } from '@/seed/richText'
import { searchSite } from '@/search/query'
import { closeSearchIndex } from '@/search/searchIndex'
import { readQuery } from '@/search/text'

// Site search on the database in use (SQLite, or PostgreSQL with TEST_DATABASE_URL): what the index
// holds after saves, publishing, unpublishing and deleting, and how /search ranks and pages it.

let payload: Payload
let mediaId: number
const blogs: number[] = []
const stamp = Date.now().toString(36)
// A word no demo content has, so each test sees only its own documents.
const word = (name: string) => `${name}${stamp}`

const search = (q: string, page = 1) => searchSite(payload, readQuery(q), page)

async function blog(title: string, text: string, { draft = false } = {}) {
  const data = {
    title,
    author: { firstName: 'Search', lastName: 'Test' },
    thumbnail: mediaId,
    description: richTextDoc(p(text)) as never,
    _status: draft ? ('draft' as const) : ('published' as const),
  }
  const created = draft
    ? await payload.create({ collection: 'blogs', overrideAccess: true, draft: true, data })
    : await payload.create({ collection: 'blogs', overrideAccess: true, data: data as never })
  blogs.push(created.id)
  return created
}

beforeAll(async () => {
  payload = await testPayload()
  mediaId = (await payload.find({ collection: 'media', limit: 1, depth: 0 })).docs[0].id
})

afterAll(async () => {
  await closeSearchIndex()
  for (const id of blogs) await payload.delete({ collection: 'blogs', id, overrideAccess: true }).catch(() => undefined)
})

describe('the index of demo content', () => {
  it('finds an exam by its name at its page, with its category in the path', async () => {
    const { hits } = await search('international gcse')
    expect(hits[0]).toMatchObject({
      kind: 'exam',
      title: 'International GCSE (IG) Examinations',
      path: '/examinations/pearson/international-gcse--ig--examinations',
    })
  })

  it('finds an exam by the words of its questions and answers', async () => {
    const { hits } = await search('private candidate registration form')
    expect(hits.map((h) => h.path)).toContain('/examinations/pearson/international-gcse--ig--examinations')
  })

  it('finds the fixed pages by their titles and texts', async () => {
    expect((await search('school excellence')).hits[0].path).toBe('/centre-for-school-excellence')
    expect((await search('IELTS preparation')).hits.map((h) => h.path)).toContain('/examinations/IELTS')
    expect((await search('gallery')).hits.map((h) => h.path)).toContain('/gallery')
  })
})

describe('ranking and matching', () => {
  it('puts a title match before a text match, then more and earlier matches', async () => {
    const w = word('rank')
    const inText = await blog(`Plain post ${stamp}a`, `Somewhere in here: ${w}.`)
    const often = await blog(`Plain post ${stamp}b`, `${w} and ${w} again`)
    const inTitle = await blog(`All about ${w}`, 'Nothing more.')
    const { hits, total } = await search(w)
    expect(total).toBe(3)
    expect(hits.map((h) => h.title)).toEqual([inTitle.title, often.title, inText.title])
    expect(hits[0].path).toBe(`/blog/${inTitle.slug}`)
  })

  it('needs every word, in any case', async () => {
    const a = word('alpha')
    const b = word('beta')
    const both = await blog(`Both words ${stamp}`, `${a} meets ${b}`)
    await blog(`One word ${stamp}`, `${a} alone`)
    expect((await search(`${a.toUpperCase()} ${b}`)).hits.map((h) => h.title)).toEqual([both.title])
    expect((await search(a)).total).toBe(2)
  })

  it('reads %, _, quotes and backslashes as spaces between words, without breaking the query', async () => {
    const title = `100% pass_rate “quoted” O'Brien \\ ${stamp}`
    await blog(title, 'Special characters.')
    expect((await search(`100% ${stamp}`)).hits.map((h) => h.title)).toEqual([title])
    expect((await search(`pass_rate ${stamp}`)).total).toBe(1)
    expect((await search(`pass%rate ${stamp}`)).total).toBe(1)
    expect((await search(`o'brien ${stamp}`)).total).toBe(1)
    expect((await search(`“quoted” ${stamp}`)).total).toBe(1)
    expect((await search('\\ % _')).total).toBe(0)
    // Quotes and dashes are no syntax: this searches the word "1" as any visitor's "1" would.
    expect((await search("' OR 1=1 --")).total).toBe((await search('1')).total)
  })

  it('counts every match and pages them ten at a time', async () => {
    const w = word('paging')
    for (let i = 0; i < 12; i++) await blog(`Paged ${i} ${w}`, 'Text.')
    const first = await search(w)
    expect(first).toMatchObject({ total: 12, totalPages: 2, page: 1 })
    expect(first.hits).toHaveLength(10)
    const second = await search(w, 2)
    expect(second.hits).toHaveLength(2)
    expect(new Set([...first.hits, ...second.hits].map((h) => h.path)).size).toBe(12)
    expect((await search(w, 3)).hits).toHaveLength(0)
  })
})

describe('drafts and changes', () => {
  it('never finds a document that was never published', async () => {
    const w = word('draftonly')
    await blog(`Draft ${w}`, 'Not yet.', { draft: true })
    expect((await search(w)).total).toBe(0)
  })

  it('finds the published text of a document with a newer draft, and the new text once published', async () => {
    const published = word('published')
    const drafted = word('drafted')
    const post = await blog(`Versions ${stamp}`, `Live text ${published}`)
    await payload.update({
      collection: 'blogs',
      id: post.id,
      draft: true,
      overrideAccess: true,
      data: { description: richTextDoc(p(`Draft text ${drafted}`)) as never, _status: 'draft' },
    })
    expect((await search(published)).hits.map((h) => h.text)).toEqual([`Live text ${published}`])
    expect((await search(drafted)).total).toBe(0)

    await payload.update({ collection: 'blogs', id: post.id, overrideAccess: true, data: { _status: 'published' } })
    expect((await search(drafted)).total).toBe(1)
    expect((await search(published)).total).toBe(0)
  })

  it('forgets a document once it is unpublished or deleted', async () => {
    const w = word('gone')
    const unpublished = await blog(`Unpublished ${w}`, 'Soon a draft.')
    const deleted = await blog(`Deleted ${w}`, 'Soon gone.')
    expect((await search(w)).total).toBe(2)
    await payload.update({ collection: 'blogs', id: unpublished.id, overrideAccess: true, data: { _status: 'draft' } })
    expect((await search(w)).hits.map((h) => h.title)).toEqual([deleted.title])
    await payload.delete({ collection: 'blogs', id: deleted.id, overrideAccess: true })
    expect((await search(w)).total).toBe(0)
  })

  it('builds a new index from what is published, drafts left out', async () => {
    const w = word('rebuilt')
    await blog(`Rebuilt ${w}`, 'Published.')
    await blog(`Rebuilt draft ${w}`, 'Draft.', { draft: true })
    await closeSearchIndex()
    const { hits } = await search(w)
    expect(hits.map((h) => h.title)).toEqual([`Rebuilt ${w}`])
    expect((await search('international gcse')).hits[0].path).toBe(
      '/examinations/pearson/international-gcse--ig--examinations',
    )
  })
})

import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postgresUrl } from '../support/postgres'
import { testPayload } from '../support/int/payload'
import { doc, p } from '@/seed/richText'
import { searchSite } from '@/search/query'
import { closeSearchIndex, currentIndex } from '@/search/searchIndex'
import { readQuery } from '@/search/text'
import { CACHE_CHANNEL, purgeMessage } from '../../server/cacheBus.mjs'

// The index follows content changes: a publish is found at once in this process, a series' new fee shows in
// the answer, staff's synonyms apply, and on PostgreSQL another instance's change arrives through the bus.

let payload: Payload
const stamp = Date.now().toString(36)
const search = (q: string) => searchSite(payload, readQuery(q))
const created: number[] = []

beforeAll(async () => {
  payload = await testPayload()
  await search('warm up')
})

afterAll(async () => {
  await closeSearchIndex()
  for (const id of created)
    await payload.delete({ collection: 'blogs', id, overrideAccess: true }).catch(() => undefined)
})

async function publishBlog(title: string) {
  const mediaId = (await payload.find({ collection: 'media', limit: 1, depth: 0 })).docs[0].id
  const blog = await payload.create({
    collection: 'blogs',
    overrideAccess: true,
    data: {
      title,
      author: { firstName: 'Fresh', lastName: 'Test' },
      thumbnail: mediaId,
      description: doc(p('News.')) as never,
      _status: 'published',
    } as never,
  })
  created.push(blog.id)
  return blog
}

describe.runIf(postgresUrl)('a start on PostgreSQL', () => {
  it("reads everything once: the bus's first LISTEN is in place before the first build, not after it", async () => {
    await closeSearchIndex()
    const first = await currentIndex(payload)
    // Time for a second build, had the bus's "all" (sent once its LISTEN is in place) come after the first.
    await new Promise((r) => setTimeout(r, 1500))
    expect(await currentIndex(payload)).toBe(first)
  })
})

describe('a change reaches the index', () => {
  it('finds a post by the first search after it is published (npm run bench:search times it)', async () => {
    const word = `fresh${stamp}`
    await publishBlog(`Freshly published ${word}`)
    const { hits } = await search(word)
    expect(hits.map((h) => h.title)).toEqual([`Freshly published ${word}`])
  })

  it("shows a series' new fee in the direct answer", async () => {
    const series = (
      await payload.find({
        collection: 'exam-series',
        where: { test: { equals: 'ielts' } },
        limit: 1,
        depth: 0,
        overrideAccess: true,
      })
    ).docs[0]
    const fees = series.fees ?? []
    await payload.update({
      collection: 'exam-series',
      id: series.id,
      overrideAccess: true,
      data: { fees: fees.map((f, i) => ({ ...f, amount: i === 0 ? 12345 : f.amount })) },
    })
    try {
      const { answer } = await search('ielts fee')
      expect(answer?.lines.map((l) => l.value)).toContain(`LKR 12,345${fees[0].per ? ` per ${fees[0].per}` : ''}`)
    } finally {
      await payload.update({ collection: 'exam-series', id: series.id, overrideAccess: true, data: { fees } })
    }
  })

  it("applies staff's synonyms from Search settings", async () => {
    const word = `nickname${stamp}`
    expect((await search(word)).total).toBe(0)
    const before = await payload.findGlobal({ slug: 'search-settings', depth: 0, overrideAccess: true })
    await payload.updateGlobal({
      slug: 'search-settings',
      overrideAccess: true,
      data: {
        synonyms: [...(before.synonyms ?? []).map(({ phrases }) => ({ phrases })), { phrases: `${word}, IELTS` }],
      },
    })
    try {
      await new Promise((r) => setTimeout(r, 50))
      const deadline = Date.now() + 5000
      while ((await search(word)).total === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50))
      expect((await search(word)).hits[0].path).toBe('/examinations/IELTS')
    } finally {
      await payload.updateGlobal({ slug: 'search-settings', overrideAccess: true, data: { synonyms: before.synonyms } })
    }
  })
})

describe.runIf(postgresUrl)('on PostgreSQL', () => {
  it("hears another instance's change through the cache bus", async () => {
    const word = `remote${stamp}`
    const blog = await publishBlog(`Before ${stamp}`)
    await search(word)
    // What another instance does: change the row, then announce it.
    const other = new pg.Client({ connectionString: postgresUrl })
    await other.connect()
    try {
      await other.query('UPDATE blogs SET title = $1 WHERE id = $2', [`Changed elsewhere ${word}`, blog.id])
      const sent = Date.now()
      await other.query('SELECT pg_notify($1, $2)', [CACHE_CHANNEL, purgeMessage(['blogs', `blogs:${blog.id}`])])
      let found = 0
      while (found === 0 && Date.now() - sent < 10_000) {
        found = (await search(word)).total
        if (!found) await new Promise((r) => setTimeout(r, 20))
      }
      expect(found).toBe(1)
    } finally {
      await other.end()
    }
  })
})

import type { Field, Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testPayload } from '../support/int/payload'
import { toIeltsText } from '@/content/ieltsPage'
import { IELTS_TEXT, IeltsPage } from '@/globals/IeltsPage'
import { searchSite } from '@/search/query'
import { closeSearchIndex } from '@/search/searchIndex'
import { readQuery } from '@/search/text'

// The IELTS course page's words are content: the words it always had until staff publish, then what they
// publish (never a draft), for the page and for search.

let payload: Payload
const word = `bandscore${Date.now().toString(36)}`
const visitorsRead = async () =>
  toIeltsText(await payload.findGlobal({ slug: 'ielts-page', depth: 0, overrideAccess: false }))

/** Each field's default, by name, as the admin fills a new document. */
function defaultsOf(fields: Field[]): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const field of fields) {
    if (field.type === 'row') Object.assign(out, defaultsOf(field.fields))
    else if (field.type === 'group' && 'name' in field) out[field.name] = defaultsOf(field.fields)
    else if ('name' in field && 'defaultValue' in field) out[field.name] = field.defaultValue
  }
  return out
}

beforeAll(async () => {
  payload = await testPayload()
})

afterAll(async () => {
  // Other suites search the page by its usual words.
  await payload.updateGlobal({
    slug: 'ielts-page',
    overrideAccess: true,
    data: { ...IELTS_TEXT, _status: 'published' } as never,
  })
  await closeSearchIndex()
})

describe('the IELTS page global', () => {
  it('starts from the words the page always had: the fields’ defaults are IELTS_TEXT', () => {
    expect(defaultsOf(IeltsPage.fields)).toEqual(IELTS_TEXT)
  })

  it('reads as the default words until staff publish, then as published; a draft changes nothing', async () => {
    expect(await visitorsRead()).toEqual(IELTS_TEXT)
    await payload.updateGlobal({
      slug: 'ielts-page',
      overrideAccess: true,
      data: { ...IELTS_TEXT, tagline: `A tagline in draft ${word}`, _status: 'draft' } as never,
      draft: true,
    })
    expect(await visitorsRead()).toEqual(IELTS_TEXT)
    const uses = [{ title: 'Scholarships', icon: 'globe', text: `Some scholarships ask for a ${word}.` }]
    await payload.updateGlobal({
      slug: 'ielts-page',
      overrideAccess: true,
      data: { ...IELTS_TEXT, tagline: 'Your band score, sooner.', uses, _status: 'published' } as never,
    })
    const published = await visitorsRead()
    expect(published.tagline).toBe('Your band score, sooner.')
    expect(published.uses).toEqual(uses)
    expect(published.reasons).toEqual(IELTS_TEXT.reasons)
    expect(published.recognition).toEqual(IELTS_TEXT.recognition)
  })

  it('is what search finds the page by', async () => {
    const { hits } = await searchSite(payload, readQuery(word))
    expect(hits.map((h) => h.path)).toEqual(['/examinations/IELTS'])
  })
})

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testPayload } from '../support/int/payload'
import { toCentreText } from '@/content/centrePage'
import { CENTRE_TEXT } from '@/globals/CentrePage'
import { searchSite } from '@/search/query'
import { closeSearchIndex } from '@/search/searchIndex'
import { readQuery } from '@/search/text'

// The Centre for School Excellence page's words are content: its defaults until staff publish, then what they
// publish (never a draft), for the page and for search.

let payload: Payload
const word = `inspectorate${Date.now().toString(36)}`
const visitorsRead = async () =>
  toCentreText(await payload.findGlobal({ slug: 'centre-page', depth: 0, overrideAccess: false }))

beforeAll(async () => {
  payload = await testPayload()
})

afterAll(async () => {
  // Other suites search the page by its usual words.
  await payload.updateGlobal({
    slug: 'centre-page',
    overrideAccess: true,
    data: { ...CENTRE_TEXT, _status: 'published' } as never,
  })
  await closeSearchIndex()
})

describe('the centre page global', () => {
  it('reads as the default words until staff publish, then as published; a draft changes nothing', async () => {
    expect(await visitorsRead()).toEqual(CENTRE_TEXT)
    await payload.updateGlobal({
      slug: 'centre-page',
      overrideAccess: true,
      data: { ...CENTRE_TEXT, tagline: `A tagline in draft ${word}`, _status: 'draft' } as never,
      draft: true,
    })
    expect(await visitorsRead()).toEqual(CENTRE_TEXT)
    const steps = [{ title: 'Talk to us', text: `We start with a call about the ${word}.` }]
    await payload.updateGlobal({
      slug: 'centre-page',
      overrideAccess: true,
      data: { ...CENTRE_TEXT, tagline: 'Inspections that help schools improve.', steps, _status: 'published' } as never,
    })
    const published = await visitorsRead()
    expect(published.tagline).toBe('Inspections that help schools improve.')
    expect(published.steps).toEqual(steps)
    expect(published.pillars).toEqual(CENTRE_TEXT.pillars)
  })

  it('is what search finds the page by', async () => {
    const { hits } = await searchSite(payload, readQuery(word))
    expect(hits.map((h) => h.path)).toEqual(['/centre-for-school-excellence'])
  })
})

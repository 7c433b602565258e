import { beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { testPayload } from '../support/int/payload'
import { openEntries } from '@/entries/offers'

// The demo content's online entries (src/seed/demo): what a developer sees at /api/get-open-entries.

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

describe('demo online entries', () => {
  it('offers the May/June International GCSE and IAL series, the Festival’s categories, three classes', async () => {
    const { series, intakes } = await openEntries(payload)
    const named = (slug: string) => series.filter((s) => s.exam.slug === slug)
    const igcse = named('international-gcse--ig--examinations')
    expect(igcse.map((s) => s.name)).toEqual([expect.stringMatching(/^May\/June 20\d\d$/)])
    expect(igcse[0].subjects.map((s) => s.code)).toContain('4MA1')
    expect(igcse[0].subjects.every((s) => s.fee === 38500)).toBe(true)
    expect(named('ias-ial-examinations')[0].subjects.map((s) => s.code)).toContain('WMA11')
    const festival = named('speech-and-drama')
    // The Festival takes entries from 1 October to 31 January; outside that window it is simply not offered.
    const month = new Date().getUTCMonth() + 1
    if (month >= 10 || month === 1) {
      expect(festival[0].subjects.find((s) => s.code === 'SD06')).toMatchObject({ option: 'Under 12', fee: 2000 })
      expect(festival[0].perCandidate).toEqual([])
    }
    expect(intakes.map((i) => i.course).sort()).toEqual(['ielts', 'ielts', 'pte'])
    expect(intakes.find((i) => i.course === 'pte')).toMatchObject({ capacity: 2 })
  })
})

import { beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { call, testPayload } from '../support/int/payload'
import { GET as practicalInfo } from '@/app/(site)/api/get-exam-practical-info/[slug]/route'
import { GET as singleExam } from '@/app/(site)/api/get-single-exam/[slug]/route'
import { linesOf } from '@/practical/practicalInfo'

// Practical information on the demo content: guides shared by several exams, a per-exam override,
// IELTS (not in the Exams list), and the answers for exams without a guide or unknown slugs.

let payload: Payload
const get = async (slug: string) => {
  const res = await call(practicalInfo, `/api/get-exam-practical-info/${slug}`, { slug })
  return { status: res.status, body: await res.json() }
}

beforeAll(async () => {
  payload = await testPayload()
})

describe('GET /api/get-exam-practical-info/{slug}', () => {
  it('IELTS: venues with address and map link, exam-day rules as lists, results, re-mark fees, policies', async () => {
    const { status, body } = await get('ielts')
    expect(status).toBe(200)
    expect(body.exam).toBe('IELTS')
    const info = body.practical_info
    expect(info.venues.map((v: { name: string }) => v.name)).toEqual([
      'Lyceum Assessments, Colombo 03',
      'Lyceum Hall, Kandy',
    ])
    expect(info.venues[0]).toMatchObject({
      address: expect.stringContaining('Colombo 03'),
      map_link: expect.stringMatching(/^https:\/\//),
    })
    expect(info.exam_day.identity).toEqual(['The same valid passport you booked with (a photocopy is not accepted)'])
    expect(info.exam_day.not_allowed.length).toBeGreaterThan(1)
    expect(info.results.release).toMatch(/13 days/)
    expect(info.post_results.services[0]).toEqual({
      name: 'Enquiry on Results (re-mark)',
      fee: 32000,
      deadline: 'Within 6 weeks of the test date',
    })
    expect(Object.keys(info.policies)).toEqual(['refund', 'transfer', 'withdrawal'])
  })

  it('exams sharing a guide read the same facts; one exam’s override changes only what it fills', async () => {
    const ig = (await get('international-gcse--ig--examinations')).body.practical_info
    const ial = (await get('ias-ial-examinations')).body.practical_info
    const btec = (await get('pearson-btec-international')).body.practical_info
    expect(ial).toEqual(ig)
    expect(ig.note).toBe('')
    expect(ig.venues).toHaveLength(2)
    expect(btec.venues.map((v: { name: string }) => v.name)).toEqual(['Lyceum Assessments, Colombo 03'])
    expect(btec.note).toMatch(/assessed in class/)
    expect(btec.results.release).toMatch(/when your centre claims them/)
    expect(btec.results.collection).toBe(ig.results.collection)
    expect(btec.exam_day).toEqual(ig.exam_day)
    expect(btec.policies).toEqual(ig.policies)
  })

  it('an edit to the shared guide shows on every exam that uses it', async () => {
    const { docs } = await payload.find({
      collection: 'practical-guides',
      where: { name: { equals: 'Pearson Edexcel qualifications' } },
      overrideAccess: true,
    })
    const guide = docs[0]
    const arrival = guide.examDay?.arrival
    await payload.update({
      collection: 'practical-guides',
      id: guide.id,
      data: { examDay: { ...guide.examDay, arrival: 'At 8:00 sharp.' } },
      overrideAccess: true,
    })
    try {
      for (const slug of ['international-gcse--ig--examinations', 'ias-ial-examinations', 'pearson-btec-international'])
        expect((await get(slug)).body.practical_info.exam_day.arrival, slug).toBe('At 8:00 sharp.')
    } finally {
      await payload.update({
        collection: 'practical-guides',
        id: guide.id,
        data: { examDay: { ...guide.examDay, arrival } },
        overrideAccess: true,
      })
    }
  })

  it('an exam no guide names answers null; an unknown or impossible slug is a 404 with a message', async () => {
    expect(await get('speech-and-drama')).toEqual({
      status: 200,
      body: { exam: 'Speech and Drama', practical_info: null },
    })
    const unknown = await get('no-such-exam')
    expect(unknown.status).toBe(404)
    expect(unknown.body.message).toMatch(/no-such-exam/)
    expect((await get('..%2F')).status).toBe(404)
  })

  it('the single-exam answer keeps its shape (practical information has its own endpoint)', async () => {
    const res = await call(singleExam, '/api/get-single-exam/ias-ial-examinations', { slug: 'ias-ial-examinations' })
    const [exam] = await res.json()
    expect(Object.keys(exam)).not.toContain('practical_info')
  })

  it('lines of a list field: one item per non-empty line, trimmed', () => {
    expect(linesOf(' Passport \n\n NIC\r\n')).toEqual(['Passport', 'NIC'])
    expect(linesOf(null)).toEqual([])
  })
})

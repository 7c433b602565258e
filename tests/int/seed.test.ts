import { beforeAll, describe, expect, it } from 'vitest'
import type { CollectionSlug, Payload } from 'payload'
import { testPayload } from '../support/int/payload'
import { seedDemoContent } from '@/seed'

let payload: Payload
const collections: CollectionSlug[] = [
  'exam-series',
  'class-intakes',
  'exams',
  'exam-categories',
  'downloads',
  'download-categories',
  'blogs',
  'events',
  'slider-items',
  'notifications',
  'values',
  'media',
]
const counts = async () =>
  Object.fromEntries(
    await Promise.all(
      collections.map(async (c) => [c, (await payload.count({ collection: c, overrideAccess: true })).totalDocs]),
    ),
  )

beforeAll(async () => {
  payload = await testPayload()
})

describe('demo content', () => {
  it('has what every screen needs', async () => {
    const c = await counts()
    expect(c.blogs).toBeGreaterThanOrEqual(4)
    expect(c.events).toBe(3)
    expect(c.exams).toBeGreaterThanOrEqual(8)
    expect(c['slider-items']).toBe(3)
    expect(c.values).toBe(6)
    // Pearson January and May/June for two exams, Young Learners, PTE and IELTS test days.
    expect(c['exam-series']).toBeGreaterThanOrEqual(12)
    const { docs: exams } = await payload.find({
      collection: 'exams',
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    const shown = exams.filter(
      (e) =>
        e.banner_status === 6 &&
        ![
          'ias-ial-examinations',
          'international-gcse--ig--examinations',
          'international-certificate-young-learners--pte-yl-',
        ].includes(e.slug!),
    )
    expect(shown.length).toBeGreaterThan(0)
    expect(exams.some((e) => e.banner_status !== 6)).toBe(true)
    const { docs: events } = await payload.find({
      collection: 'events',
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    expect(events.filter((e) => (e.photos ?? []).length === 0)).toHaveLength(1)
  })

  it('creates nothing twice when run again', async () => {
    const before = await counts()
    await seedDemoContent(payload)
    expect(await counts()).toEqual(before)
  })

  // Two whole resets: on PostgreSQL on a loaded machine, more than 30 s (a timed-out reset runs on half done).
  it('--reset replaces demo content but keeps messages, enquiries and users', { timeout: 180_000 }, async () => {
    // Other test files leave their own series, intakes and entries in this database: a first reset clears
    // them (their entries first: a series that holds entries is not deleted).
    for (const collection of ['payment-notifications', 'payments', 'entry-access-log', 'entries'] as const) {
      const { errors } = await payload.delete({ collection, where: { id: { exists: true } }, overrideAccess: true })
      expect(errors, collection).toEqual([])
    }
    await seedDemoContent(payload, { reset: true })
    await payload.create({
      collection: 'contact-messages',
      data: { name: 'Keep me', email: 'keep@example.lk', subject: 's', message: 'm' },
      overrideAccess: true,
    })
    await payload.create({
      collection: 'users',
      data: { email: 'keeper@example.lk', password: 'a-long-password', roles: ['editor'] },
      overrideAccess: true,
    })
    const extra = await payload.create({
      collection: 'notifications',
      data: { visibility: 'hide', message: 'Editor added' },
      overrideAccess: true,
    })
    const before = await counts()
    const messages = (await payload.count({ collection: 'contact-messages', overrideAccess: true })).totalDocs

    await seedDemoContent(payload, { reset: true })

    expect(await counts()).toEqual({ ...before, notifications: before.notifications - 1 })
    expect(
      await payload.find({ collection: 'notifications', where: { id: { equals: extra.id } }, overrideAccess: true }),
    ).toMatchObject({
      totalDocs: 0,
    })
    expect((await payload.count({ collection: 'contact-messages', overrideAccess: true })).totalDocs).toBe(messages)
    expect(
      (
        await payload.count({
          collection: 'users',
          where: { email: { equals: 'keeper@example.lk' } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(1)
  })
})

describe('slugs', () => {
  it('are generated from the title and made unique', async () => {
    const { docs } = await payload.find({ collection: 'blogs', limit: 1, depth: 0, overrideAccess: true })
    const base = {
      publishedAt: new Date().toISOString(),
      author: { firstName: 'A', lastName: 'B' },
      thumbnail: docs[0].thumbnail,
      description: docs[0].description,
      _status: 'published' as const,
    }
    const a = await payload.create({
      collection: 'blogs',
      data: { ...base, title: 'Results Day: What Next?' },
      overrideAccess: true,
    })
    const b = await payload.create({
      collection: 'blogs',
      data: { ...base, title: 'Results Day: What Next?' },
      overrideAccess: true,
    })
    expect(a.slug).toBe('results-day--what-next-')
    expect(b.slug).toBe('results-day--what-next--2')
    const renamed = await payload.update({
      collection: 'blogs',
      id: a.id,
      data: { title: 'Changed title' },
      overrideAccess: true,
    })
    expect(renamed.slug).toBe('results-day--what-next-')
    await payload.delete({ collection: 'blogs', where: { id: { in: [a.id, b.id] } }, overrideAccess: true })
  })
})

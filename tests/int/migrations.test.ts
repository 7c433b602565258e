import { beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { testPayload } from '../support/int/payload'
import { migrationsFor } from '@/lib/database'
import { env } from '@/lib/env'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

const PTE = 'pte--pearson-test-of-english-'

describe('the migration that made the PTE form and form recipients content', () => {
  it('gives a database from before it the behaviour the code used to hard-wire', async () => {
    const migration = migrationsFor(env().database).find((m) => m.name.endsWith('_pte_form_and_form_recipients'))
    expect(migration).toBeDefined()
    // The run's database (SQLite or PostgreSQL) with demo content, taken back to the schema before, then upgraded.
    const args = { db: (payload.db as unknown as { drizzle: unknown }).drizzle, payload, req: {} } as never
    await migration!.down(args)
    await migration!.up(args)

    const { docs: exams } = await payload.find({
      collection: 'exams',
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    expect(exams.filter((e) => e.showPteEnquiryForm).map((e) => e.slug)).toEqual([PTE])
    const { docs: drafts } = await payload.find({
      collection: 'exams',
      where: { slug: { equals: PTE } },
      draft: true,
      overrideAccess: true,
    })
    expect(drafts[0].showPteEnquiryForm).toBe(true)

    const page = await payload.findGlobal({ slug: 'contact-page', overrideAccess: true, depth: 0 })
    expect(Object.fromEntries(page.departments!.map((d) => [d.key, d.receives]))).toEqual({
      pearson: [],
      'festival-of-arts': [],
      'ielts-pte': ['ielts-enquiries', 'pte-enquiries'],
    })
  })
})

import fs from 'node:fs'
import path from 'node:path'
import { beforeAll, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { testPayload } from './support/payload'
import { env } from '@/lib/env'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

it('staff can export the contact messages as CSV', async () => {
  await payload.create({
    collection: 'contact-messages',
    data: { name: 'Export Person', email: 'export@example.lk', subject: 'CSV please', message: 'Line one, "quoted"' },
    overrideAccess: true,
  })
  const staff = await payload.create({
    collection: 'users',
    data: { email: 'exporter@example.lk', password: 'a-long-password' },
    overrideAccess: true,
  })
  const created = await payload.create({
    collection: 'exports',
    data: { collectionSlug: 'contact-messages', format: 'csv', name: 'inbox' } as never,
    user: staff,
    overrideAccess: false,
  })
  const exported = await payload.findByID({ collection: 'exports', id: created.id, overrideAccess: true })
  expect(exported.filename).toMatch(/\.csv$/)
  const csv = fs.readFileSync(path.join(env().mediaDir, 'exports', exported.filename!), 'utf8')
  expect(csv.split('\n')[0]).toContain('email')
  expect(csv).toContain('export@example.lk')
  expect(csv).toContain('"Line one, ""quoted"""')
})

import fs from 'node:fs'
import path from 'node:path'
import { beforeAll, expect, it } from 'vitest'
import type { Payload } from 'payload'
import config from '@payload-config'
import { REST_GET } from '@payloadcms/next/routes'
import { testPayload } from '../support/int/payload'
import { staffToken } from '../support/int/staff'
import { env } from '@/lib/env'
import { attachmentHeader } from '@/uploads/serveFile'

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
    data: { email: 'exporter@example.lk', password: 'a-long-password', roles: ['inbox'] },
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

it('serves a saved export (MEDIA_DIR/exports) to staff only, as a CSV attachment no shared cache keeps', async () => {
  const staff = await payload.find({
    collection: 'users',
    where: { email: { equals: 'exporter@example.lk' } },
    overrideAccess: true,
  })
  const created = await payload.create({
    collection: 'exports',
    data: { collectionSlug: 'contact-messages', format: 'csv', name: 'served-locally' } as never,
    user: staff.docs[0],
    overrideAccess: false,
  })
  const name = (await payload.findByID({ collection: 'exports', id: created.id, overrideAccess: true })).filename!
  const get = (token?: string) =>
    REST_GET(config)(
      new Request(`http://localhost:3999/api/exports/file/${name}`, {
        headers: token ? { authorization: `JWT ${token}` } : {},
      }),
      {
        params: Promise.resolve({ slug: ['exports', 'file', name] }),
      },
    )

  const res = await get(await staffToken(payload, 'export-reader@example.lk'))
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
  expect(res.headers.get('content-disposition')).toBe(attachmentHeader(name))
  expect(res.headers.get('cache-control')).toBe('private, no-store')
  expect(Buffer.from(await res.arrayBuffer())).toEqual(fs.readFileSync(path.join(env().mediaDir, 'exports', name)))

  const anonymous = await get()
  expect(anonymous.status).toBe(403)
  expect(await anonymous.text()).not.toContain('export@example.lk')
})

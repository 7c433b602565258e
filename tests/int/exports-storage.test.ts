// Inbox CSV exports in object storage (S3_BUCKET set), against s3rver, a real S3-compatible server: an
// export made through the admin's REST calls lands under exports/ in the bucket and nowhere on this
// machine, so any instance serves it; it is served to signed-in staff only, as a CSV attachment no shared
// cache keeps; deleting it deletes the object; backups leave exports out.
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { GetObjectCommand } from '@aws-sdk/client-s3'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startS3Server } from '../support/s3Server'

const s3server = await startS3Server(0, 'lyceum-exports')
// The app reads its settings once: S3 is on before the config is first loaded.
Object.assign(process.env, s3server.env)

const { default: config } = await import('@payload-config')
const { REST_DELETE, REST_GET, REST_POST } = await import('@payloadcms/next/routes')
const { testPayload } = await import('../support/int/payload')
const { staffToken } = await import('../support/int/staff')
const { attachmentHeader } = await import('@/uploads/serveFile')
const { env } = await import('@/lib/env')
const { copyStorageOut } = await import('@/ops/backup/storage')

const restGet = REST_GET(config)
const restPost = REST_POST(config)
const restDelete = REST_DELETE(config)
const bucket = s3server.env.S3_BUCKET
const s3 = s3server.client

/** The object's text, or undefined when the bucket has nothing under `key`. */
async function objectText(key: string): Promise<string | undefined> {
  try {
    const object = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }))
    return await object.Body!.transformToString()
  } catch (error) {
    if ((error as { name?: string }).name === 'NoSuchKey') return undefined
    throw error
  }
}

const auth = (token?: string): Record<string, string> => (token ? { authorization: `JWT ${token}` } : {})

const getExportFile = (name: string, token?: string) =>
  restGet(new Request(`http://localhost:3999/api/exports/file/${encodeURIComponent(name)}`, { headers: auth(token) }), {
    params: Promise.resolve({ slug: ['exports', 'file', name] }),
  })

/** The admin's Save on the export form: a multipart POST with the form's data in `_payload`. */
function saveExport(name: string, token: string) {
  const form = new FormData()
  form.set('_payload', JSON.stringify({ name, collectionSlug: 'contact-messages', format: 'csv', drafts: 'no' }))
  const request = new Request('http://localhost:3999/api/exports', {
    method: 'POST',
    body: form,
    headers: { ...auth(token), 'x-client-address': '203.0.113.42' },
  })
  return restPost(request, { params: Promise.resolve({ slug: ['exports'] }) })
}

type ExportDoc = { id: number; filename: string; url: string; prefix: string; mimeType: string }

let payload: Payload
let token: string
let doc: ExportDoc
const marker = `export-${crypto.randomUUID()}@example.lk`

beforeAll(async () => {
  payload = await testPayload()
  token = await staffToken(payload, 'export-storage@example.lk')
  await payload.create({
    collection: 'contact-messages',
    data: { name: 'Bucket Person', email: marker, subject: 'Exported', message: 'Kandy, "second floor"' },
    overrideAccess: true,
  })
  const res = await saveExport(`inbox-${Date.now()}`, token)
  expect(res.status, await res.clone().text()).toBe(201)
  doc = (await res.json()).doc
})

afterAll(async () => {
  s3.destroy()
  await s3server.stop()
  // Test files after this one, should they share the process, run without a bucket.
  for (const key of Object.keys(s3server.env)) delete process.env[key]
})

describe('an inbox export saved with S3 on', () => {
  it('is stored in the bucket under exports/<name>, not on this machine', async () => {
    expect(doc.filename).toMatch(/\.csv$/)
    expect(doc.prefix).toBe('exports')
    const csv = await objectText(`exports/${doc.filename}`)
    expect(csv).toContain(marker)
    expect(csv).toContain('"Kandy, ""second floor"""')
    expect(fs.existsSync(path.join(env().mediaDir, 'exports', doc.filename))).toBe(false)
  })

  it('keeps the admin link to its file', () => {
    expect(doc.url).toBe(`/api/exports/file/${encodeURIComponent(doc.filename)}`)
  })

  it('is served to signed-in staff from the bucket as a CSV attachment no shared cache keeps', async () => {
    const res = await getExportFile(doc.filename, token)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('content-disposition')).toBe(attachmentHeader(doc.filename))
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    // Bytes, not text: the CSV starts with a byte order mark (for Excel), which decoding would drop.
    const stored = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: `exports/${doc.filename}` }))
    expect(Buffer.from(await res.arrayBuffer())).toEqual(Buffer.from(await stored.Body!.transformToByteArray()))
  })

  it('is refused to an anonymous client, without a byte of it', async () => {
    const res = await getExportFile(doc.filename)
    expect(res.status).toBe(403)
    expect(await res.text()).not.toContain(marker)
  })

  it('answers 404 to staff for a name the bucket does not hold', async () => {
    expect((await getExportFile('no-such-export.csv', token)).status).toBe(404)
  })

  it('is left out of a backup, which copies images/, files/ and entry-files/ only', async () => {
    const target = fs.mkdtempSync(path.join(os.tmpdir(), 'lyceum-export-backup-'))
    const copy = await copyStorageOut({ kind: 'bucket', bucket: env().s3! }, target)
    expect(Object.keys(copy.byArea)).toEqual(['images', 'files', 'entry-files'])
    expect(fs.existsSync(path.join(target, 'exports'))).toBe(false)
    fs.rmSync(target, { recursive: true, force: true })
  })

  it('is removed from the bucket when its document is deleted', async () => {
    const res = await restDelete(
      new Request(`http://localhost:3999/api/exports/${doc.id}`, { method: 'DELETE', headers: auth(token) }),
      {
        params: Promise.resolve({ slug: ['exports', String(doc.id)] }),
      },
    )
    expect(res.status).toBe(200)
    expect(await objectText(`exports/${doc.filename}`)).toBeUndefined()
    expect((await getExportFile(doc.filename, token)).status).toBe(404)
  })
})

describe("the admin's Download button with S3 on", () => {
  it('streams the CSV from the database on whichever instance answers, storing nothing', async () => {
    const request = new Request('http://localhost:3999/api/exports/download', {
      method: 'POST',
      body: JSON.stringify({
        data: { name: 'direct', collectionSlug: 'contact-messages', format: 'csv', drafts: 'no' },
      }),
      headers: { ...auth(token), 'content-type': 'application/json' },
    })
    const res = await restPost(request, { params: Promise.resolve({ slug: ['exports', 'download'] }) })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(await res.text()).toContain(marker)
    expect(await objectText('exports/direct.csv')).toBeUndefined()
  })
})

// Media and downloads in object storage (S3_BUCKET set), against s3rver, a real S3-compatible server:
// uploads land in the bucket under their folder's key, are served by the same handler with the same
// headers, ranges and 404s as local files, deleting a document deletes its object, and media:sync
// copies local files once. The database is the run's (SQLite or PostgreSQL): its schema must not change.
import { execFile } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startS3Server } from '../support/s3Server'
import * as files from '../support/uploadFiles'
import type { TestFile } from '../support/uploadFiles'

const s3server = await startS3Server(0, 'lyceum-storage')
// The app reads its settings once: S3 is on before the config is first loaded.
Object.assign(process.env, s3server.env)

const { default: config } = await import('@payload-config')
const { REST_DELETE, REST_GET, REST_POST } = await import('@payloadcms/next/routes')
const { testPayload } = await import('../support/int/payload')
const { staffToken } = await import('../support/int/staff')
const { keepUploadsAsFound } = await import('../support/int/uploadCleanup')
const { attachmentHeader } = await import('@/uploads/serveFile')
const { env } = await import('@/lib/env')
const { seedContext } = await import('@/seed/context')

const restGet = REST_GET(config)
const restPost = REST_POST(config)
const restDelete = REST_DELETE(config)
const bucket = s3server.env.S3_BUCKET
const s3 = s3server.client

type Collection = 'media' | 'downloads'

/** The object's bytes, or undefined when the bucket has nothing under `key`. */
async function objectBytes(key: string): Promise<Buffer | undefined> {
  try {
    const object = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }))
    return Buffer.from(await object.Body!.transformToByteArray())
  } catch (error) {
    if ((error as { name?: string }).name === 'NoSuchKey') return undefined
    throw error
  }
}

const getFile = (collection: Collection, name: string, headers: HeadersInit = {}) =>
  restGet(new Request(`http://localhost:3999/api/${collection}/file/x`, { headers }), {
    params: Promise.resolve({ slug: [collection, 'file', name] }),
  })

let payload: Payload
let token: string
let categoryId: number
let restoreUploads: (() => Promise<void>) | undefined

/** Posts a file as the admin's upload form does, signed in. */
function upload(collection: Collection, file: TestFile) {
  const form = new FormData()
  form.set(
    '_payload',
    JSON.stringify(
      collection === 'downloads' ? { title: `Test ${file.name}`, category: categoryId } : { alt: `Test ${file.name}` },
    ),
  )
  form.set('file', new Blob([new Uint8Array(file.data)], { type: file.mimetype }), file.name)
  const request = new Request(`http://localhost:3999/api/${collection}`, {
    method: 'POST',
    body: form,
    headers: { authorization: `JWT ${token}`, 'x-client-address': '203.0.113.41' },
  })
  return restPost(request, { params: Promise.resolve({ slug: [collection] }) })
}

async function uploaded(collection: Collection, file: TestFile) {
  const res = await upload(collection, file)
  expect(res.status).toBe(201)
  return (await res.json()).doc as { id: number; filename: string; url: string; prefix: string }
}

beforeAll(async () => {
  payload = await testPayload()
  restoreUploads = await keepUploadsAsFound(payload)
  token = await staffToken(payload, 'storage-editor@example.lk')
  categoryId = (await payload.find({ collection: 'download-categories', limit: 1, overrideAccess: true })).docs[0].id
})

afterAll(async () => {
  await restoreUploads?.()
  s3.destroy()
  await s3server.stop()
  // Test files after this one, should they share the process, run without a bucket.
  for (const key of Object.keys(s3server.env)) delete process.env[key]
})

describe('an image uploaded with S3 on', () => {
  let png: TestFile
  let doc: { id: number; filename: string; url: string; prefix: string }

  beforeAll(async () => {
    png = await files.raster('png', 120, 90)
    doc = await uploaded('media', png)
  })

  it('is stored in the bucket under images/<name>, not on this machine', async () => {
    expect(await objectBytes(`images/${doc.filename}`)).toEqual(png.data)
    expect(fs.existsSync(path.join(env().mediaDir, 'images', doc.filename))).toBe(false)
    expect(doc.prefix).toBe('images')
  })

  it('keeps its public URL', () => {
    expect(doc.url).toBe(`/api/media/file/${encodeURIComponent(doc.filename)}`)
  })

  it('is served byte for byte, inline, with a sandboxing policy and nosniff', async () => {
    const res = await getFile('media', doc.filename)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/png')
    expect(res.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'")
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('accept-ranges')).toBe('bytes')
    expect(res.headers.get('content-disposition')).toBeNull()
    expect(Number(res.headers.get('content-length'))).toBe(png.data.length)
    expect(Buffer.from(await res.arrayBuffer())).toEqual(png.data)
  })

  it('answers a byte range with 206 and exactly those bytes, an unsatisfiable one with 416', async () => {
    const part = await getFile('media', doc.filename, { range: 'bytes=10-29' })
    expect(part.status).toBe(206)
    expect(part.headers.get('content-range')).toBe(`bytes 10-29/${png.data.length}`)
    expect(part.headers.get('content-length')).toBe('20')
    expect(Buffer.from(await part.arrayBuffer())).toEqual(png.data.subarray(10, 30))
    const tail = await getFile('media', doc.filename, { range: 'bytes=-5' })
    expect(Buffer.from(await tail.arrayBuffer())).toEqual(png.data.subarray(-5))
    const beyond = await getFile('media', doc.filename, { range: 'bytes=999999-' })
    expect(beyond.status).toBe(416)
    expect(beyond.headers.get('content-range')).toBe(`bytes */${png.data.length}`)
  })

  it('is not served as a download: media and downloads do not share keys', async () => {
    expect((await getFile('downloads', doc.filename)).status).toBe(404)
  })

  it('is removed from the bucket when its document is deleted', async () => {
    const res = await restDelete(
      new Request(`http://localhost:3999/api/media/${doc.id}`, {
        method: 'DELETE',
        headers: { authorization: `JWT ${token}` },
      }),
      { params: Promise.resolve({ slug: ['media', String(doc.id)] }) },
    )
    expect(res.status).toBe(200)
    expect(await objectBytes(`images/${doc.filename}`)).toBeUndefined()
    expect((await getFile('media', doc.filename)).status).toBe(404)
  })
})

describe('a download uploaded with S3 on', () => {
  it('is stored under files/<name> and served as an attachment under its name', async () => {
    const pdf = await files.pdf('Exam fees 2026 – Colombo.pdf')
    const doc = await uploaded('downloads', pdf)
    expect(await objectBytes(`files/${doc.filename}`)).toEqual(pdf.data)
    const res = await getFile('downloads', doc.filename)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    expect(res.headers.get('content-disposition')).toBe(attachmentHeader(doc.filename))
    expect(res.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'")
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(Buffer.from(await res.arrayBuffer())).toEqual(pdf.data)
  })

  it('is recognised by content when it is an Office document (a ZIP inside)', async () => {
    const docx = files.office('docx', 'Syllabus.docx')
    const doc = await uploaded('downloads', docx)
    const res = await getFile('downloads', doc.filename)
    expect(res.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    )
  })
})

describe('the demo seed with S3 on', () => {
  it('puts every image it uploads into the bucket, not only the first', async () => {
    const { upload: seedUpload } = seedContext(payload)
    const names = [`seed-a-${Date.now()}.png`, `seed-b-${Date.now()}.png`]
    for (const name of names) {
      const png = await files.raster('png')
      await seedUpload('media', name, async () => ({ ...png, name, size: png.data.length }), { decorative: true })
    }
    for (const name of names) expect(await objectBytes(`images/${name}`), name).toBeDefined()
  })
})

describe('uploads with S3 on still go through the content checks', () => {
  it('refuses an SVG with its message and writes nothing to the bucket', async () => {
    const res = await upload('media', files.svgWithScript())
    expect(res.status).toBe(400)
    expect((await res.json()).errors[0].message).toMatch(/SVG files are not accepted/)
    expect(await objectBytes('images/logo.svg')).toBeUndefined()
  })
})

describe('an object in the bucket that is not an accepted kind', () => {
  it('is only offered as an opaque download', async () => {
    await s3.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: 'images/old-page.png',
        Body: '<html><script>alert(1)</script></html>',
      }),
    )
    const res = await getFile('media', 'old-page.png')
    await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: 'images/old-page.png' }))
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/octet-stream')
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="old-page\.png"/)
    expect(res.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'")
  })
})

describe('a file that is not in the bucket', () => {
  it.each(['media', 'downloads'] as const)('answers 404 in %s', async (collection) => {
    const res = await getFile(collection, 'no-such-file.pdf')
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ errors: [{ message: 'Not Found' }] })
  })

  it.each(['../files/x.pdf', '..', 'a/b.png', '..\\x', 'x\u0000y', 'x\u0085.pdf', '\u0085'])(
    'never reads outside the folder: %j answers 4xx',
    async (name) => {
      await s3.send(new PutObjectCommand({ Bucket: bucket, Key: 'files/x.pdf', Body: '%PDF-1.4' }))
      const res = await getFile('media', name)
      expect(res.status).toBeGreaterThanOrEqual(400)
      expect(res.status).toBeLessThan(500)
    },
  )
})

describe('the database schema with S3 on', () => {
  it('is the one the committed migrations make', async () => {
    const db = payload.db as unknown as {
      schema: unknown
      migrationDir: string
      requireDrizzleKit(): {
        generateDrizzleJson(schema: unknown): Promise<unknown>
        generateMigration(before: unknown, after: unknown): Promise<string[]>
      }
    }
    const { generateDrizzleJson, generateMigration } = db.requireDrizzleKit()
    const latest = fs
      .readdirSync(db.migrationDir)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .at(-1)!
    const committed = JSON.parse(fs.readFileSync(path.join(db.migrationDir, latest), 'utf8'))
    expect(await generateMigration(committed, await generateDrizzleJson(db.schema))).toEqual([])
  })
})

describe('npm run media:sync', () => {
  // Asynchronously: s3rver runs in this process and must keep answering while the script runs.
  const run = (extra: Record<string, string>) =>
    new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
      const child = execFile(
        process.execPath,
        ['node_modules/tsx/dist/cli.mjs', 'scripts/media-sync.ts'],
        { env: { ...process.env, ...extra }, timeout: 60_000 },
        (_error, stdout, stderr) => resolve({ status: child.exitCode, stdout, stderr }),
      )
    })

  it('copies local files into the bucket under the same keys, then skips them on a second run', async () => {
    const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lyceum-sync-'))
    fs.mkdirSync(path.join(mediaDir, 'images'))
    fs.mkdirSync(path.join(mediaDir, 'files'))
    const jpg = await files.raster('jpeg')
    const pdf = await files.pdf('Timetable.pdf')
    const name = `synced-${crypto.randomUUID()}`
    fs.writeFileSync(path.join(mediaDir, 'images', `${name}.jpg`), jpg.data)
    fs.writeFileSync(path.join(mediaDir, 'files', `${name}.pdf`), pdf.data)

    const first = await run({ MEDIA_DIR: mediaDir })
    expect(first.status, first.stderr).toBe(0)
    expect(first.stdout).toContain(`copied  images/${name}.jpg`)
    expect(first.stdout).toContain(`copied  files/${name}.pdf`)
    expect(first.stdout).toContain('2 copied, 0 skipped')
    expect(await objectBytes(`images/${name}.jpg`)).toEqual(jpg.data)
    expect(await objectBytes(`files/${name}.pdf`)).toEqual(pdf.data)
    const head = await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: `files/${name}.pdf` }))
    expect(head.ContentType).toBe('application/pdf')

    const second = await run({ MEDIA_DIR: mediaDir })
    expect(second.status, second.stderr).toBe(0)
    expect(second.stdout).toContain(`skipped images/${name}.jpg (already in the bucket)`)
    expect(second.stdout).toContain('0 copied, 2 skipped')

    // A local file that differs from its object (same size, other bytes) is copied again.
    const changed = Buffer.from(pdf.data)
    changed[changed.length - 2] ^= 0xff
    fs.writeFileSync(path.join(mediaDir, 'files', `${name}.pdf`), changed)
    const third = await run({ MEDIA_DIR: mediaDir })
    expect(third.stdout).toContain('1 copied, 1 skipped')
    expect(await objectBytes(`files/${name}.pdf`)).toEqual(changed)

    // The copied image is served by the site like any uploaded one.
    const res = await getFile('media', `${name}.jpg`)
    expect(res.headers.get('content-type')).toBe('image/jpeg')
    expect(Buffer.from(await res.arrayBuffer())).toEqual(jpg.data)
    fs.rmSync(mediaDir, { recursive: true, force: true })
  })

  it('says what to set when S3_BUCKET is unset', async () => {
    const result = await run({ S3_BUCKET: '' })
    expect(result.status).toBe(2)
    expect(result.stderr).toMatch(/S3_BUCKET is not set, so there is no bucket to copy to\. Set S3_BUCKET/)
  })
})

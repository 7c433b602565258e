// How uploaded files are served by Payload's REST route: sandboxed, never sniffed, downloads as
// attachments, 404 for missing files and nothing from outside the upload folders.
import fs from 'node:fs'
import path from 'node:path'
import config from '@payload-config'
import { REST_GET } from '@payloadcms/next/routes'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { env } from '@/lib/env'
import { attachmentHeader, fileInside } from '@/uploads/serveFile'
import { testPayload } from '../support/int/payload'
import { keepUploadsAsFound } from '../support/int/uploadCleanup'
import * as files from '../support/uploadFiles'

const restGet = REST_GET(config)

/** GET /api/<collection>/file/<name>, with `name` as the route receives it (already decoded once). */
const getFile = (collection: string, name: string, headers: HeadersInit = {}) =>
  restGet(new Request(`http://localhost:3999/api/${collection}/file/x`, { headers }), {
    params: Promise.resolve({ slug: [collection, 'file', name] }),
  })

let payload: Payload
let image: string
let document: string

let restoreUploads: (() => Promise<void>) | undefined

beforeAll(async () => {
  payload = await testPayload()
  restoreUploads = await keepUploadsAsFound(payload)
  const png = await files.raster('png')
  image = (
    await payload.create({
      collection: 'media',
      data: { decorative: true },
      file: { ...png, size: png.data.length },
      overrideAccess: true,
    })
  ).filename!
  const category = await payload.find({ collection: 'download-categories', limit: 1, overrideAccess: true })
  const pdf = await files.pdf('Exam fees 2026 – Kandy.pdf')
  document = (
    await payload.create({
      collection: 'downloads',
      data: { title: 'Fees', category: category.docs[0].id },
      file: { ...pdf, size: pdf.data.length },
      overrideAccess: true,
    })
  ).filename!
})

afterAll(async () => restoreUploads?.())

describe('an uploaded image', () => {
  it('is served inline with a sandboxing policy and nosniff', async () => {
    const res = await getFile('media', image)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/png')
    expect(res.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'")
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('content-disposition')).toBeNull()
    const body = Buffer.from(await res.arrayBuffer())
    expect(body.subarray(1, 4).toString()).toBe('PNG')
    expect(Number(res.headers.get('content-length'))).toBe(body.length)
  })

  it('answers a byte range with 206 and an unsatisfiable one with 416', async () => {
    const part = await getFile('media', image, { range: 'bytes=0-7' })
    expect(part.status).toBe(206)
    expect(part.headers.get('content-range')).toMatch(/^bytes 0-7\/\d+$/)
    expect((await part.arrayBuffer()).byteLength).toBe(8)
    const beyond = await getFile('media', image, { range: 'bytes=999999-' })
    expect(beyond.status).toBe(416)
  })
})

describe('a download', () => {
  it('is served as an attachment under its name, sandboxed and not sniffed', async () => {
    const res = await getFile('downloads', document)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    expect(res.headers.get('content-disposition')).toBe(attachmentHeader(document))
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="Exam fees 2026 _ Kandy.*\.pdf"; filename\*=UTF-8''Exam%20fees%202026%20%E2%80%93%20Kandy/,
    )
    expect(res.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'")
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
  })
})

describe('a file in the folder that is not an accepted kind (stored before these rules)', () => {
  it('is only offered as an opaque download', async () => {
    const old = path.join(env().mediaDir, 'images', 'old-page.png')
    fs.writeFileSync(old, '<html><script>alert(1)</script></html>')
    const res = await getFile('media', 'old-page.png')
    fs.rmSync(old)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/octet-stream')
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="old-page\.png"/)
    expect(res.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'")
  })
})

describe('a file that is not there', () => {
  it.each(['media', 'downloads'])('answers 404 in %s', async (collection) => {
    const res = await getFile(collection, 'no-such-file.pdf')
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ errors: [{ message: 'Not Found' }] })
  })

  // Names as the route receives them, after the one decoding the URL gets.
  it.each([
    '..%2f..%2fetc%2fpasswd',
    '../../etc/passwd',
    '..\\..\\etc\\passwd',
    '/etc/passwd',
    '..',
    '.',
    'passwd\u0000.png',
    '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    `${path.relative(path.join(env().mediaDir, 'images'), '/etc/passwd')}`,
  ])('never leaves the folder: %j answers 4xx', async (name) => {
    for (const collection of ['media', 'downloads']) {
      const res = await getFile(collection, name)
      expect(res.status).toBeGreaterThanOrEqual(400)
      expect(res.status).toBeLessThan(500)
      expect(await res.text()).not.toMatch(/root:/)
    }
  })

  it('does not serve a neighbouring collection\u2019s file', async () => {
    expect((await getFile('downloads', image)).status).toBe(404)
    expect((await getFile('media', `../files/${document}`)).status).toBeGreaterThanOrEqual(400)
  })
})

describe('fileInside', () => {
  it('accepts plain names and refuses everything that could leave the folder', () => {
    const dir = '/srv/media/images'
    expect(fileInside(dir, 'photo.jpg')).toBe('/srv/media/images/photo.jpg')
    expect(fileInside(dir, 'a..b.jpg')).toBe('/srv/media/images/a..b.jpg')
    for (const name of ['', '.', '..', '../x', 'a/b', 'a\\b', '/etc/passwd', 'x\u0000y', 'x\ny'])
      expect(fileInside(dir, name)).toBeUndefined()
  })
})

describe('isUploadedFilePath (for the proxy that sets every response’s policy)', () => {
  it('names the file routes of the upload collections and inbox exports, and nothing else', async () => {
    const { isUploadedFilePath } = await import('@/lib/securityHeaders')
    expect(isUploadedFilePath('/api/media/file/photo.jpg')).toBe(true)
    expect(isUploadedFilePath('/api/downloads/file/fees.pdf')).toBe(true)
    expect(isUploadedFilePath('/api/exports/file/inbox.csv')).toBe(true)
    for (const p of [
      '/api/media',
      '/api/media/1',
      '/api/exports/download',
      '/api/users/file/x',
      '/media/file/x',
      '/api/downloads/filex',
    ])
      expect(isUploadedFilePath(p)).toBe(false)
  })
})

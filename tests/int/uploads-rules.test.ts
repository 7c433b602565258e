// Each upload case through Payload's REST API as the admin sends it (multipart, signed in):
// the answer's status and message, what was stored, and the security log line for refusals.
import fs from 'node:fs'
import path from 'node:path'
import config from '@payload-config'
import { REST_POST } from '@payloadcms/next/routes'
import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { env } from '@/lib/env'
import { testPayload } from '../support/int/payload'
import { keepUploadsAsFound } from '../support/int/uploadCleanup'
import { staffToken } from '../support/int/staff'
import * as files from '../support/uploadFiles'
import type { TestFile } from '../support/uploadFiles'

const restPost = REST_POST(config)
const CLIENT = '203.0.113.40'
type Collection = 'media' | 'downloads'

let payload: Payload
let token: string
let categoryId: number

let restoreUploads: (() => Promise<void>) | undefined

beforeAll(async () => {
  payload = await testPayload()
  restoreUploads = await keepUploadsAsFound(payload)
  token = await staffToken(payload, 'uploads-editor@example.lk')
  const category = await payload.find({ collection: 'download-categories', limit: 1, overrideAccess: true })
  categoryId = category.docs[0].id
})

afterAll(async () => restoreUploads?.())

const folder = (collection: Collection) => path.join(env().mediaDir, collection === 'media' ? 'images' : 'files')

/** Posts a file the way the admin's upload form does (signed in unless `asVisitor`). */
function upload(collection: Collection, file: TestFile, fields: Record<string, unknown> = {}, asVisitor = false) {
  const form = new FormData()
  const data =
    collection === 'downloads'
      ? { title: `Test ${file.name}`, category: categoryId, ...fields }
      : { alt: `Test ${file.name}`, ...fields }
  form.set('_payload', JSON.stringify(data))
  form.set('file', new Blob([new Uint8Array(file.data)], { type: file.mimetype }), file.name)
  const request = new Request(`http://localhost:3999/api/${collection}`, {
    method: 'POST',
    body: form,
    headers: { ...(asVisitor ? {} : { authorization: `JWT ${token}` }), 'x-client-address': CLIENT },
  })
  return restPost(request, { params: Promise.resolve({ slug: [collection] }) })
}

/** The collection's documents and its folder's files: nothing may change when an upload is refused. */
async function stored(collection: Collection) {
  const { totalDocs } = await payload.count({ collection, overrideAccess: true })
  const names = fs.existsSync(folder(collection)) ? fs.readdirSync(folder(collection)).sort() : []
  return { totalDocs, names }
}

/** Security log lines written while `run` ran. */
async function securityLines(run: () => Promise<unknown>) {
  const lines: Record<string, unknown>[] = []
  const spy = vi.spyOn(console, 'warn').mockImplementation((line: unknown) => {
    if (typeof line === 'string' && line.startsWith('{"security"')) lines.push(JSON.parse(line))
  })
  try {
    await run()
  } finally {
    spy.mockRestore()
  }
  return lines
}

afterEach(() => vi.restoreAllMocks())

async function expectRefused(collection: Collection, file: TestFile, status: number, message: RegExp, reason: string) {
  const before = await stored(collection)
  let res: Response | undefined
  const lines = await securityLines(async () => (res = await upload(collection, file)))
  expect(res!.status).toBe(status)
  const body = (await res!.json()) as { errors: { message: string }[] }
  expect(body.errors[0].message).toMatch(message)
  expect(await stored(collection)).toEqual(before)
  expect(lines).toContainEqual(
    expect.objectContaining({ security: 'upload-refused', collection, reason, client: CLIENT }),
  )
}

async function expectAccepted(collection: Collection, file: TestFile, mime: string, filename: RegExp) {
  const res = await upload(collection, file)
  const body = (await res.json()) as { doc: { mimeType: string; filename: string; width?: number } }
  expect(res.status, JSON.stringify(body)).toBe(201)
  expect(body.doc.mimeType).toBe(mime)
  expect(body.doc.filename).toMatch(filename)
  expect(fs.existsSync(path.join(folder(collection), body.doc.filename))).toBe(true)
  return body.doc
}

describe('Media takes raster images, recognised by their content', () => {
  it.each([
    ['jpeg', 'image/jpeg', /\.jpg$/],
    ['png', 'image/png', /\.png$/],
    ['webp', 'image/webp', /\.webp$/],
    ['avif', 'image/avif', /\.avif$/],
    ['gif', 'image/gif', /\.gif$/],
  ] as const)('a %s image is stored (201)', async (format, mime, name) => {
    const doc = await expectAccepted('media', await files.raster(format), mime, name)
    expect(doc.width).toBe(64)
  })

  it('a PNG named .jpg is stored as .png with its real type', async () => {
    const png = await files.raster('png')
    await expectAccepted(
      'media',
      { ...png, name: 'holiday.jpg', mimetype: 'image/jpeg' },
      'image/png',
      /^holiday.*\.png$/,
    )
  })

  it('an HTML page named .png is refused (400)', async () => {
    await expectRefused('media', files.htmlAsPng(), 400, /not a recognised file type, whatever its name says/, 'type')
  })

  it('an SVG with a script is refused (400)', async () => {
    await expectRefused('media', files.svgWithScript(), 400, /SVG files are not accepted/, 'svg')
  })

  it('an SVG sent as image/png is still refused (400)', async () => {
    await expectRefused(
      'media',
      { ...files.svgWithScript(), name: 'logo.png', mimetype: 'image/png' },
      400,
      /SVG files are not accepted/,
      'svg',
    )
  })

  it('a PDF is refused as an image (400)', async () => {
    await expectRefused('media', await files.pdf('poster.jpg'), 400, /its content is PDF/, 'type')
  })

  it('a PNG whose header claims 50000 × 50000 pixels is refused before decoding (400)', async () => {
    await expectRefused(
      'media',
      files.pngClaiming(50_000, 50_000),
      400,
      /50000 × 50000 pixels; images can be at most 4000 pixels on a side/,
      'too-many-pixels',
    )
  })

  it('a PNG 4001 pixels wide is refused (400)', async () => {
    await expectRefused('media', files.pngClaiming(4001, 10), 400, /4001 × 10 pixels/, 'too-many-pixels')
  })

  it('a GIF of 11 frames on a 2000 × 2000 canvas (44 megapixels decoded) is refused (400)', async () => {
    await expectRefused(
      'media',
      files.gifClaiming(2000, 2000, 11),
      400,
      /2000 × 2000 pixels × 11 frames/,
      'too-many-pixels',
    )
  })

  it('a GIF of 10 frames on a 400 × 300 canvas is stored (201)', async () => {
    await expectAccepted('media', files.gifClaiming(400, 300, 10), 'image/gif', /\.gif$/)
  })

  it('an image over 10 MB is refused (413)', async () => {
    await expectRefused(
      'media',
      await files.noisyPng(10.2 * 1024 * 1024),
      413,
      /images can be at most 10 MB|an image can be at most 10 MB/,
      'too-large',
    )
  })
})

describe('Downloads take PDF, DOCX, XLSX, PPTX and ZIP, recognised by their content', () => {
  it.each([
    ['a PDF', () => files.pdf(), 'application/pdf', /\.pdf$/],
    [
      'a DOCX',
      () => files.office('docx'),
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      /\.docx$/,
    ],
    [
      'an XLSX',
      () => files.office('xlsx'),
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      /\.xlsx$/,
    ],
    [
      'a PPTX',
      () => files.office('pptx'),
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      /\.pptx$/,
    ],
    ['a ZIP', () => files.zip(), 'application/zip', /\.zip$/],
  ] as const)('%s is stored (201)', async (_, make, mime, name) => {
    await expectAccepted('downloads', await make(), mime, name)
  })

  it('a PDF named .docx is stored as .pdf', async () => {
    await expectAccepted('downloads', await files.pdf('syllabus.docx'), 'application/pdf', /^syllabus.*\.pdf$/)
  })

  it('an XLSX named .zip is stored as .xlsx: the parts inside tell them apart', async () => {
    await expectAccepted(
      'downloads',
      files.office('xlsx', 'fees.zip'),
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      /^fees.*\.xlsx$/,
    )
  })

  it('a macro-enabled Word file (DOCM) is refused (400)', async () => {
    await expectRefused('downloads', files.office('docm', 'form.docx'), 400, /its content is DOCM/, 'type')
  })

  it('an HTML page named .pdf is refused (400)', async () => {
    await expectRefused(
      'downloads',
      { ...files.htmlAsPng(), name: 'results.pdf', mimetype: 'application/pdf' },
      400,
      /not a recognised file type/,
      'type',
    )
  })

  it('an image is refused as a download (400)', async () => {
    await expectRefused('downloads', await files.raster('png'), 400, /its content is PNG/, 'type')
  })

  it('an SVG is refused as a download (400)', async () => {
    await expectRefused('downloads', files.svgWithScript(), 400, /SVG files are not accepted/, 'svg')
  })

  it('a file over 25 MB is refused while it is read (413), before any hook', async () => {
    await expectRefused('downloads', files.oversizedPdf(25 * 1024 * 1024 + 10), 413, /larger than 25 MB/, 'too-large')
  })

  it('a file over 25 MB given to the Local API is refused too (413)', async () => {
    const before = await stored('downloads')
    const big = files.oversizedPdf(25 * 1024 * 1024 + 10)
    await expect(
      payload.create({
        collection: 'downloads',
        data: { title: 'Huge', category: categoryId },
        file: { ...big, size: big.data.length },
        overrideAccess: true,
      }),
    ).rejects.toMatchObject({ status: 413, message: expect.stringMatching(/a document can be at most 25 MB/) })
    expect(await stored('downloads')).toEqual(before)
  })
})

describe('visitors', () => {
  it('cannot upload at all: 403 before any inspection, and no upload-refused line', async () => {
    for (const [collection, file] of [
      ['media', await files.raster('png')],
      ['media', files.svgWithScript()],
      ['downloads', await files.pdf()],
    ] as const) {
      const before = await stored(collection)
      let res: Response | undefined
      const lines = await securityLines(async () => (res = await upload(collection, file, {}, true)))
      expect(res!.status).toBe(403)
      expect(lines).toEqual([])
      expect(await stored(collection)).toEqual(before)
    }
  })
})

describe('updates are checked like creates', () => {
  it('replacing a media file with an SVG is refused and keeps the old file', async () => {
    const doc = await payload.create({
      collection: 'media',
      data: { decorative: true },
      file: { ...(await files.raster('png')), size: 0 },
      overrideAccess: true,
    })
    const svg = files.svgWithScript()
    await expect(
      payload.update({
        collection: 'media',
        id: doc.id,
        data: {},
        file: { ...svg, size: svg.data.length },
        overrideAccess: true,
      }),
    ).rejects.toMatchObject({ status: 400 })
    const after = await payload.findByID({ collection: 'media', id: doc.id, overrideAccess: true })
    expect(after.filename).toBe(doc.filename)
  })
})

describe('the body limits line up', () => {
  it("Next's proxy keeps whole any body Payload parses: Payload answers 413, not a cut-off body's error", async () => {
    const { default: nextConfig } = await import('../../next.config.mjs')
    const { multipartLimits } = await import('@/uploads/multipart')
    expect(nextConfig.experimental?.proxyClientMaxBodySize).toBeGreaterThan(multipartLimits.requestSizeLimit!)
    expect(multipartLimits.limits?.fileSize).toBe(25 * 1024 * 1024)
  })
})

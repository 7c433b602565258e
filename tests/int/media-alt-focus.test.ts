// Images that serve the site: alt text required unless decorative, size limits with messages an
// editor can act on, and the focal point carried into what the site renders.
import config from '@payload-config'
import { REST_POST } from '@payloadcms/next/routes'
import type { Payload } from 'payload'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MediaImage } from '@/components/ui/MediaImage'
import { mediaPath } from '@/lib/urls'
import { markImagesWithoutAltDecorative } from '@/uploads/altMigration'
import { ALT_TEXT_REQUIRED } from '@/uploads/altText'
import { testPayload } from '../support/int/payload'
import { staffToken } from '../support/int/staff'
import { keepUploadsAsFound } from '../support/int/uploadCleanup'
import * as files from '../support/uploadFiles'
import type { TestFile } from '../support/uploadFiles'

const restPost = REST_POST(config)

let payload: Payload
let token: string
let restoreUploads: (() => Promise<void>) | undefined

beforeAll(async () => {
  payload = await testPayload()
  restoreUploads = await keepUploadsAsFound(payload)
  token = await staffToken(payload, 'media-editor@example.lk')
})

afterAll(async () => restoreUploads?.())

/** An image posted as the admin's upload form posts it: multipart, the fields in `_payload`. */
async function upload(file: TestFile, fields: Record<string, unknown>) {
  const form = new FormData()
  form.set('_payload', JSON.stringify(fields))
  form.set('file', new Blob([new Uint8Array(file.data)], { type: file.mimetype }), file.name)
  const res = await restPost(
    new Request('http://localhost:3999/api/media', {
      method: 'POST',
      body: form,
      headers: { authorization: `JWT ${token}` },
    }),
    { params: Promise.resolve({ slug: ['media'] }) },
  )
  return { status: res.status, body: (await res.json()) as Record<string, unknown> & { errors?: unknown[] } }
}

const count = async () => (await payload.count({ collection: 'media', overrideAccess: true })).totalDocs

describe('alt text', () => {
  it('is required unless the image is decorative: 400 with a message naming what to do, nothing stored', async () => {
    const before = await count()
    for (const fields of [{}, { alt: '   ' }, { alt: '', decorative: false }]) {
      const { status, body } = await upload(await files.raster('png'), fields)
      expect(status).toBe(400)
      const [error] = body.errors as { message: string; data: { errors: { path: string; message: string }[] } }[]
      expect(error.message).toBe('The following field is invalid: Alt text')
      expect(error.data.errors).toEqual([{ label: 'Alt text', path: 'alt', message: ALT_TEXT_REQUIRED }])
    }
    expect(await count()).toBe(before)
  })

  it('is accepted when written, and not needed for a decorative image', async () => {
    const written = await upload(await files.raster('png'), { alt: 'Students at the IELTS open day' })
    expect(written.status).toBe(201)
    const decorative = await upload(await files.raster('png'), { decorative: true })
    expect(decorative.status).toBe(201)
    expect(decorative.body.doc).toMatchObject({ decorative: true })
  })

  it('cannot be removed later from an image that is not decorative', async () => {
    const doc = await payload.create({
      collection: 'media',
      data: { alt: 'A poster' },
      file: { ...(await files.raster('png')), size: 0 },
      overrideAccess: true,
    })
    await expect(
      payload.update({ collection: 'media', id: doc.id, data: { alt: '' }, overrideAccess: true }),
    ).rejects.toMatchObject({
      status: 400,
    })
  })

  it('migration: images stored without alt text become decorative; the others keep theirs', async () => {
    const make = async (alt: string | null) => {
      const doc = await payload.create({
        collection: 'media',
        data: { decorative: true },
        file: { ...(await files.raster('png')), size: 0 },
        overrideAccess: true,
      })
      // As the row was before the rule: written straight to the database, past validation.
      await payload.db.updateOne({ collection: 'media', id: doc.id, data: { alt, decorative: false } })
      return doc.id
    }
    const [none, empty, kept] = [await make(null), await make(''), await make('Exam hall')]
    expect(await markImagesWithoutAltDecorative(payload, {})).toBeGreaterThanOrEqual(2)
    const read = (id: number) => payload.findByID({ collection: 'media', id, overrideAccess: true })
    expect(await read(none)).toMatchObject({ decorative: true })
    expect(await read(empty)).toMatchObject({ decorative: true })
    expect(await read(kept)).toMatchObject({ decorative: false, alt: 'Exam hall' })
  })
})

describe('size limits reach the REST client with their message', () => {
  it('refuses an image 4001 pixels wide (drawn by sharp) with 400 and the limit', async () => {
    const before = await count()
    const { status, body } = await upload(await files.raster('png', 4001, 30), { alt: 'Too wide' })
    expect(status).toBe(400)
    expect(JSON.stringify(body.errors)).toContain(
      'This image is 4001 × 30 pixels; images can be at most 4000 pixels on a side',
    )
    expect(await count()).toBe(before)
  })

  it('refuses an image 4001 pixels tall too, and takes one 4000 pixels on a side', async () => {
    expect((await upload(await files.raster('png', 30, 4001), { alt: 'Too tall' })).status).toBe(400)
    expect((await upload(await files.raster('png', 4000, 30), { alt: 'Just wide enough' })).status).toBe(201)
  })

  it('refuses an image over 10 MB with 413 and the limit', async () => {
    const before = await count()
    const { status, body } = await upload(await files.noisyPng(10.2 * 1024 * 1024), { alt: 'Too heavy' })
    expect(status).toBe(413)
    expect(JSON.stringify(body.errors)).toMatch(/an image can be at most 10 MB\. Make it smaller and upload it again\./)
    expect(await count()).toBe(before)
  })
})

describe('focal point', () => {
  it('is saved with the image and centres its crops on the site (object-position), with its alt text', async () => {
    const { status, body } = await upload(await files.raster('jpeg', 800, 400), {
      alt: 'Candidates leaving the exam hall',
      focalX: 30,
      focalY: 70,
    })
    expect(status).toBe(201)
    const doc = body.doc as { id: number; filename: string; focalX: number; focalY: number }
    expect(doc).toMatchObject({ focalX: 30, focalY: 70 })

    const html = renderToStaticMarkup(
      await MediaImage({ src: mediaPath(doc), width: 800, height: 400, className: 'object-cover' }),
    )
    expect(html).toMatch(/style="[^"]*object-position:30% 70%/)
    expect(html).toContain('alt="Candidates leaving the exam hall"')

    // A place that makes the image decoration keeps alt="" but still uses the focal point.
    const decoration = renderToStaticMarkup(
      await MediaImage({ src: mediaPath(doc), alt: '', fill: true, sizes: '100vw' }),
    )
    expect(decoration).toContain('alt=""')
    expect(decoration).toMatch(/object-position:30% 70%/)
  })

  it('renders a decorative image with alt="" and a centred one without object-position', async () => {
    const { body } = await upload(await files.raster('png'), { decorative: true, alt: 'ignored for decoration' })
    const html = renderToStaticMarkup(
      await MediaImage({ src: mediaPath(body.doc as { filename: string }), width: 64, height: 48 }),
    )
    expect(html).toContain('alt=""')
    expect(html).not.toContain('object-position')
  })
})

import 'server-only'
import { cache } from 'react'
import type { Media } from '@/payload-types'
import { ONLY_THESE_DOCUMENTS } from '@/lib/publicCache'
import { payloadClient } from '@/lib/payload'
import { altOf } from '@/uploads/altText'
import { MEDIA_FILE_PATH } from '@/lib/urls'

/** What the site needs to render an image beyond its path: its alt text and the point its crops keep. */
export type ImageDetails = { alt: string; position: string | undefined }

/** CSS object-position for a focal point in percent; undefined for the centre (the browser's default). */
export function focalPosition(doc: Pick<Media, 'focalX' | 'focalY'>): string | undefined {
  const x = clampPercent(doc.focalX)
  const y = clampPercent(doc.focalY)
  return x === 50 && y === 50 ? undefined : `${x}% ${y}%`
}

const clampPercent = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value) ? Math.round(Math.min(100, Math.max(0, value)) * 10) / 10 : 50

/** The stored file name of a public image path (`/api/media/file/…`), or undefined for anything else. */
export function mediaFilename(path: string): string | undefined {
  if (!path.startsWith(MEDIA_FILE_PATH)) return undefined
  try {
    return decodeURIComponent(path.slice(MEDIA_FILE_PATH.length))
  } catch {
    return undefined
  }
}

type Waiting = Map<string, ((details: ImageDetails | undefined) => void)[]>

// One loader per request: the images of a page are looked up together, in one query (the public
// shapes of spec §7 carry only paths, so alt text and focal points are read here, not added to them).
const requestLoader = cache(() => {
  let waiting: Waiting | undefined
  const flush = async (batch: Waiting) => {
    const payload = await payloadClient()
    const { docs } = await payload
      .find({
        collection: 'media',
        where: { filename: { in: [...batch.keys()] } },
        limit: batch.size,
        pagination: false,
        depth: 0,
        overrideAccess: false,
        select: { filename: true, alt: true, decorative: true, focalX: true, focalY: true },
        // Filenames are unique: the page shows these images, not the whole library (decision 041).
        ...ONLY_THESE_DOCUMENTS,
      })
      .catch(() => ({ docs: [] as Media[] }))
    const found = new Map(docs.map((doc) => [doc.filename, { alt: altOf(doc), position: focalPosition(doc) }]))
    for (const [name, resolvers] of batch) for (const resolve of resolvers) resolve(found.get(name))
  }
  return (filename: string) =>
    new Promise<ImageDetails | undefined>((resolve) => {
      if (!waiting) {
        const batch: Waiting = new Map()
        waiting = batch
        // Sibling components ask within the same turn; the query goes once they all have.
        setImmediate(() => {
          waiting = undefined
          void flush(batch)
        })
      }
      waiting.set(filename, [...(waiting.get(filename) ?? []), resolve])
    })
})

/** Alt text and focal point of the image at a public path; undefined when it is not a stored image. */
export function imageDetails(path: string): Promise<ImageDetails | undefined> {
  const filename = mediaFilename(path)
  return filename ? requestLoader()(filename) : Promise.resolve(undefined)
}

import { env } from './env'

type UploadDoc = { filename?: string | null } | number | null | undefined

/** Public path of an image, relative to the API host (as the public API's image fields are, docs/api.md). */
export const MEDIA_FILE_PATH = '/api/media/file/'

export function mediaPath(doc: UploadDoc): string {
  if (!doc || typeof doc !== 'object' || !doc.filename) return ''
  return `${MEDIA_FILE_PATH}${encodeURIComponent(doc.filename)}`
}

/** Path of a downloadable file under the files host. */
export function downloadPath(doc: UploadDoc): string {
  if (!doc || typeof doc !== 'object' || !doc.filename) return ''
  return `/api/downloads/file/${encodeURIComponent(doc.filename)}`
}

export function downloadUrl(path: string): string {
  return path ? `${env().filesBaseUrl}${path}` : ''
}

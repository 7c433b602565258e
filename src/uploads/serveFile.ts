import type { PayloadRequest } from 'payload'
import { UPLOADED_FILE_POLICY } from '@/lib/securityHeaders'
import type { FileStore } from './fileStore'
import type { UploadRules } from './rules'

export { fileInside } from './fileStore'

type Serve = 'inline' | 'attachment'

const notFound = () => Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })

/** `attachment; filename=…` with an ASCII fallback and the exact name in UTF-8 (RFC 6266). */
export function attachmentHeader(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_')
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`
}

/** One `bytes=a-b` range inside `size`; anything else is served whole (multiple ranges are optional in HTTP). */
function singleRange(
  header: string | null,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | undefined {
  const m = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null
  if (!m || (m[1] === '' && m[2] === '')) return undefined
  const start = m[1] === '' ? Math.max(0, size - Number(m[2])) : Number(m[1])
  const end = m[1] === '' || m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1)
  if (!Number.isSafeInteger(start) || start > end || start >= size) return 'unsatisfiable'
  return { start, end }
}

/** Sends the file (or the requested range of it) with the headers already decided; a 416 for a range beyond it. */
async function send(
  req: PayloadRequest,
  store: FileStore,
  name: string,
  size: number,
  headers: Headers,
): Promise<Response> {
  headers.set('Accept-Ranges', 'bytes')
  const range = singleRange(req.headers.get('range'), size)
  if (range === 'unsatisfiable') {
    headers.set('Content-Range', `bytes */${size}`)
    return new Response(null, { status: 416, headers })
  }
  const { start, end } = range ?? { start: 0, end: size - 1 }
  headers.set('Content-Length', String(size === 0 ? 0 : end - start + 1))
  if (range) headers.set('Content-Range', `bytes ${start}-${end}/${size}`)
  const body = size === 0 ? null : await store.read(name, start, end)
  return new Response(body, { status: range ? 206 : 200, headers })
}

/**
 * Payload's upload handler for `/api/<collection>/file/<name>`: serves files from the collection's
 * store only (its folder here, or its folder of the bucket), answers 404 for anything missing, and
 * sends each with a sandboxing policy; a file whose content is not one of the collection's kinds is
 * only ever offered as a download.
 */
export function serveUploadedFile(store: FileStore, rules: UploadRules, serve: Serve) {
  return async (req: PayloadRequest, { params }: { params: { filename: string } }): Promise<Response> => {
    const file = await store.look(params.filename)
    if (!file) return notFound()

    const known = rules.kinds.some((k) => k.mime === file.mime)
    const headers = new Headers({
      'Content-Type': known && file.mime ? file.mime : 'application/octet-stream',
      'Content-Security-Policy': UPLOADED_FILE_POLICY,
      'X-Content-Type-Options': 'nosniff',
    })
    if (serve === 'attachment' || !known) headers.set('Content-Disposition', attachmentHeader(params.filename))
    return send(req, store, params.filename, file.size, headers)
  }
}

/**
 * The handler for `/api/exports/file/<name>`: an inbox CSV export, which Payload serves only after
 * the collection's read access (signed-in staff) has passed. It holds visitors' details: always a
 * download, never kept by a shared cache or the browser's.
 */
export function serveExportFile(store: FileStore) {
  return async (req: PayloadRequest, { params }: { params: { filename: string } }): Promise<Response> => {
    const file = await store.look(params.filename)
    if (!file) return notFound()
    const headers = new Headers({
      // The plugin writes CSV here; a JSON export, should one be made through the API, keeps its type.
      'Content-Type': params.filename.endsWith('.json') ? 'application/json' : 'text/csv; charset=utf-8',
      'Content-Disposition': attachmentHeader(params.filename),
      'Cache-Control': 'private, no-store',
      'Content-Security-Policy': UPLOADED_FILE_POLICY,
      'X-Content-Type-Options': 'nosniff',
    })
    return send(req, store, params.filename, file.size, headers)
  }
}

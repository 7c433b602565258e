import { fileTypeFromBuffer } from 'file-type'
import { imageSize } from 'image-size'
import { type FileKind, type UploadRules, imageLimits, kindList, megabytes } from './rules'
import { gifFrames, webpFrames } from './frames'

export type RefusalReason = 'empty' | 'too-large' | 'svg' | 'type' | 'unmeasurable' | 'too-many-pixels'

export type Inspection =
  { ok: true; kind: FileKind; name: string } | { ok: false; reason: RefusalReason; status: 400 | 413; message: string }

const refuse = (reason: RefusalReason, message: string, status: 400 | 413 = 400): Inspection => ({
  ok: false,
  reason,
  status,
  message,
})

// SVG is XML text: file-type does not name it, so look for its root element near the start.
const looksLikeSvg = (data: Uint8Array, name: string) =>
  /\.svgz?$/i.test(name) || /<svg[\s>]/i.test(Buffer.from(data.subarray(0, 4096)).toString('latin1'))

/**
 * Decides whether `data` may be stored under `rules`, from its bytes alone: the client's file name
 * and MIME type are not trusted. Images are measured from their header; nothing here decodes pixels.
 */
export async function inspectUpload(rules: UploadRules, data: Uint8Array, name: string): Promise<Inspection> {
  if (data.length === 0) return refuse('empty', 'This file is empty. Choose the file again and upload it.')
  if (data.length > rules.maxBytes) {
    return refuse(
      'too-large',
      `This file is ${megabytes(data.length)}; ${rules.noun} can be at most ` +
        `${megabytes(rules.maxBytes)}. Make it smaller and upload it again.`,
      413,
    )
  }
  const detected = await fileTypeFromBuffer(data)
  const kind = rules.kinds.find((k) => k.mime === detected?.mime)
  if (!kind) {
    if (!detected && looksLikeSvg(data, name)) {
      return refuse(
        'svg',
        `SVG files are not accepted (they can carry scripts). Save it as ${kindList(rules)} and upload that.`,
      )
    }
    const found = detected
      ? `its content is ${detected.ext.toUpperCase()}`
      : 'its content is not a recognised file type'
    return refuse(
      'type',
      `This file cannot be ${rules.noun} here: ${found}, whatever its name says. Accepted: ${kindList(rules)}.`,
    )
  }
  if (kind.mime.startsWith('image/')) {
    const problem = sizeProblem(data, kind)
    if (problem) return problem
  }
  return { ok: true, kind, name: withExtension(name, kind) }
}

function sizeProblem(data: Uint8Array, kind: FileKind): Inspection | undefined {
  let width: number | undefined
  let height: number | undefined
  try {
    ;({ width, height } = imageSize(data))
  } catch {
    // handled below
  }
  if (!width || !height)
    return refuse(
      'unmeasurable',
      `This ${kind.label} image's size cannot be read; the file may be damaged. Save it again and upload it.`,
    )
  const frames = kind.mime === 'image/gif' ? gifFrames(data) : kind.mime === 'image/webp' ? webpFrames(data) : 1
  const { maxSide, maxPixels } = imageLimits
  const pixels = width * height * frames
  if (width > maxSide || height > maxSide || pixels > maxPixels) {
    const what = frames > 1 ? `${width} × ${height} pixels × ${frames} frames` : `${width} × ${height} pixels`
    return refuse(
      'too-many-pixels',
      `This image is ${what}; images can be at most ${maxSide} pixels on a side and ` +
        `${maxPixels / 1_000_000} megapixels in all. Resize it and upload it again.`,
    )
  }
  return undefined
}

/** The file's name with the extension its content calls for (a PDF named "notes.docx" is stored as notes.pdf). */
function withExtension(name: string, kind: FileKind): string {
  const dot = name.lastIndexOf('.')
  const base = dot > 0 ? name.slice(0, dot) : name
  const ext = dot > 0 ? name.slice(dot + 1).toLowerCase() : ''
  if (ext === kind.ext || (kind.ext === 'jpg' && ext === 'jpeg')) return name
  return `${base || 'file'}.${kind.ext}`
}

// What each upload collection accepts: the one place for kinds and limits (docs/uploads.md explains them).

export const MB = 1024 * 1024

/** A kind of file as recognised from its content: MIME type, the extension it is stored under, its name for people. */
export type FileKind = { mime: string; ext: string; label: string }

export type UploadRules = {
  /** Shown in messages: "an image", "a document". */
  noun: string
  kinds: FileKind[]
  maxBytes: number
}

/** Raster images only: no SVG (it can carry scripts; docs/decisions/019-uploads-checked-by-content.md). */
export const mediaRules: UploadRules = {
  noun: 'an image',
  kinds: [
    { mime: 'image/jpeg', ext: 'jpg', label: 'JPEG' },
    { mime: 'image/png', ext: 'png', label: 'PNG' },
    { mime: 'image/webp', ext: 'webp', label: 'WebP' },
    { mime: 'image/avif', ext: 'avif', label: 'AVIF' },
    { mime: 'image/gif', ext: 'gif', label: 'GIF' },
  ],
  maxBytes: 10 * MB,
}

/** The documents the site offers for download. */
export const downloadRules: UploadRules = {
  noun: 'a document',
  kinds: [
    { mime: 'application/pdf', ext: 'pdf', label: 'PDF' },
    {
      mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ext: 'docx',
      label: 'Word (DOCX)',
    },
    { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', ext: 'xlsx', label: 'Excel (XLSX)' },
    {
      mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      ext: 'pptx',
      label: 'PowerPoint (PPTX)',
    },
    { mime: 'application/zip', ext: 'zip', label: 'ZIP' },
  ],
  maxBytes: 25 * MB,
}

/** Images are measured from their header before anything decodes them. */
export const imageLimits = {
  maxSide: 4000,
  maxPixels: 40_000_000,
}

/** The largest file any collection takes: Payload's multipart parser stops reading beyond it (413). */
export const largestUpload = Math.max(mediaRules.maxBytes, downloadRules.maxBytes)

export const megabytes = (bytes: number) => `${Math.round((bytes / MB) * 10) / 10} MB`

/** "JPEG, PNG or GIF" */
export function kindList(rules: UploadRules): string {
  const labels = rules.kinds.map((k) => k.label)
  return `${labels.slice(0, -1).join(', ')} or ${labels[labels.length - 1]}`
}

/** What a candidate uploads with an entry: a bank slip or an access-arrangement document, photographed or scanned. */
export const entryDocumentRules: UploadRules = {
  noun: 'a photo or a PDF',
  kinds: [
    { mime: 'application/pdf', ext: 'pdf', label: 'PDF' },
    { mime: 'image/jpeg', ext: 'jpg', label: 'JPEG' },
    { mime: 'image/png', ext: 'png', label: 'PNG' },
    { mime: 'image/webp', ext: 'webp', label: 'WebP' },
  ],
  maxBytes: 10 * MB,
}

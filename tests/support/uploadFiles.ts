// Real files for the upload tests, made on the spot: sharp draws images, pdf-lib writes a PDF,
// fflate zips Office documents from their minimal parts, and a PNG header is written by hand.
import crypto from 'node:crypto'
import zlib from 'node:zlib'
import sharp from 'sharp'
import { PDFDocument } from 'pdf-lib'
import { strToU8, zipSync } from 'fflate'

export type TestFile = { data: Buffer; name: string; mimetype: string }

const file = (data: Buffer | Uint8Array, name: string, mimetype: string): TestFile => ({
  data: Buffer.from(data),
  name,
  mimetype,
})

export async function raster(
  format: 'jpeg' | 'png' | 'webp' | 'avif' | 'gif',
  width = 64,
  height = 48,
): Promise<TestFile> {
  const data = await sharp({ create: { width, height, channels: 3, background: '#1d4e89' } })
    .toFormat(format)
    .toBuffer()
  return file(data, `picture.${format === 'jpeg' ? 'jpg' : format}`, `image/${format}`)
}

/** A GIF of `frames` frames, each width × height (each its own colour: the encoder merges equal frames). */
export async function animatedGif(frames: number, width: number, height: number): Promise<TestFile> {
  const frame = (i: number) =>
    sharp({ create: { width, height, channels: 3, background: { r: (i * 23) % 256, g: 80, b: 160 } } })
      .png()
      .toBuffer()
  const data = await sharp(await Promise.all(Array.from({ length: frames }, (_, i) => frame(i))), {
    join: { animated: true },
  })
    .gif()
    .toBuffer()
  return file(data, 'animation.gif', 'image/gif')
}

/** A PNG of random pixels (incompressible), at least `bytes` long. */
export async function noisyPng(bytes: number): Promise<TestFile> {
  const side = Math.ceil(Math.sqrt(bytes / 3)) + 16
  const data = await sharp(crypto.randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer()
  return file(data, 'large-photo.png', 'image/png')
}

const chunk = (type: string, body: Buffer) => {
  const head = Buffer.alloc(4)
  head.writeUInt32BE(body.length)
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), body])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(zlib.crc32(typed))
  return Buffer.concat([head, typed, crc])
}

/** A tiny, well-formed PNG whose header claims width × height: a decompression bomb's calling card. */
export function pngClaiming(width: number, height: number): TestFile {
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  ihdr.set([8, 2, 0, 0, 0], 8) // 8-bit RGB, deflate, no filter, no interlace
  const data = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ])
  return file(data, 'bomb.png', 'image/png')
}

/** A GIF of a width × height canvas with `frames` one-pixel frames: a few bytes that decode to frames × canvas. */
export function gifClaiming(width: number, height: number, frames: number): TestFile {
  const screen = Buffer.alloc(13)
  screen.write('GIF89a', 0, 'ascii')
  screen.writeUInt16LE(width, 6)
  screen.writeUInt16LE(height, 8)
  screen[10] = 0x80 // a global colour table of two colours
  const palette = Buffer.from([0xff, 0xff, 0xff, 0, 0, 0])
  const frame = Buffer.from([0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0x02, 0x02, 0x44, 0x01, 0x00])
  const data = Buffer.concat([screen, palette, ...Array(frames).fill(frame), Buffer.from([0x3b])])
  return file(data, 'animation.gif', 'image/gif')
}

export async function pdf(name = 'timetable.pdf'): Promise<TestFile> {
  const doc = await PDFDocument.create()
  doc.addPage([200, 200]).drawText('Exam timetable', { x: 20, y: 100, size: 14 })
  return file(await doc.save(), name, 'application/pdf')
}

const officeMain = {
  docx: ['word/document.xml', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml'],
  xlsx: ['xl/workbook.xml', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml'],
  pptx: ['ppt/presentation.xml', 'application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml'],
  docm: ['word/document.xml', 'application/vnd.ms-word.document.macroEnabled.main+xml'],
} as const

/** An Office Open XML package with its content types and main part: what tells DOCX, XLSX and PPTX apart. */
export function office(kind: keyof typeof officeMain, name = `document.${kind}`): TestFile {
  const [part, type] = officeMain[kind]
  const types =
    '<?xml version="1.0" encoding="UTF-8"?><Types ' +
    'xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ' +
    `ContentType="application/xml"/><Override PartName="/${part}" ContentType="${type}"/></Types>`
  const data = zipSync({ '[Content_Types].xml': strToU8(types), [part]: strToU8('<?xml version="1.0"?><root/>') })
  return file(data, name, 'application/octet-stream')
}

export function zip(name = 'past-papers.zip'): TestFile {
  return file(
    zipSync({ 'paper-1.txt': strToU8('Question 1'), 'paper-2.txt': strToU8('Question 2') }),
    name,
    'application/zip',
  )
}

export const htmlAsPng = (): TestFile =>
  file(
    Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>'),
    'innocent.png',
    'image/png',
  )

export const svgWithScript = (): TestFile =>
  file(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script></svg>',
    ),
    'logo.svg',
    'image/svg+xml',
  )

/** `bytes` of random data behind a PDF signature: only its size matters. */
export const oversizedPdf = (bytes: number): TestFile =>
  file(Buffer.concat([Buffer.from('%PDF-1.7\n'), crypto.randomBytes(bytes)]), 'huge.pdf', 'application/pdf')

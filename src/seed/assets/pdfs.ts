import { PDFDocument, StandardFonts, rgb, type PDFFont } from 'pdf-lib'
import type { GeneratedFile } from './images'

const navy = rgb(0x12 / 255, 0x35 / 255, 0x5b / 255)
const amber = rgb(0xf4 / 255, 0xa6 / 255, 0x2a / 255)
const ink = rgb(0.2, 0.24, 0.3)

function wrap(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word
    if (font.widthOfTextAtSize(next, size) <= maxWidth) line = next
    else {
      if (line) lines.push(line)
      line = word
    }
  }
  if (line) lines.push(line)
  return lines
}

/** A small, real A4 PDF for the demo downloads. */
export async function renderDemoPdf(o: { title: string; subtitle?: string; paragraphs: string[]; name: string }): Promise<GeneratedFile> {
  const pdf = await PDFDocument.create()
  pdf.setTitle(o.title)
  pdf.setAuthor('Lyceum Assessments')
  pdf.setCreationDate(new Date('2026-01-01T00:00:00Z'))
  const regular = await pdf.embedFont(StandardFonts.Helvetica)
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold)
  const page = pdf.addPage([595.28, 841.89])
  const { width, height } = page.getSize()
  const margin = 56

  page.drawRectangle({ x: 0, y: height - 96, width, height: 96, color: navy })
  page.drawRectangle({ x: margin, y: height - 100, width: 64, height: 4, color: amber })
  page.drawText('Lyceum Assessments', { x: margin, y: height - 58, size: 20, font: bold, color: rgb(1, 1, 1) })

  let y = height - 150
  for (const line of wrap(o.title, bold, 22, width - margin * 2)) {
    page.drawText(line, { x: margin, y, size: 22, font: bold, color: navy })
    y -= 28
  }
  if (o.subtitle) {
    page.drawText(o.subtitle, { x: margin, y: y - 4, size: 12, font: regular, color: ink })
    y -= 36
  }
  for (const paragraph of o.paragraphs) {
    for (const line of wrap(paragraph, regular, 11, width - margin * 2)) {
      page.drawText(line, { x: margin, y, size: 11, font: regular, color: ink })
      y -= 16
    }
    y -= 10
  }
  page.drawText('Demo document generated for the Lyceum Assessments website', { x: margin, y: 40, size: 8, font: regular, color: ink })

  const data = Buffer.from(await pdf.save())
  return { data, mimetype: 'application/pdf', name: o.name, size: data.length }
}

// Small, real A4 PDFs for the demo downloads, drawn with pdf-lib's standard fonts (nothing embedded).
import { type PDFFont, type PDFPage, PDFDocument, StandardFonts, rgb } from 'pdf-lib'
import type { GeneratedFile } from './images'
import { brand } from './palette'

const hex = (h: string) =>
  rgb(parseInt(h.slice(1, 3), 16) / 255, parseInt(h.slice(3, 5), 16) / 255, parseInt(h.slice(5, 7), 16) / 255)

const navy = hex(brand.navy)
const teal = hex(brand.teal)
const amber = hex(brand.amber)
const white = hex(brand.white)
const ink = rgb(0.17, 0.21, 0.27)
const muted = rgb(0.42, 0.46, 0.52)

const A4: [number, number] = [595.28, 841.89]
const margin = 56
const footerY = 36
const company = 'Lyceum Assessments'
const footerText = 'Demo document generated for the Lyceum Assessments website'
// Fixed dates keep the bytes identical between seed runs.
const documentDate = new Date('2026-01-01T00:00:00Z')

type Fonts = { regular: PDFFont; bold: PDFFont }

/** Standard fonts only cover WinAnsi; anything else (e.g. Sinhala or Tamil) becomes "?" instead of throwing. */
function encodable(text: string, font: PDFFont): string {
  return [...text.replace(/[\u2192]/g, '->')]
    .map((ch) => {
      try {
        font.widthOfTextAtSize(ch, 10)
        return ch
      } catch {
        return '?'
      }
    })
    .join('')
}

/** Greedy word wrap measured with the real font metrics. */
function wrapPdfText(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word
    if (!line || font.widthOfTextAtSize(next, size) <= maxWidth) line = next
    else {
      lines.push(line)
      line = word
    }
  }
  if (line) lines.push(line)
  return lines
}

/** The emblem from the artwork: amber rounded square, navy open book and dot. */
function emblem(page: PDFPage, x: number, y: number, s: number): void {
  const k = s / 100
  page.drawSvgPath('M24 0H76A24 24 0 0 1 100 24V76A24 24 0 0 1 76 100H24A24 24 0 0 1 0 76V24A24 24 0 0 1 24 0Z', {
    x,
    y: y + s,
    scale: k,
    color: amber,
  })
  page.drawSvgPath('M20 50L50 62L80 50V74L50 86L20 74Z', { x, y: y + s, scale: k, color: navy })
  page.drawCircle({ x: x + 50 * k, y: y + s - 32 * k, size: 11 * k, color: navy })
}

/** The full header band on page one; later pages get a slim strip. */
function drawHeader(page: PDFPage, fonts: Fonts, first: boolean): number {
  const { width, height } = page.getSize()
  const bandH = first ? 104 : 40
  page.drawRectangle({ x: 0, y: height - bandH, width, height: bandH, color: navy })
  page.drawRectangle({ x: 0, y: height - bandH - 4, width: width * 0.62, height: 4, color: amber })
  page.drawRectangle({ x: width * 0.62, y: height - bandH - 4, width: width * 0.38, height: 4, color: teal })
  if (!first) {
    page.drawText(company, { x: margin, y: height - 26, size: 11, font: fonts.bold, color: white })
    return height - bandH - 44
  }
  emblem(page, margin, height - 76, 44)
  page.drawText(company, { x: margin + 58, y: height - 52, size: 20, font: fonts.bold, color: white })
  page.drawText('Examinations  |  Assessments  |  School Excellence', {
    x: margin + 58,
    y: height - 70,
    size: 9,
    font: fonts.regular,
    color: hex(brand.sky),
  })
  return height - bandH - 56
}

function drawFooter(page: PDFPage, fonts: Fonts, index: number, total: number): void {
  const { width } = page.getSize()
  page.drawLine({
    start: { x: margin, y: footerY + 14 },
    end: { x: width - margin, y: footerY + 14 },
    thickness: 0.5,
    color: muted,
  })
  page.drawText(footerText, { x: margin, y: footerY, size: 8, font: fonts.regular, color: muted })
  const label = `Page ${index + 1} of ${total}`
  page.drawText(label, {
    x: width - margin - fonts.regular.widthOfTextAtSize(label, 8),
    y: footerY,
    size: 8,
    font: fonts.regular,
    color: muted,
  })
}

/** Writes lines top-down and starts a new page when the footer is reached. */
class Writer {
  private page: PDFPage
  private y: number
  constructor(
    private readonly pdf: PDFDocument,
    private readonly fonts: Fonts,
  ) {
    this.page = pdf.addPage(A4)
    this.y = drawHeader(this.page, fonts, true)
  }

  lines(text: string, font: PDFFont, size: number, leading: number, color = ink): void {
    const maxWidth = this.page.getWidth() - margin * 2
    for (const line of wrapPdfText(encodable(text, font), font, size, maxWidth)) {
      if (this.y - leading < footerY + 30) this.newPage()
      this.page.drawText(line, { x: margin, y: this.y - size, size, font, color })
      this.y -= leading
    }
  }

  gap(points: number): void {
    this.y -= points
  }

  rule(): void {
    this.page.drawRectangle({ x: margin, y: this.y, width: 48, height: 3, color: amber })
    this.y -= 22
  }

  private newPage(): void {
    this.page = this.pdf.addPage(A4)
    this.y = drawHeader(this.page, this.fonts, false)
  }
}

/** A small, real A4 PDF (one or two pages, a few KB) for the demo downloads. */
export async function renderDemoPdf(o: {
  title: string
  subtitle?: string
  paragraphs: string[]
  name: string
}): Promise<GeneratedFile> {
  const pdf = await PDFDocument.create()
  pdf.setTitle(o.title)
  pdf.setAuthor(company)
  pdf.setSubject(o.subtitle ?? 'Demo document')
  pdf.setCreator('Lyceum Assessments website seed')
  pdf.setProducer('pdf-lib')
  pdf.setCreationDate(documentDate)
  pdf.setModificationDate(documentDate)
  const fonts: Fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  }

  const w = new Writer(pdf, fonts)
  if (o.subtitle) w.lines(o.subtitle.toUpperCase(), fonts.bold, 9.5, 18, teal)
  w.lines(o.title, fonts.bold, 24, 29, navy)
  w.gap(8)
  w.rule()
  for (const paragraph of o.paragraphs) {
    w.lines(paragraph, fonts.regular, 10.5, 15.5)
    w.gap(9)
  }

  const pages = pdf.getPages()
  pages.forEach((page, i) => drawFooter(page, fonts, i, pages.length))
  const data = Buffer.from(await pdf.save())
  return { data, mimetype: 'application/pdf', name: o.name, size: data.length }
}

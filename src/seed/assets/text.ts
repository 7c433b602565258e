// Text helpers for SVG artwork: escaping, width estimates and word wrapping.
// librsvg renders the text with system fonts (DejaVu Sans here), so widths are estimated, not measured.

export const fontFamily = 'DejaVu Sans, Liberation Sans, Arial, sans-serif'

export const escapeXml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;')

// Advance widths in em for DejaVu Sans Bold, grouped by glyph shape (calibrated against sharp renders).
const narrow = new Set([..."ijl.,:;!'|Ii"])
const slim = new Set([...'ft()[]-r/ '])
const wide = new Set([...'mwMW@%'])

function charEm(c: string): number {
  if (narrow.has(c)) return 0.36
  if (slim.has(c)) return 0.48
  if (wide.has(c)) return 1.02
  if (/[A-Z]/.test(c)) return 0.78
  if (/[0-9]/.test(c)) return 0.7
  return 0.66
}

/** Estimated rendered width in px; regular weight is about 10 % narrower than bold. */
export function textWidth(text: string, size: number, bold = true, letterSpacing = 0): number {
  let em = 0
  for (const c of text) em += charEm(c)
  return em * size * (bold ? 1 : 0.9) + letterSpacing * Math.max(0, [...text].length - 1)
}

export type FitOptions = {
  maxWidth: number
  maxLines: number
  size: number
  minSize: number
  bold?: boolean
  letterSpacing?: (size: number) => number
}

/** Breaks a word wider than the line into hyphenated pieces that fit. */
function splitLongWord(word: string, size: number, maxWidth: number, bold: boolean, spacing: number): string[] {
  if (textWidth(word, size, bold, spacing) <= maxWidth) return [word]
  const pieces: string[] = []
  let piece = ''
  for (const ch of word) {
    if (piece && textWidth(`${piece}${ch}-`, size, bold, spacing) > maxWidth) {
      pieces.push(`${piece}-`)
      piece = ''
    }
    piece += ch
  }
  return [...pieces, piece]
}

/** Greedy word wrap at one font size; over-long words are hyphenated so no line can overflow. */
function wrapText(text: string, size: number, maxWidth: number, bold = true, spacing = 0): string[] {
  const words = text
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((w) => splitLongWord(w, size, maxWidth, bold, spacing))
  const lines: string[] = []
  let line = ''
  for (const word of words) {
    const next = line ? `${line} ${word}` : word
    if (!line || textWidth(next, size, bold, spacing) <= maxWidth) line = next
    else {
      lines.push(line)
      line = word
    }
  }
  if (line) lines.push(line)
  return lines
}

const fits = (lines: string[], o: FitOptions, size: number) =>
  lines.length <= o.maxLines &&
  lines.every((l) => textWidth(l, size, o.bold ?? true, o.letterSpacing?.(size) ?? 0) <= o.maxWidth)

/** Font sizes to try, largest first: 6 % steps down to the minimum. */
function candidateSizes(size: number, minSize: number): number[] {
  const sizes: number[] = []
  for (let s = Math.round(size); s > minSize; s = Math.floor(s * 0.94)) sizes.push(s)
  return [...sizes, minSize]
}

/** Shrinks the font step by step until the text wraps into maxLines; ellipsis only as a last resort. */
export function fitText(text: string, o: FitOptions): { lines: string[]; size: number } {
  for (const size of candidateSizes(o.size, o.minSize)) {
    const lines = wrapText(text, size, o.maxWidth, o.bold ?? true, o.letterSpacing?.(size) ?? 0)
    if (fits(lines, o, size)) return { lines: balance(text, lines, size, o), size }
  }
  return { lines: truncate(text, o), size: o.minSize }
}

/** Narrows the measure while the line count holds, so the last line is not a lonely word. */
function balance(text: string, lines: string[], size: number, o: FitOptions): string[] {
  const bold = o.bold ?? true
  const spacing = o.letterSpacing?.(size) ?? 0
  let best = lines
  for (let width = o.maxWidth * 0.97; lines.length > 1 && width > o.maxWidth * 0.4; width *= 0.97) {
    const next = wrapText(text, size, width, bold, spacing)
    if (next.length !== lines.length || next.some((l) => textWidth(l, size, bold, spacing) > width)) break
    best = next
  }
  return best
}

/** Cuts the text to whole words that fit, ending with an ellipsis. */
function truncate(text: string, o: FitOptions): string[] {
  const spacing = o.letterSpacing?.(o.minSize) ?? 0
  const lines = wrapText(text, o.minSize, o.maxWidth, o.bold ?? true, spacing).slice(0, o.maxLines)
  const last = lines.length - 1
  while (lines[last].length > 1 && textWidth(`${lines[last]}…`, o.minSize, o.bold ?? true, spacing) > o.maxWidth) {
    // Drop the last word, or the last letter when one word is all that is left.
    lines[last] = lines[last].includes(' ') ? lines[last].replace(/\s+\S+$/, '') : lines[last].slice(0, -1)
  }
  lines[last] = `${lines[last].replace(/[\s,.:;·-]+$/, '')}…`
  return lines
}

type TextAttrs = {
  x: number
  y: number
  size: number
  fill: string
  weight?: number
  spacing?: number
  anchor?: 'start' | 'middle' | 'end'
  opacity?: number
}

/** One <text> element; every caller's string goes through escapeXml here. */
export function svgText(content: string, a: TextAttrs): string {
  const extra = [
    a.spacing ? `letter-spacing="${a.spacing.toFixed(1)}"` : '',
    a.anchor && a.anchor !== 'start' ? `text-anchor="${a.anchor}"` : '',
    a.opacity !== undefined ? `opacity="${a.opacity}"` : '',
  ].join(' ')
  return (
    `<text x="${r(a.x)}" y="${r(a.y)}" font-family="${fontFamily}" font-size="${r(a.size)}" ` +
    `font-weight="${a.weight ?? 700}" fill="${a.fill}" ${extra}>${escapeXml(content)}</text>`
  )
}

/** Rounds coordinates so the SVG stays short and readable. */
export const r = (n: number): string => (Math.round(n * 10) / 10).toString()

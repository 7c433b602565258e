import sharp from 'sharp'
import { brand } from './palette'

// Demo artwork drawn as SVG and rendered by sharp: nothing is downloaded.

export type GeneratedFile = { data: Buffer; mimetype: string; name: string; size: number }
export type Theme = 'navy' | 'teal' | 'coral' | 'amber'

const font = "DejaVu Sans, Liberation Sans, Arial, sans-serif"

const themes: Record<Theme, { from: string; to: string; accent: string; shape: string }> = {
  navy: { from: brand.deepNavy, to: brand.navy, accent: brand.amber, shape: brand.sky },
  teal: { from: '#0A4F57', to: brand.teal, accent: brand.amber, shape: '#7FD1C7' },
  coral: { from: '#7A1F35', to: brand.coral, accent: brand.amber, shape: '#F6C1A6' },
  amber: { from: '#8A4B08', to: '#D98E1C', accent: brand.cream, shape: brand.navy },
}

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;')

/** Greedy word wrap by an estimated glyph width (0.56 em for this sans-serif). */
export function wrapText(text: string, fontSize: number, maxWidth: number, maxLines: number): string[] {
  const perLine = Math.max(4, Math.floor(maxWidth / (fontSize * 0.56)))
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word
    if (next.length <= perLine) line = next
    else {
      if (line) lines.push(line)
      line = word
    }
  }
  if (line) lines.push(line)
  if (lines.length > maxLines) {
    lines.length = maxLines
    lines[maxLines - 1] = `${lines[maxLines - 1].replace(/\s*\S*$/, '')}…`
  }
  return lines
}

type BannerOptions = {
  width: number
  height: number
  title: string
  kicker?: string
  subtitle?: string
  variant?: number
  theme?: Theme
  name: string
}

/** Decorative shapes whose placement changes with the variant, so a set never looks identical. */
function shapes(w: number, h: number, v: number, t: (typeof themes)[Theme]): string {
  const flip = v % 2 === 1
  const cx = flip ? w * 0.12 : w * 0.86
  const cy = v % 3 === 0 ? h * 0.2 : h * 0.78
  const r = Math.min(w, h) * (0.42 + (v % 3) * 0.06)
  const band = flip ? `M0 ${h * 0.72} L${w} ${h * 0.42} L${w} ${h * 0.56} L0 ${h * 0.86} Z` : `M0 ${h * 0.38} L${w} ${h * 0.8} L${w} ${h * 0.92} L0 ${h * 0.5} Z`
  const dots: string[] = []
  const dx = flip ? w * 0.7 : w * 0.06
  for (let i = 0; i < 6; i++) for (let j = 0; j < 4; j++) dots.push(`<circle cx="${dx + i * 22}" cy="${h * 0.1 + j * 22}" r="3" fill="${t.shape}" opacity="0.45"/>`)
  return `
    <circle cx="${cx}" cy="${cy}" r="${r}" fill="${t.shape}" opacity="0.16"/>
    <circle cx="${cx}" cy="${cy}" r="${r * 0.62}" fill="none" stroke="${t.accent}" stroke-width="${Math.max(4, w / 240)}" opacity="0.55"/>
    <path d="${band}" fill="${t.shape}" opacity="0.14"/>
    <circle cx="${flip ? w * 0.92 : w * 0.64}" cy="${h * 0.16}" r="${Math.min(w, h) * 0.06}" fill="${t.accent}" opacity="0.9"/>
    ${dots.join('')}`
}

export async function renderBanner(o: BannerOptions): Promise<GeneratedFile> {
  const { width: w, height: h, variant: v = 0 } = o
  const t = themes[o.theme ?? 'navy']
  const portrait = h > w
  const margin = Math.round(Math.min(w, h) * 0.09)
  const titleSize = Math.round(portrait ? w * 0.09 : Math.min(h * 0.13, w * 0.05))
  const textWidth = portrait ? w - margin * 2 : w * 0.62
  const lines = wrapText(o.title, titleSize, textWidth, portrait ? 5 : 3)
  const kickerSize = Math.round(titleSize * 0.36)
  const lineHeight = titleSize * 1.15
  const blockHeight = kickerSize * 2.2 + lines.length * lineHeight + (o.subtitle ? titleSize * 0.9 : 0)
  const top = portrait ? h * 0.34 : (h - blockHeight) / 2 + kickerSize
  const left = flipText(v) && !portrait ? w - margin - textWidth : margin
  const angle = [135, 160, 110, 145][v % 4]

  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
    <defs>
      <linearGradient id="bg" gradientTransform="rotate(${angle - 90} 0.5 0.5)">
        <stop offset="0" stop-color="${t.from}"/><stop offset="1" stop-color="${t.to}"/>
      </linearGradient>
    </defs>
    <rect width="100%" height="100%" fill="url(#bg)"/>
    ${shapes(w, h, v, t)}
    <g font-family="${font}" fill="#FFFFFF">
      ${o.kicker ? `<rect x="${left}" y="${top - kickerSize * 1.25}" width="${kickerSize * 2.4}" height="${Math.max(3, kickerSize * 0.22)}" fill="${t.accent}"/>
      <text x="${left}" y="${top + kickerSize * 0.4}" font-size="${kickerSize}" font-weight="700" letter-spacing="${kickerSize * 0.12}" fill="${t.accent}">${escapeXml(o.kicker.toUpperCase())}</text>` : ''}
      ${lines.map((l, i) => `<text x="${left}" y="${top + kickerSize * 1.6 + (i + 1) * lineHeight - titleSize * 0.2}" font-size="${titleSize}" font-weight="700">${escapeXml(l)}</text>`).join('')}
      ${o.subtitle ? `<text x="${left}" y="${top + kickerSize * 1.6 + lines.length * lineHeight + titleSize * 0.75}" font-size="${Math.round(titleSize * 0.42)}" opacity="0.9">${escapeXml(o.subtitle)}</text>` : ''}
    </g>
    ${portrait ? `<rect x="${margin}" y="${h - margin - titleSize * 1.1}" width="${w - margin * 2}" height="${titleSize * 1.1}" rx="${titleSize * 0.55}" fill="${t.accent}"/>
    <text x="${w / 2}" y="${h - margin - titleSize * 0.38}" text-anchor="middle" font-family="${font}" font-size="${Math.round(titleSize * 0.42)}" font-weight="700" fill="${t.from}">REGISTER FROM HERE</text>` : ''}
  </svg>`
  const data = await sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toBuffer()
  return { data, mimetype: 'image/jpeg', name: o.name, size: data.length }
}

const flipText = (v: number) => v % 4 === 3

const iconPaths: Record<string, string> = {
  integrity: 'M64 18 L100 32 V62 C100 86 84 102 64 110 C44 102 28 86 28 62 V32 Z M46 64 L59 77 L84 50',
  excellence: 'M64 18 L76 46 L106 48 L83 67 L90 97 L64 81 L38 97 L45 67 L22 48 L52 46 Z',
  accessibility: 'M64 22 m-8 0 a8 8 0 1 0 16 0 a8 8 0 1 0 -16 0 M30 46 H98 M64 46 V74 M64 74 L46 108 M64 74 L82 108',
  innovation: 'M64 18 C44 18 32 34 32 50 C32 64 42 70 46 80 H82 C86 70 96 64 96 50 C96 34 84 18 64 18 Z M50 92 H78 M54 104 H74',
  collaboration: 'M48 64 m-22 0 a22 22 0 1 0 44 0 a22 22 0 1 0 -44 0 M80 64 m-22 0 a22 22 0 1 0 44 0 a22 22 0 1 0 -44 0',
  accountability: 'M40 24 H88 V108 H40 Z M52 18 H76 V32 H52 Z M52 60 L60 68 L76 50 M52 86 H76',
}

export async function renderValueIcon(o: {
  kind: 'integrity' | 'excellence' | 'accessibility' | 'innovation' | 'collaboration' | 'accountability'
  name: string
}): Promise<GeneratedFile> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">
    <path d="${iconPaths[o.kind]}" fill="none" stroke="#FFFFFF" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>
  </svg>`
  const data = await sharp(Buffer.from(svg)).png().toBuffer()
  return { data, mimetype: 'image/png', name: o.name, size: data.length }
}

export async function renderNotFound(o: { name: string }): Promise<GeneratedFile> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">
    <circle cx="400" cy="300" r="250" fill="${brand.sky}" opacity="0.12"/>
    <circle cx="400" cy="300" r="180" fill="none" stroke="${brand.amber}" stroke-width="8" opacity="0.6"/>
    <text x="400" y="360" text-anchor="middle" font-family="${font}" font-size="200" font-weight="700" fill="#FFFFFF">404</text>
    <rect x="300" y="400" width="200" height="10" rx="5" fill="${brand.amber}"/>
  </svg>`
  const data = await sharp(Buffer.from(svg)).png().toBuffer()
  return { data, mimetype: 'image/png', name: o.name, size: data.length }
}

// Colour themes and layered geometric motifs shared by every banner layout.
import { brand } from './palette'
import { fontFamily, r } from './text'

export type Theme = 'navy' | 'teal' | 'coral' | 'amber'

/** bg: gradient from dark to light; ink: title; soft: subtitle; a/b: shape fills; accent: rings and bars. */
export type Colors = {
  bg: readonly [string, string]
  ink: string
  soft: string
  kicker: string
  accent: string
  a: string
  b: string
  glow: string
  /** Silhouettes, curtains and floors in scenes. */
  deep: string
  /** Heads of the figures in scenes. */
  head: string
}

const themes: Record<Theme, Colors> = {
  navy: {
    bg: [brand.deepNavy, brand.navy],
    ink: brand.white,
    soft: '#D5E3F0',
    kicker: brand.amber,
    accent: brand.amber,
    a: brand.sky,
    b: brand.teal,
    glow: brand.sky,
    deep: brand.deepNavy,
    head: brand.cream,
  },
  teal: {
    bg: ['#05343A', brand.teal],
    ink: brand.white,
    soft: '#D2EFEC',
    kicker: brand.amber,
    accent: brand.amber,
    a: '#7FD1C7',
    b: brand.sky,
    glow: '#7FD1C7',
    deep: '#05343A',
    head: brand.cream,
  },
  coral: {
    bg: ['#4A1226', brand.coral],
    ink: brand.white,
    soft: '#FCE3E5',
    kicker: '#FFD08A',
    accent: brand.amber,
    a: '#F6B3A0',
    b: brand.amber,
    glow: '#F58A8F',
    deep: '#4A1226',
    head: brand.cream,
  },
  // Amber is light, so it takes navy text (contrast about 6:1) instead of white.
  amber: {
    bg: ['#F29B1D', '#F9CC72'],
    ink: brand.deepNavy,
    soft: brand.navy,
    kicker: brand.deepNavy,
    accent: brand.navy,
    a: brand.white,
    b: brand.coral,
    glow: brand.cream,
    deep: brand.navy,
    head: brand.navy,
  },
}

/** Odd variants swap the two shape colours so neighbouring images differ in mood too. */
export function colorsFor(theme: Theme, variant: number): Colors {
  const c = themes[theme]
  return variant % 2 === 1 && theme !== 'amber' ? { ...c, a: c.b, b: c.a } : c
}

export type Frame = { w: number; h: number; c: Colors; v: number; ax: number; ay: number; R: number }

/** Background gradient, soft glow and a faint full-width sheen band; the angle turns with the variant. */
export function background(f: Frame): string {
  const angle = [120, 160, 100, 140, 180, 75][f.v % 6]
  const rad = (angle * Math.PI) / 180
  const dx = Math.sin(rad) / 2
  const dy = -Math.cos(rad) / 2
  return (
    `<defs>
    <linearGradient id="bg" x1="${r(0.5 - dx)}" y1="${r(0.5 - dy)}" x2="${r(0.5 + dx)}" y2="${r(0.5 + dy)}">
      <stop offset="0" stop-color="${f.c.bg[0]}"/><stop offset="1" stop-color="${f.c.bg[1]}"/>
    </linearGradient>
    <radialGradient id="glow"><stop offset="0" stop-color="${f.c.glow}" stop-opacity="0.45"/><stop offset="1" ` +
    `stop-color="${f.c.glow}" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="${f.w}" height="${f.h}" fill="url(#bg)"/>
  <circle cx="${r(f.ax)}" cy="${r(f.ay)}" r="${r(f.R * 2)}" fill="url(#glow)"/>
  ${band(f.w / 2, f.h / 2, Math.hypot(f.w, f.h) * 1.2, f.R * 0.5, f.v % 2 ? 24 : -24, '#FFFFFF', 0.04)}`
  )
}

export function band(
  cx: number,
  cy: number,
  length: number,
  thickness: number,
  angle: number,
  fill: string,
  opacity: number,
): string {
  return (
    `<rect x="${r(cx - length / 2)}" y="${r(cy - thickness / 2)}" width="${r(length)}" ` +
    `height="${r(thickness)}" fill="${fill}" opacity="${opacity}" transform="rotate(${angle} ${r(cx)} ${r(cy)})"/>`
  )
}

export function dotGrid(
  x: number,
  y: number,
  cols: number,
  rows: number,
  gap: number,
  fill: string,
  opacity = 0.5,
): string {
  const dots: string[] = []
  for (let i = 0; i < cols; i++)
    for (let j = 0; j < rows; j++)
      dots.push(`<circle cx="${r(x + i * gap)}" cy="${r(y + j * gap)}" r="${r(gap * 0.14)}"/>`)
  return `<g fill="${fill}" opacity="${opacity}">${dots.join('')}</g>`
}

export function ring(
  cx: number,
  cy: number,
  radius: number,
  stroke: string,
  width: number,
  opacity = 1,
  dash = '',
): string {
  const dashAttr = dash ? ` stroke-dasharray="${dash}" stroke-linecap="round"` : ''
  return (
    `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(radius)}" fill="none" stroke="${stroke}" ` +
    `stroke-width="${r(width)}" opacity="${opacity}"${dashAttr}/>`
  )
}

export function disc(cx: number, cy: number, radius: number, fill: string, opacity = 1): string {
  return `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(radius)}" fill="${fill}" opacity="${opacity}"/>`
}

export function plus(cx: number, cy: number, size: number, stroke: string, opacity = 1): string {
  const s = size / 2
  return (
    `<path d="M${r(cx - s)} ${r(cy)}H${r(cx + s)}M${r(cx)} ${r(cy - s)}V${r(cy + s)}" stroke="${stroke}" ` +
    `stroke-width="${r(size * 0.28)}" stroke-linecap="round" opacity="${opacity}"/>`
  )
}

function triangle(cx: number, cy: number, size: number, stroke: string, width: number, turn: number): string {
  const pts = [0, 120, 240].map((a) => {
    const t = ((a + turn) * Math.PI) / 180
    return `${r(cx + Math.sin(t) * size)},${r(cy - Math.cos(t) * size)}`
  })
  return (
    `<polygon points="${pts.join(' ')}" fill="none" stroke="${stroke}" stroke-width="${r(width)}" ` +
    `stroke-linejoin="round"/>`
  )
}

/** A point on a circle, angle in degrees clockwise from 3 o'clock. */
const onCircle = (cx: number, cy: number, radius: number, deg: number): [number, number] => [
  cx + Math.cos((deg * Math.PI) / 180) * radius,
  cy + Math.sin((deg * Math.PI) / 180) * radius,
]

function orbits({ ax, ay, R, c }: Frame): string {
  const [px, py] = onCircle(ax, ay, R * 0.72, -40)
  const [qx, qy] = onCircle(ax, ay, R * 1.15, 150)
  return [
    disc(ax + R * 0.15, ay + R * 0.1, R, c.a, 0.16),
    ring(ax, ay, R * 1.15, c.a, R * 0.014, 0.55, `${r(R * 0.04)} ${r(R * 0.05)}`),
    ring(ax, ay, R * 0.72, c.accent, R * 0.04, 0.95),
    disc(ax + R * 0.15, ay + R * 0.1, R * 0.38, c.b, 0.55),
    disc(px, py, R * 0.08, c.accent),
    disc(qx, qy, R * 0.05, c.a),
    dotGrid(ax - R * 1.25, ay - R * 0.95, 5, 4, R * 0.11, c.a, 0.55),
    plus(ax + R * 1.05, ay - R * 0.75, R * 0.12, c.accent, 0.9),
  ].join('')
}

function bands({ w, h, ax, ay, R, c }: Frame): string {
  return [
    band(ax - R * 0.45, ay, R * 4, R * 0.42, -35, c.a, 0.2),
    band(ax + R * 0.1, ay, R * 4, R * 0.2, -35, c.b, 0.55),
    band(ax + R * 0.5, ay, R * 4, R * 0.05, -35, c.accent, 0.95),
    disc(ax + R * 0.55, Math.min(h, ay + R * 1.15), R * 0.62, c.b, 0.35),
    ring(ax - R * 0.55, ay - R * 0.55, R * 0.24, c.accent, R * 0.035),
    dotGrid(Math.min(w - R * 0.7, ax + R * 0.35), ay - R * 0.95, 5, 4, R * 0.11, c.a, 0.6),
    disc(ax - R * 0.2, ay + R * 0.72, R * 0.07, c.accent),
  ].join('')
}

function bubbles({ ax, ay, R, c }: Frame): string {
  return [
    disc(ax + R * 0.3, ay - R * 0.15, R * 0.82, c.b, 0.42),
    disc(ax - R * 0.4, ay + R * 0.4, R * 0.55, c.a, 0.3),
    ring(ax + R * 0.3, ay - R * 0.15, R * 0.98, c.a, R * 0.012, 0.5),
    ring(ax + R * 0.62, ay + R * 0.6, R * 0.3, c.accent, R * 0.045),
    disc(ax - R * 0.55, ay - R * 0.62, R * 0.1, c.accent),
    plus(ax - R * 0.95, ay - R * 0.1, R * 0.14, c.a, 0.8),
    plus(ax + R * 1.05, ay - R * 0.85, R * 0.1, c.accent, 0.9),
    dotGrid(ax - R * 0.15, ay + R * 0.75, 6, 3, R * 0.1, c.a, 0.55),
  ].join('')
}

function arcs({ w, h, ax, ay, R, c, v }: Frame): string {
  // Concentric rings centred on a corner: the canvas edge turns them into quarter arcs.
  const cy = v % 8 < 4 ? h : 0
  const cx = w
  const radii = [0.55, 0.95, 1.35, 1.75]
  const strokes = [c.b, c.a, c.accent, c.a]
  const widths = [0.22, 0.16, 0.05, 0.1]
  const opac = [0.55, 0.3, 0.95, 0.18]
  return [
    ...radii.map((k, i) => ring(cx, cy, R * k, strokes[i], R * widths[i], opac[i])),
    triangle(ax - R * 0.55, ay - R * 0.35 * (cy ? 1 : -1), R * 0.22, c.accent, R * 0.035, 12),
    dotGrid(ax - R * 1.2, ay + R * 0.2 * (cy ? 1 : -1), 4, 4, R * 0.11, c.a, 0.55),
    disc(ax + R * 0.05, ay - R * 0.8 * (cy ? 1 : -1), R * 0.06, c.accent),
  ].join('')
}

const motifs = [orbits, bands, bubbles, arcs]

/** The variant's motif, drawn around the art anchor (ax, ay) at scale R. */
export function motif(f: Frame): string {
  // Variants 4-7 shift the cycle by two, so variant 4 does not repeat variant 0's motif.
  return motifs[(f.v + Math.floor(f.v / motifs.length) * 2) % motifs.length](f)
}

/** Small emblem and wordmark; the emblem is an open book under a rising dot, drawn with paths. */
export function brandMark(x: number, y: number, size: number, c: Colors, wordmark = true): string {
  const s = size
  const emblem =
    `<g transform="translate(${r(x)} ${r(y)})">
    <rect width="${r(s)}" height="${r(s)}" rx="${r(s * 0.24)}" fill="${c.accent}"/>
    <path d="M${r(s * 0.2)} ${r(s * 0.5)}L${r(s * 0.5)} ${r(s * 0.62)}L${r(s * 0.8)} ${r(s * 0.5)}V` +
    `${r(s * 0.74)}L${r(s * 0.5)} ${r(s * 0.86)}L${r(s * 0.2)} ${r(s * 0.74)}Z" fill="${c.bg[0]}"/>
    <circle cx="${r(s * 0.5)}" cy="${r(s * 0.32)}" r="${r(s * 0.11)}" fill="${c.bg[0]}"/>
  </g>`
  if (!wordmark) return emblem
  const tx = x + s * 1.3
  return (
    `${emblem}<g font-family="${fontFamily}" fill="${c.ink}">
    <text x="${r(tx)}" y="${r(y + s * 0.5)}" font-size="${r(s * 0.42)}" font-weight="700" ` +
    `letter-spacing="${r(s * 0.06)}">LYCEUM</text>
    <text x="${r(tx)}" y="${r(y + s * 0.92)}" font-size="${r(s * 0.3)}" font-weight="400" ` +
    `letter-spacing="${r(s * 0.09)}" opacity="0.85">ASSESSMENTS</text>
  </g>`
  )
}

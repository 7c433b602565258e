import type { Colors, Theme } from './decor'
import { fitText, r, svgText, textWidth } from './text'

// What every banner layout of ./images.ts draws with: the options, the stacked text block, the brand
// stripe along the bottom and the mask that fades shapes out towards the text.

/**
 * auto: portrait → poster, up to 3:2 → scene (event photos), wider → graphic; an empty title always gives
 * textless art. hero: one large headline centred, so a phone's taller centre crop keeps it whole.
 */
export type BannerLayout = 'auto' | 'graphic' | 'scene' | 'poster' | 'hero'

export type BannerOptions = {
  width: number
  height: number
  title: string
  kicker?: string
  subtitle?: string
  variant?: number
  theme?: Theme
  name: string
  layout?: BannerLayout
  /**
   * Paint no words: the page prints the title next to the picture (cards, event photos). The title and
   * kicker still choose a scene's illustration.
   */
  textless?: boolean
  /** Emblem and wordmark; by default only on posters and social share images. */
  brandMark?: boolean
}

export type Resolved = Omit<BannerOptions, 'variant' | 'theme' | 'layout'> & {
  w: number
  h: number
  v: number
  c: Colors
}

/** A stacked text block: kicker, title and subtitle, fitted to the width; width is the widest line's estimate. */
export type TextBlock = { svg: string; height: number; width: number }

export const svgOpen = (w: number, h: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`

/** Thin three-colour brand stripe along the bottom edge. */
export function brandStripe(w: number, h: number, c: Colors): string {
  const t = Math.max(4, Math.round(h * 0.012))
  return `<rect x="0" y="${h - t}" width="${r(w * 0.62)}" height="${t}" fill="${c.accent}"/>
    <rect x="${r(w * 0.62)}" y="${h - t}" width="${r(w * 0.24)}" height="${t}" fill="${c.a}"/>
    <rect x="${r(w * 0.86)}" y="${h - t}" width="${r(w * 0.14)}" height="${t}" fill="${c.b}"/>`
}

/** Kicker, title and subtitle stacked from (x, top); shrinks the title until the block fits maxHeight. */
export function textBlock(
  o: Resolved,
  x: number,
  top: number,
  maxWidth: number,
  titleSize: number,
  maxLines: number,
  maxHeight: number,
): TextBlock {
  let size = titleSize
  for (;;) {
    const block = stackText(o, x, top, maxWidth, size, maxLines)
    if (block.height <= maxHeight || size < titleSize * 0.55) return block
    size = Math.floor(size * 0.92)
  }
}

function stackText(
  o: Resolved,
  x: number,
  top: number,
  maxWidth: number,
  titleSize: number,
  maxLines: number,
): TextBlock {
  const parts: string[] = []
  const widths: number[] = []
  let y = top
  if (o.kicker) {
    const k = kickerLine(o, x, y, maxWidth, titleSize)
    parts.push(k.svg)
    widths.push(k.width)
    y += k.height
  }
  const title = fitText(o.title, {
    maxWidth,
    maxLines,
    size: titleSize,
    minSize: Math.max(14, Math.round(titleSize * 0.6)),
  })
  const lead = title.size * 1.1
  title.lines.forEach((line, i) =>
    parts.push(svgText(line, { x, y: y + title.size * 0.78 + i * lead, size: title.size, fill: o.c.ink })),
  )
  widths.push(...title.lines.map((l) => textWidth(l, title.size)))
  y += (title.lines.length - 1) * lead + title.size * 0.98
  if (o.subtitle) {
    const s = subtitleLines(
      o.subtitle,
      x,
      y + title.size * 0.3,
      maxWidth,
      Math.max(13, Math.round(title.size * 0.4)),
      o.c.soft,
    )
    parts.push(s.svg)
    widths.push(s.width)
    y += title.size * 0.3 + s.height
  }
  return { svg: parts.join(''), height: y - top, width: Math.min(maxWidth, Math.max(...widths)) }
}

/** Uppercase, letter-spaced kicker after a short accent bar. */
function kickerLine(o: Resolved, x: number, top: number, maxWidth: number, titleSize: number): TextBlock {
  const bar = Math.max(18, titleSize * 0.55)
  const spacing = (s: number) => s * 0.14
  const fitted = fitText((o.kicker ?? '').toUpperCase(), {
    maxWidth: maxWidth - bar * 1.4,
    maxLines: 1,
    size: Math.max(12, Math.round(titleSize * 0.3)),
    minSize: 11,
    letterSpacing: spacing,
  })
  const s = fitted.size
  const svg =
    `<rect x="${r(x)}" y="${r(top + s * 0.34)}" width="${r(bar)}" height="${r(Math.max(3, s * 0.2))}" ` +
    `rx="${r(s * 0.1)}" fill="${o.c.accent}"/>` +
    svgText(fitted.lines[0], { x: x + bar * 1.4, y: top + s * 0.78, size: s, fill: o.c.kicker, spacing: spacing(s) })
  return { svg, height: s * 1.9, width: bar * 1.4 + textWidth(fitted.lines[0], s, true, spacing(s)) }
}

function subtitleLines(text: string, x: number, top: number, maxWidth: number, size: number, fill: string): TextBlock {
  const fitted = fitText(text, {
    maxWidth,
    maxLines: 2,
    size,
    minSize: Math.max(12, Math.round(size * 0.8)),
    bold: false,
  })
  const svg = fitted.lines
    .map((l, i) => svgText(l, { x, y: top + fitted.size * (0.85 + i * 1.35), size: fitted.size, fill, weight: 400 }))
    .join('')
  return {
    svg,
    height: fitted.size * (0.3 + fitted.lines.length * 1.35),
    width: Math.max(...fitted.lines.map((l) => textWidth(l, fitted.size, false))),
  }
}

/** Luminance mask that fades the decoration out towards the text, keeping the title readable. */
export function fadeMask(id: string, w: number, h: number, from: [number, number], to: [number, number]): string {
  return (
    `<defs><linearGradient id="${id}g" gradientUnits="userSpaceOnUse" x1="${r(from[0])}" ` +
    `y1="${r(from[1])}" x2="${r(to[0])}" y2="${r(to[1])}">
      <stop offset="0" stop-color="#000000"/><stop offset="1" stop-color="#FFFFFF"/></linearGradient>
    <mask id="${id}" maskUnits="userSpaceOnUse" x="0" y="0" width="${w}" height="${h}"><rect width="${w}" ` +
    `height="${h}" fill="url(#${id}g)"/></mask></defs>`
  )
}

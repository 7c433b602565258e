// Demo artwork drawn as SVG and rendered by sharp: nothing is downloaded, every run gives the same bytes.
import sharp from 'sharp'
import { type Colors, type Frame, background, brandMark, colorsFor, disc, dotGrid, motif, ring } from './decor'
import { type ValueKind, notFoundSvg, valueIconSvg } from './icons'
import { brand } from './palette'
import { SCENE_H, SCENE_W, sceneArt, sceneFor } from './scenes'
import { fitText, r, svgText } from './text'
import {
  type BannerLayout,
  type BannerOptions,
  type Resolved,
  brandStripe,
  fadeMask,
  svgOpen,
  textBlock,
} from './bannerParts'

export type { Theme } from './decor'
export type { ValueKind } from './icons'
export type { BannerLayout, BannerOptions } from './bannerParts'

export type GeneratedFile = { data: Buffer; mimetype: string; name: string; size: number }

async function toJpeg(svg: string, name: string): Promise<GeneratedFile> {
  const data = await sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toBuffer()
  return { data, mimetype: 'image/jpeg', name, size: data.length }
}

async function toPng(svg: string, name: string): Promise<GeneratedFile> {
  const data = await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer()
  return { data, mimetype: 'image/png', name, size: data.length }
}

/** Landscape marketing art: text column on the left, geometric motif fading in on the right. */
function graphicSvg(o: Resolved): string {
  const { w, h, c, v } = o
  const m = Math.round(Math.max(24, Math.min(w, h) * 0.11))
  const ratio = w / h
  const textW = Math.round(w * (ratio > 2.2 ? 0.56 : ratio > 1.65 ? 0.7 : 0.64)) - m
  const withMark = o.brandMark ?? (ratio > 1.8 && ratio < 2 && w >= 1000)
  const markSize = Math.round(h * 0.08)
  const top = withMark ? m + markSize * 1.6 : m
  const avail = h - top - m
  const block = textBlock(o, m, 0, textW, Math.min(h * 0.115, w * 0.056), h < 420 ? 2 : 3, avail)
  const y0 = Math.round(top + (avail - block.height) / 2)
  // The motif fills whatever the text leaves free and fades out just before the longest line.
  const textEnd = m + block.width
  const free = w - textEnd
  const R = Math.max(h * 0.28, Math.min(h * 0.46, free * 0.8))
  const f: Frame = { w, h, c, v, ax: textEnd + free * (0.55 + (v % 3) * 0.08), ay: h * (0.5 + ((v % 3) - 1) * 0.06), R }
  return `${svgOpen(w, h)}${background(f)}
    ${fadeMask('fade', w, h, [textEnd + w * 0.01, 0], [textEnd + w * 0.1, 0])}
    <g mask="url(#fade)">${motif(f)}</g>
    ${withMark ? brandMark(m, m, markSize, c) : ''}
    <g transform="translate(0 ${y0})">${block.svg}</g>
    ${brandStripe(w, h, c)}</svg>`
}

/** Textless header art: the page prints its own title over it, so only shapes, heavier on the right. */
function artSvg(o: Resolved): string {
  const { w, h, c, v } = o
  const R = Math.min(h * 0.62, w * 0.3)
  const f: Frame = { w, h, c, v, ax: w * (0.7 + (v % 2) * 0.08), ay: h * 0.5, R }
  return `${svgOpen(w, h)}${background(f)}
    ${motif(f)}
    ${dotGrid(w * 0.06, h * 0.16, 7, 4, Math.min(w, h) * 0.05, c.a, 0.25)}
    ${ring(w * 0.32, h * 0.9, h * 0.22, c.a, Math.max(3, h * 0.008), 0.25)}
    ${disc(w * 0.42, h * 0.2, Math.max(6, h * 0.025), c.accent, 0.8)}
    ${brandStripe(w, h, c)}</svg>`
}

/** Event-photo stand-in: a flat illustration chosen from the caption, caption over a bottom scrim. */
function sceneSvg(o: Resolved): string {
  const { w, h, c, v } = o
  const s = Math.max(w / SCENE_W, h / SCENE_H)
  const tx = (w - SCENE_W * s) / 2
  const ty = (h - SCENE_H * s) / 2
  const m = Math.round(Math.min(w, h) * 0.075)
  const f: Frame = { w, h, c, v, ax: w * 0.5, ay: h * 0.4, R: h * 0.5 }
  const art =
    `${svgOpen(w, h)}${background(f)}
    <g transform="translate(${r(tx)} ${r(ty)}) ` +
    `scale(${s.toFixed(4)})">${sceneArt(sceneFor(o.title, o.kicker ?? '', v), c, v)}</g>`
  if (o.textless) return `${art}${brandStripe(w, h, c)}</svg>`
  const block = textBlock(o, m, 0, w - m * 2, h * 0.075, 2, h * 0.4)
  const scrimTop = h - m - block.height - h * 0.22
  return (
    `${art}
    <defs><linearGradient id="scrim" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${c.bg[0]}" stop-opacity="0"/><stop offset="0.55" stop-color="${c.bg[0]}" ` +
    `stop-opacity="0.82"/><stop offset="1" stop-color="${c.bg[0]}" stop-opacity="0.95"/>
    </linearGradient></defs>
    <rect x="0" y="${r(scrimTop)}" width="${w}" height="${r(h - scrimTop)}" fill="url(#scrim)"/>
    <g transform="translate(0 ${r(h - m - block.height)})">${block.svg}</g>
    ${brandStripe(w, h, c)}</svg>`
  )
}

/** Calendar glyph for the poster's date line. */
function calendar(x: number, y: number, s: number, stroke: string): string {
  return (
    `<g fill="none" stroke="${stroke}" stroke-width="${r(s * 0.12)}" stroke-linecap="round" ` +
    `stroke-linejoin="round">
    <rect x="${r(x)}" y="${r(y + s * 0.15)}" width="${r(s)}" height="${r(s * 0.85)}" rx="${r(s * 0.16)}"/>
    <path d="M${r(x)} ${r(y + s * 0.45)}H${r(x + s)}M${r(x + s * 0.28)} ${r(y)}V${r(y + s * 0.28)}M` +
    `${r(x + s * 0.72)} ${r(y)}V${r(y + s * 0.28)}"/></g>`
  )
}

/** Calendar glyph and the date text, shrunk to one line. */
function dateLine(text: string, x: number, y: number, size: number, maxWidth: number, c: Colors): string {
  const fitted = fitText(text, {
    maxWidth: maxWidth - size * 1.8,
    maxLines: 1,
    size,
    minSize: Math.min(size, 14),
    bold: false,
  })
  return (
    calendar(x, y, size * 1.2, c.accent) +
    svgText(fitted.lines[0], { x: x + size * 1.8, y: y + size * 1.02, size: fitted.size, fill: c.soft, weight: 400 })
  )
}

/** Round "Now open" sticker, tilted for a hand-placed look. */
function sticker(cx: number, cy: number, radius: number, c: Colors): string {
  const size = radius * 0.3
  // Coral stands out on navy, teal and amber; on the coral theme the sticker turns amber.
  const [fill, ink] = c.bg[1] === brand.coral ? [brand.amber, brand.deepNavy] : [brand.coral, brand.white]
  return (
    `<g transform="rotate(-12 ${r(cx)} ${r(cy)})">
    ${disc(cx, cy, radius, fill)}` +
    `${ring(cx, cy, radius * 0.84, ink, Math.max(2, radius * 0.03), 0.7, `${r(radius * 0.05)} ${r(radius * 0.07)}`)}
    ${svgText('NOW', { x: cx, y: cy - size * 0.08, size, fill: ink, anchor: 'middle', spacing: size * 0.08 })}
    ${svgText('OPEN', { x: cx, y: cy + size * 0.95, size, fill: ink, anchor: 'middle', spacing: size * 0.08 })}
  </g>`
  )
}

/**
 * Portrait poster: brand, sticker, big headline and a date line. No painted button: a picture cannot be
 * clicked, so the page puts its real link next to it.
 */
function posterSvg(o: Resolved): string {
  const { w, h, c, v } = o
  const m = Math.round(w * 0.09)
  const f: Frame = { w, h, c, v, ax: w * 0.8, ay: h * 0.2, R: w * 0.36 }
  const ctaH = Math.round(w * 0.1)
  const ctaY = h - m - ctaH
  const headTop = h * 0.4
  const dateSize = Math.round(w * 0.036)
  const dateH = o.subtitle ? dateSize * 3.2 : 0
  const block = textBlock({ ...o, subtitle: undefined }, m, 0, w - m * 2, w * 0.1, 4, ctaY - headTop - dateH - m * 0.4)
  const dateY = headTop + block.height + dateSize * 1.4
  return `${svgOpen(w, h)}${background(f)}
    ${fadeMask('fade', w, h, [0, h * 0.5], [0, h * 0.2])}
    <g mask="url(#fade)">${motif(f)}</g>
    ${brandMark(m, m, Math.round(w * 0.075), c)}
    ${sticker(w * 0.74, h * 0.27, w * 0.11, c)}
    <g transform="translate(0 ${r(headTop)})">${block.svg}</g>
    ${o.subtitle ? dateLine(o.subtitle, m, dateY, dateSize, w - m * 2, c) : ''}
    ${dotGrid(m, ctaY + ctaH * 0.2, 10, 2, w * 0.035, c.a, 0.45)}
    ${ring(w - m - ctaH * 0.5, ctaY + ctaH * 0.5, ctaH * 0.5, c.accent, Math.max(3, w * 0.006), 0.8)}
    ${brandStripe(w, h, c)}</svg>`
}

/**
 * Home slide: one headline, large and centred in the middle half, shapes at both edges. A phone shows a
 * 4:3 centre crop of the 12:5 picture; the headline stays whole and still reads at 30 px or more.
 */
function heroSvg(o: Resolved): string {
  const { w, h, c, v } = o
  const size = h * 0.13
  const title = fitText(o.title, { maxWidth: w * 0.46, maxLines: 4, size, minSize: Math.round(size * 0.7) })
  const lead = title.size * 1.12
  const height = (title.lines.length - 1) * lead + title.size
  const y0 = (h - height) / 2
  const bar = h * 0.012
  const lines = title.lines
    .map((line, i) =>
      svgText(line, { x: w / 2, y: y0 + title.size * 0.8 + i * lead, size: title.size, fill: c.ink, anchor: 'middle' }),
    )
    .join('')
  const f: Frame = { w, h, c, v, ax: w * 0.88, ay: h * (0.45 + (v % 2) * 0.1), R: h * 0.42 }
  return (
    `${svgOpen(w, h)}${background(f)}
    ${fadeMask('fade', w, h, [w * 0.74, 0], [w * 0.8, 0])}
    <g mask="url(#fade)">${motif(f)}</g>
    ${dotGrid(w * 0.04, h * 0.14, 6, 5, h * 0.05, c.a, 0.35)}
    ${ring(w * 0.1, h * 0.86, h * 0.28, c.accent, Math.max(4, h * 0.012), 0.8)}
    ${disc(w * 0.19, h * 0.3, h * 0.035, c.accent, 0.9)}
    <rect x="${r(w / 2 - h * 0.06)}" y="${r(y0 - bar * 5)}" width="${r(h * 0.12)}" height="${r(bar)}" ` +
    `rx="${r(bar / 2)}" fill="${c.accent}"/>
    ${lines}
    ${brandStripe(w, h, c)}</svg>`
  )
}

function layoutOf(o: BannerOptions): Exclude<BannerLayout, 'auto'> | 'art' {
  if (!o.title.trim()) return 'art'
  const layout =
    o.layout && o.layout !== 'auto'
      ? o.layout
      : o.height > o.width
        ? 'poster'
        : o.width / o.height < 1.55
          ? 'scene'
          : 'graphic'
  // Without words only a scene keeps its picture; every other layout is its text on shapes.
  if (o.textless) return layout === 'scene' ? 'scene' : 'art'
  return layout
}

/** The banner's SVG markup (exported for the tests that check what art paints). */
export function bannerSvg(o: BannerOptions): string {
  const v = Number.isFinite(o.variant) ? Math.max(0, Math.floor(o.variant ?? 0)) : 0
  const resolved: Resolved = {
    ...o,
    w: Math.round(o.width),
    h: Math.round(o.height),
    v,
    c: colorsFor(o.theme ?? 'navy', v),
  }
  const draw = { art: artSvg, graphic: graphicSvg, scene: sceneSvg, poster: posterSvg, hero: heroSvg }[layoutOf(o)]
  return draw(resolved)
}

/** A JPEG banner: hero slides, thumbnails, headers, group cards, posters, event photos, share images. */
export async function renderBanner(o: BannerOptions): Promise<GeneratedFile> {
  return toJpeg(bannerSvg(o), o.name)
}

/** A 128x128 transparent PNG with a white line icon, meant for a coloured hexagon. */
export async function renderValueIcon(o: { kind: ValueKind; name: string }): Promise<GeneratedFile> {
  return toPng(valueIconSvg(o.kind), o.name)
}

/** An 800x600 transparent PNG "404" illustration in white and amber, for a navy page. */
export async function renderNotFound(o: { name: string }): Promise<GeneratedFile> {
  return toPng(notFoundSvg(), o.name)
}

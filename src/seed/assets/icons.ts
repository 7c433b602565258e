// Line icons for the company values and the 404 illustration, as SVG markup.
import { brand } from './palette'
import { disc, dotGrid, plus, ring } from './decor'

export type ValueKind = 'integrity' | 'excellence' | 'accessibility' | 'innovation' | 'collaboration' | 'accountability'

// Each icon sits in a 128x128 box with about 12 px of air, drawn as white 6 px strokes.
const valueIcons: Record<ValueKind, string> = {
  integrity: `
    <path d="M64 14L100 27V58C100 84 85 101 64 113C43 101 28 84 28 58V27Z"/>
    <path d="M47 62L59 74L82 50"/>`,
  excellence:
    `
    <path d="M40 14L54 50M88 14L74 50M40 14H88"/>
    <circle cx="64" cy="80" r="30"/>
    <path d="M64 64L68.7 73.5L79.2 75L71.6 82.4L73.4 92.8L64 87.9L54.6 92.8L56.4 82.4L48.8 75L59.3 73.5Z" ` +
    `stroke-width="4"/>`,
  accessibility: `
    <circle cx="64" cy="64" r="50"/>
    <circle cx="64" cy="36" r="6" fill="#FFFFFF" stroke="none"/>
    <path d="M38 52Q64 58 90 52M64 56V76M64 76L52 98M64 76L76 98"/>`,
  innovation: `
    <path d="M52 88C52 78 38 72 38 54C38 39 50 28 64 28C78 28 90 39 90 54C90 72 76 78 76 88Z"/>
    <path d="M53 100H75M57 112H71M56 62L64 72L72 62M64 72V88"/>
    <path d="M64 6V14M24 22L30 28M104 22L98 28M10 56H18M110 56H118"/>`,
  collaboration:
    `
    <defs>
      <mask id="gapA"><rect width="128" height="128" fill="#FFFFFF"/><circle cx="64" cy="85" r="8" ` +
    `fill="#000000"/></mask>
      <mask id="gapB"><rect width="128" height="128" fill="#FFFFFF"/><circle cx="64" cy="43" r="8" ` +
    `fill="#000000"/></mask>
    </defs>
    <circle cx="46" cy="64" r="28" mask="url(#gapA)"/>
    <circle cx="82" cy="64" r="28" mask="url(#gapB)"/>`,
  accountability: `
    <rect x="30" y="22" width="68" height="94" rx="10"/>
    <rect x="48" y="12" width="32" height="20" rx="6"/>
    <path d="M46 64L58 76L82 52M46 96H82"/>`,
}

export function valueIconSvg(kind: ValueKind): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">
    <g fill="none" stroke="#FFFFFF" stroke-width="6" stroke-linecap="round" ` +
    `stroke-linejoin="round">${valueIcons[kind]}</g>
  </svg>`
  )
}

/** The 4 drawn as one stroked path: stem, diagonal and crossbar, in a 150x220 box. */
const four = (x: number, y: number) =>
  `<path d="M${x + 112} ${y + 220}V${y}L${x} ${y + 150}H${x + 150}" fill="none" ` +
  'stroke="#FFFFFF" stroke-width="40" stroke-linecap="round" stroke-linejoin="round"/>'

/** The 0 is a compass: the visitor has lost their way. */
function zeroCompass(cx: number, cy: number): string {
  return (
    `<rect x="${cx - 75}" y="${cy - 110}" width="150" height="220" rx="75" fill="none" ` +
    `stroke="${brand.amber}" stroke-width="40"/>
    <g transform="rotate(32 ${cx} ${cy})">
      <path d="M${cx} ${cy - 70}L${cx + 16} ${cy}H${cx - 16}Z" fill="#FFFFFF"/>
      <path d="M${cx} ${cy + 70}L${cx + 16} ${cy}H${cx - 16}Z" fill="${brand.sky}"/>
    </g>
    ${disc(cx, cy, 9, brand.amber)}`
  )
}

export function notFoundSvg(): string {
  const trail = 'M60 520C160 560 250 470 330 500S470 560 560 500S700 430 760 470'
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">
    ${disc(400, 285, 235, brand.sky, 0.1)}
    ${ring(400, 285, 262, brand.sky, 3, 0.45, '4 14')}
    ${dotGrid(60, 60, 6, 4, 26, '#FFFFFF', 0.25)}
        <ellipse cx="400" cy="430" rx="300" ry="18" fill="#FFFFFF" opacity="0.08"/>
    ${four(105, 170)}
    ${zeroCompass(400, 280)}
    ${four(545, 170)}
    <path d="${trail}" fill="none" stroke="${brand.amber}" stroke-width="5" stroke-linecap="round" ` +
    `stroke-dasharray="2 18" opacity="0.9"/>
    ${disc(760, 470, 10, brand.amber)}
    ${plus(600, 110, 30, brand.amber)}
    ${plus(170, 420, 22, '#FFFFFF', 0.8)}
    ${disc(700, 200, 8, '#FFFFFF', 0.8)}
    ${disc(110, 250, 12, brand.amber, 0.9)}
    ${ring(640, 80, 14, '#FFFFFF', 4, 0.7)}
  </svg>`
  )
}

// Flat "scene" illustrations for event photos, drawn on a 1200x800 stage and scaled to the canvas.
import { brand } from './palette'
import { type Colors, band, disc, dotGrid, ring } from './decor'
import { r } from './text'

export const SCENE_W = 1200
export const SCENE_H = 800

export type SceneKind = 'trophies' | 'podium' | 'gallery' | 'envelopes' | 'stage' | 'people'

// First match wins, so "Trophies on stage" is about trophies and "verse speaking winners" about a podium.
const keywords: [SceneKind, RegExp][] = [
  ['trophies', /troph|\bcups?\b|shield/i],
  ['podium', /prize|award|winner|achiever|champion|\btop\b|medal/i],
  ['gallery', /\barts?\b|exhibition|gallery|painting|museum|hall/i],
  ['envelopes', /result|envelope|certificate|grade|exam/i],
  ['stage', /choir|music|concert|drama|speech|verse|perform|dance|stage|recital/i],
  ['people', /teacher|parent|student|open day|team|visit|meet/i],
]

const order: SceneKind[] = ['people', 'stage', 'podium', 'gallery', 'envelopes', 'trophies']

/** Picks a scene from the caption, then from the kicker (often the event name), then by variant. */
export function sceneFor(title: string, kicker: string, variant: number): SceneKind {
  const match = (text: string) => keywords.find(([, re]) => re.test(text))?.[0]
  return match(title) ?? match(kicker) ?? order[variant % order.length]
}

/** Small deterministic PRNG so the same seed always gives the same confetti. */
function random(seed: number): () => number {
  let s = (seed * 2654435761 + 12345) >>> 0
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0
    return s / 4294967296
  }
}

/** A person as a head and a rounded body; (x, base) is the middle of the feet line. */
export function figure(x: number, base: number, height: number, body: string, head: string, opacity = 1): string {
  const bw = height * 0.44
  const top = base - height * 0.66
  const hr = height * 0.13
  const bodyPath =
    `M${r(x - bw / 2)} ${r(base)}V${r(top + bw / 2)}A${r(bw / 2)} ${r(bw / 2)} 0 0 ` +
    `1 ${r(x + bw / 2)} ${r(top + bw / 2)}V${r(base)}Z`
  return (
    `<g opacity="${opacity}"><path d="${bodyPath}" ` +
    `fill="${body}"/>${disc(x, top - hr - height * 0.04, hr, head)}</g>`
  )
}

function confetti(c: Colors, seed: number, count: number, area: [number, number, number, number]): string {
  const rnd = random(seed)
  const colors = [c.accent, c.a, brand.white, c.b]
  const [x0, y0, x1, y1] = area
  const bits: string[] = []
  for (let i = 0; i < count; i++) {
    const x = x0 + rnd() * (x1 - x0)
    const y = y0 + rnd() * (y1 - y0)
    const fill = colors[i % colors.length]
    if (i % 3 === 0) bits.push(disc(x, y, 5 + rnd() * 4, fill, 0.9))
    else
      bits.push(
        `<rect x="${r(x)}" y="${r(y)}" width="${r(8 + rnd() * 8)}" height="7" rx="2" fill="${fill}" ` +
          `opacity="0.9" transform="rotate(${Math.round(rnd() * 180)} ${r(x)} ${r(y)})"/>`,
      )
  }
  return bits.join('')
}

function floor(y: number, c: Colors): string {
  return (
    `<rect x="0" y="${y}" width="${SCENE_W}" height="${SCENE_H - y}" fill="${c.deep}" ` +
    `opacity="0.45"/><rect x="0" y="${y}" width="${SCENE_W}" height="5" fill="${c.accent}" opacity="0.8"/>`
  )
}

function rays(cx: number, cy: number, count: number, length: number): string {
  const wedges: string[] = []
  for (let i = 0; i < count; i += 2) {
    const a0 = (i / count) * Math.PI * 2
    const a1 = ((i + 1) / count) * Math.PI * 2
    wedges.push(
      `M${cx} ${cy}L${r(cx + Math.cos(a0) * length)} ${r(cy + Math.sin(a0) * length)}L` +
        `${r(cx + Math.cos(a1) * length)} ${r(cy + Math.sin(a1) * length)}Z`,
    )
  }
  return `<path d="${wedges.join('')}" fill="#FFFFFF" opacity="0.06"/>`
}

function trophy(x: number, base: number, size: number, fill: string, shade: string): string {
  const s = size / 100
  const p = (dx: number, dy: number) => `${r(x + dx * s)} ${r(base + dy * s)}`
  return (
    `<g>
    <path d="M${p(-34, -100)}C${p(-70, -100)} ${p(-66, -56)} ${p(-26, -52)}M${p(34, -100)}C${p(70, -100)} ` +
    `${p(66, -56)} ${p(26, -52)}" fill="none" stroke="${fill}" stroke-width="${r(8 * s)}" stroke-linecap="round"/>
    <path d="M${p(-40, -108)}L${p(40, -108)}C${p(40, -60)} ${p(20, -40)} ${p(0, -40)}C${p(-20, -40)} ` +
    `${p(-40, -60)} ${p(-40, -108)}Z" fill="${fill}"/>
    <rect x="${r(x - 7 * s)}" y="${r(base - 42 * s)}" width="${r(14 * s)}" height="${r(22 * s)}" fill="${fill}"/>
    <rect x="${r(x - 30 * s)}" y="${r(base - 22 * s)}" width="${r(60 * s)}" height="${r(22 * s)}" ` +
    `rx="${r(4 * s)}" fill="${shade}"/>
    <path d="M${p(-22, -98)}C${p(-22, -70)} ${p(-12, -58)} ${p(-2, -54)}" fill="none" stroke="#FFFFFF" ` +
    `stroke-width="${r(5 * s)}" stroke-linecap="round" opacity="0.45"/>
  </g>`
  )
}

function trophiesScene(c: Colors, v: number): string {
  return [
    rays(600, 330, 28, 900),
    disc(600, 330, 250, c.a, 0.14),
    // A draped table carries three trophies of different heights.
    `<path d="M250 560H950L980 800H220Z" fill="${brand.white}" opacity="0.92"/>`,
    `<rect x="230" y="540" width="740" height="30" rx="8" fill="${c.b}"/>`,
    `<path d="M330 570V800M600 570V800M870 570V800" stroke="${c.deep}" stroke-width="3" opacity="0.12"/>`,
    trophy(600, 540, 240, c.accent, c.deep),
    trophy(400, 540, 160, c.a, c.deep),
    trophy(800, 540, 170, brand.white, c.deep),
    confetti(c, v + 3, 34, [150, 40, 1050, 300]),
  ].join('')
}

function podiumScene(c: Colors, v: number): string {
  // Places are told by height and a star on the winner's block: the art carries no words or numbers.
  const block = (x: number, top: number, fill: string) =>
    `<rect x="${x}" y="${top}" width="200" height="${640 - top}" rx="10" fill="${fill}"/>`
  const medal = (x: number, y: number) =>
    `<path d="M${x - 14} ${y - 46}L${x} ${y - 12}L${x + 14} ${y - 46}" fill="none" stroke="${brand.coral}" ` +
    `stroke-width="7"/>${disc(x, y, 14, brand.amber)}`
  return [
    rays(600, 300, 24, 900),
    floor(640, c),
    block(400, 400, brand.white),
    block(190, 470, c.a),
    block(610, 510, c.b),
    star(500, 480, 44, c.accent),
    figure(500, 400, 230, c.accent, c.head),
    figure(290, 470, 210, brand.white, c.head),
    figure(710, 510, 200, c.a, c.head),
    medal(500, 278),
    medal(290, 361),
    medal(710, 407),
    confetti(c, v + 7, 40, [120, 40, 1080, 260]),
  ].join('')
}

function frame(x: number, y: number, w: number, h: number, art: string, c: Colors): string {
  return (
    `<rect x="${x - 16}" y="${y - 16}" width="${w + 32}" height="${h + 32}" rx="4" fill="${brand.white}"/>
    <rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${c.deep}"/>
    <svg x="${x}" y="${y}" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${art}</svg>
    <path d="M${x + w / 2 - 50} ${y - 56}H${x + w / 2 + 50}" stroke="${brand.white}" stroke-width="8" ` +
    `stroke-linecap="round" opacity="0.8"/>
    <path d="M${x + w / 2 - 46} ${y - 52}L${x - 20} ${y + h}H${x + w + 20}L${x + w / 2 + 46} ${y - 52}Z" ` +
    `fill="#FFFFFF" opacity="0.05"/>`
  )
}

function galleryScene(c: Colors): string {
  const mountains = `${disc(200, 60, 34, brand.amber)}<path d="M0 200L80 100L150 170L210 90L260 200Z" fill="${c.a}"/>`
  const circles =
    `${disc(70, 120, 90, brand.coral, 0.9)}${disc(170, 210, 80, c.a, 0.8)}` + `${ring(150, 80, 40, brand.white, 8)}`
  const stripes =
    `${band(130, 90, 500, 40, -30, brand.amber, 1)}${band(130, 160, 500, 22, -30, c.a, 1)}` +
    `${disc(200, 50, 22, brand.white)}`
  return [
    dotGrid(70, 80, 24, 3, 46, brand.white, 0.12),
    floor(610, c),
    frame(150, 200, 260, 200, mountains, c),
    frame(490, 150, 240, 300, circles, c),
    frame(810, 220, 260, 180, stripes, c),
    figure(380, 800, 330, c.deep, c.deep, 0.85),
    figure(880, 800, 300, c.deep, c.deep, 0.85),
    figure(470, 800, 220, c.deep, c.deep, 0.85),
  ].join('')
}

function envelope(x: number, y: number, w: number, h: number, turn: number, fill: string, line: string): string {
  return (
    `<g transform="rotate(${turn} ${x + w / 2} ${y + h / 2})">
    <rect x="${x}" y="${y}" width="${w}" height="${h}" rx="10" fill="${fill}"/>
    <path d="M${x + 8} ${y + 8}L${x + w / 2} ${y + h * 0.58}L${x + w - 8} ${y + 8}M${x + 8} ${y + h - 8}L` +
    `${x + w * 0.38} ${y + h * 0.5}M${x + w - 8} ${y + h - 8}L${x + w * 0.62} ${y + h * 0.5}" fill="none" ` +
    `stroke="${line}" stroke-width="5" stroke-linejoin="round" opacity="0.35"/>
  </g>`
  )
}

function star(cx: number, cy: number, outer: number, fill: string): string {
  const pts: string[] = []
  for (let i = 0; i < 10; i++) {
    const rad = i % 2 === 0 ? outer : outer * 0.45
    const a = (Math.PI / 5) * i - Math.PI / 2
    pts.push(`${r(cx + Math.cos(a) * rad)},${r(cy + Math.sin(a) * rad)}`)
  }
  return `<polygon points="${pts.join(' ')}" fill="${fill}"/>`
}

function envelopesScene(c: Colors, v: number): string {
  const letter = `<g transform="rotate(-4 600 300)">
    <rect x="470" y="120" width="260" height="300" rx="8" fill="${brand.cream}"/>
    <rect x="500" y="150" width="120" height="16" rx="8" fill="${c.bg[1]}" opacity="0.8"/>
    <rect x="500" y="184" width="200" height="10" rx="5" fill="${c.deep}" opacity="0.25"/>
    <rect x="500" y="206" width="170" height="10" rx="5" fill="${c.deep}" opacity="0.25"/>
    ${star(600, 300, 62, c.accent)}
  </g>`
  return [
    disc(600, 330, 300, c.a, 0.12),
    ring(600, 330, 360, c.a, 3, 0.3, '10 18'),
    envelope(200, 260, 300, 200, -14, c.a, c.deep),
    envelope(700, 250, 300, 200, 12, brand.white, c.deep),
    letter,
    `<rect x="430" y="330" width="340" height="220" rx="12" fill="${brand.white}"/>`,
    `<path d="M430 340L600 440L770 340" fill="none" stroke="${c.deep}" stroke-width="5" opacity="0.3"/>`,
    disc(760, 520, 52, c.accent),
    star(760, 520, 30, brand.white),
    confetti(c, v + 11, 30, [140, 60, 1060, 240]),
  ].join('')
}

function curtain(c: Colors, mirror: boolean): string {
  const path =
    `<path d="M0 0H190C160 160 215 300 165 460C135 560 185 660 150 800H0Z" fill="${c.deep}"/>
    <path d="M60 0C40 200 90 420 50 800M120 0C100 220 140 460 100 800" fill="none" stroke="${c.a}" ` +
    `stroke-width="6" opacity="0.25"/>`
  return mirror ? `<g transform="translate(${SCENE_W} 0) scale(-1 1)">${path}</g>` : path
}

function note(x: number, y: number, fill: string): string {
  return (
    `<g fill="${fill}" opacity="0.85"><ellipse cx="${x}" cy="${y}" rx="16" ry="12" ` +
    `transform="rotate(-20 ${x} ${y})"/><rect x="${x + 11}" y="${y - 70}" width="6" height="70"/><path ` +
    `d="M${x + 17} ${y - 70}q26 10 22 38q-6-18-22-20z"/></g>`
  )
}

function stageScene(c: Colors): string {
  const cone = (x: number) =>
    `<path d="M${x - 20} -10H${x + 20}L${x < 600 ? 760 : 640} 610H${x < 600 ? 460 : 340}Z" fill="url(#spot)"/>`
  const choir = [360, 450, 540, 630, 720, 810].map((x, i) =>
    figure(x + (i % 2) * 10, 600, i % 2 ? 230 : 205, [c.a, brand.white, c.b, c.accent][i % 4], c.head),
  )
  return [
    `<defs><linearGradient id="spot" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#FFFFFF" ` +
      `stop-opacity="0.28"/><stop offset="1" stop-color="#FFFFFF" stop-opacity="0.04"/></linearGradient></defs>`,
    cone(260),
    cone(940),
    `<path d="M0 600H1200V800H0Z" fill="${c.deep}" opacity="0.55"/>`,
    `<ellipse cx="600" cy="610" rx="360" ry="46" fill="#FFFFFF" opacity="0.12"/>`,
    `<rect x="0" y="596" width="1200" height="8" fill="${c.accent}"/>`,
    ...choir,
    note(560, 170, brand.white),
    note(660, 120, c.accent),
    note(760, 190, brand.white),
    curtain(c, false),
    curtain(c, true),
    `<path d="M0 0H1200V46${Array.from({ length: 12 }, () => 'a50 30 0 0 1 -100 0').join('')}Z" fill="${c.deep}"/>`,
    `<path d="M0 46H1200" stroke="${c.accent}" stroke-width="6"/>`,
  ].join('')
}

function schoolBuilding(): string {
  const columns = [440, 520, 600, 680, 760]
    .map((x) => `<rect x="${x}" y="300" width="36" height="300" fill="#FFFFFF"/>`)
    .join('')
  return `<g opacity="0.1">
    <path d="M360 290L618 160L876 290Z" fill="#FFFFFF"/>${columns}
    <rect x="380" y="600" width="476" height="20" fill="#FFFFFF"/></g>${ring(618, 240, 26, brand.white, 6, 0.2)}`
}

function bubble(x: number, y: number, fill: string, dots: string): string {
  return (
    `<path d="M${x} ${y}h120a24 24 0 0 1 24 24v42a24 24 0 0 1 -24 24h-78l-26 24v-24h-16a24 24 0 0 1 -24 ` +
    `-24v-42a24 24 0 0 1 24 -24z" fill="${fill}"/>
    ${[0, 1, 2].map((i) => disc(x + 26 + i * 34, y + 45, 8, dots)).join('')}`
  )
}

function peopleScene(c: Colors): string {
  const people = [
    [300, 250, c.a],
    [390, 300, brand.white],
    [480, 210, c.accent],
    [560, 290, c.b],
    [650, 230, brand.white],
    [740, 310, c.a],
    [830, 220, c.accent],
    [910, 270, c.b],
  ] as const
  return [
    disc(960, 150, 60, c.accent, 0.95),
    ring(960, 150, 92, brand.white, 4, 0.25),
    schoolBuilding(),
    dotGrid(120, 110, 5, 4, 40, c.a, 0.4),
    floor(640, c),
    ...people.map(([x, h, fill]) => figure(x, 640, h, fill, c.head)),
    bubble(250, 150, brand.white, c.bg[1]),
    bubble(700, 90, c.accent, c.deep),
  ].join('')
}

/** The scene's artwork in 1200x800 units. */
export function sceneArt(kind: SceneKind, c: Colors, v: number): string {
  switch (kind) {
    case 'trophies':
      return trophiesScene(c, v)
    case 'podium':
      return podiumScene(c, v)
    case 'gallery':
      return galleryScene(c)
    case 'envelopes':
      return envelopesScene(c, v)
    case 'stage':
      return stageScene(c)
    case 'people':
      return peopleScene(c)
  }
}

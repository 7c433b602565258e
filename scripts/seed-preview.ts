// Renders a full set of demo artwork to /tmp/seed-preview plus a contact sheet, and reports timings.
// Run: npx tsx scripts/seed-preview.ts
import { execFileSync } from 'node:child_process'
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'
import {
  type BannerOptions,
  type GeneratedFile,
  type ValueKind,
  renderBanner,
  renderNotFound,
  renderValueIcon,
} from '../src/seed/assets/images'
import { brand } from '../src/seed/assets/palette'
import { renderDemoPdf } from '../src/seed/assets/pdfs'
import { escapeXml, fontFamily } from '../src/seed/assets/text'

const out = '/tmp/seed-preview'

/** How a tile is shown on the sheet: icons on a hexagon, transparent art on navy. */
type Job = { group: string; render: () => Promise<GeneratedFile>; hexagon?: string; backdrop?: string }

const banner = (group: string, o: BannerOptions): Job => ({ group, render: () => renderBanner(o) })

const blogs = [
  ['How to Prepare for Your International GCSE Examinations', 'Pearson Edexcel', 'navy'],
  ['IELTS Academic or General Training: Which One Do You Need?', 'IELTS', 'teal'],
  ['Five Tips for Performing Your Best at the Festival of Arts', 'Festival of Arts', 'coral'],
  ['What a School Inspection Really Looks At', 'Centre for School Excellence', 'amber'],
  ['PTE Academic: A Faster Route to Studying Abroad', 'PTE', 'navy'],
] as const

const events = [
  [
    'Festival of Arts Prize Giving 2026',
    'coral',
    ['Trophies on stage', 'Junior verse speaking winners', 'The school choir', 'Art exhibition hall'],
  ],
  ['Pearson Edexcel Results Day 2026', 'navy', ['Results envelopes', 'Top achievers', 'Teachers and parents']],
  ['IELTS Open Day at Nugegoda', 'teal', []],
] as const

const units = [
  ['schools', 'Lyceum International Schools', 'Primary · Secondary', 'navy'],
  ['campus', 'Lyceum Campus', 'Established 2022', 'teal'],
  ['placements', 'Lyceum Global Placements', 'University placements', 'amber'],
  ['academy', 'Lyceum Academy', 'Sports · Arts · Skills', 'coral'],
] as const

const values: [ValueKind, string][] = [
  ['integrity', brand.navy],
  ['excellence', brand.teal],
  ['accessibility', '#8C5A12'],
  ['innovation', '#B23A48'],
  ['collaboration', '#2F6690'],
  ['accountability', brand.deepNavy],
]

// As src/seed/demo/home.ts paints them: the headline only, large and centred.
const slides = [
  ['Pearson Edexcel exams in Sri Lanka', 'navy'],
  ['IELTS and PTE classes that fit your life', 'teal'],
  ['Festival of Arts 2027: entries open', 'coral'],
] as const

const headers = ['navy', 'coral', 'teal', 'amber', 'navy'] as const

function jobs(): Job[] {
  return [
    ...slides.map(([title, theme], i) =>
      banner('hero', {
        width: 1920,
        height: 800,
        title,
        layout: 'hero',
        theme,
        variant: i,
        name: `home-slide-${i + 1}.jpg`,
      }),
    ),
    ...blogs.map(([title, kicker, theme], i) =>
      banner('blog thumb', {
        width: 800,
        height: 500,
        title,
        kicker,
        textless: true,
        theme,
        variant: i,
        name: `blog-${i + 1}-card.jpg`,
      }),
    ),
    ...blogs.map(([, , theme], i) =>
      banner('blog background', {
        width: 1600,
        height: 700,
        title: '',
        theme,
        variant: i + 1,
        name: `blog-${i + 1}-background.jpg`,
      }),
    ),
    ...events.map(([title, theme], i) =>
      banner('event thumb', {
        width: 800,
        height: 600,
        title,
        kicker: 'Gallery',
        textless: true,
        theme,
        variant: i,
        name: `event-${i + 1}-card.jpg`,
      }),
    ),
    ...events.flatMap(([title, theme, photos], i) =>
      photos.map((caption, j) =>
        banner('event photo', {
          width: 1200,
          height: 800,
          title: caption,
          kicker: title,
          textless: true,
          theme,
          variant: j,
          name: `event-${i + 1}-scene-${j + 1}.jpg`,
        }),
      ),
    ),
    ...headers.map((theme, i) =>
      banner('exam header', {
        width: 1920,
        height: 500,
        title: '',
        theme,
        variant: i,
        name: `exam-header-${i + 1}.jpg`,
      }),
    ),
    ...units.map(([slug, title, kicker, theme], i) =>
      banner('group card', {
        width: 600,
        height: 350,
        title,
        kicker,
        textless: true,
        theme,
        variant: i,
        name: `group-${slug}-card.jpg`,
      }),
    ),
    banner('poster', {
      width: 800,
      height: 1000,
      title: 'Registrations open for May/June 2027',
      kicker: 'Pearson Edexcel',
      subtitle: 'Register by 21 February 2027',
      theme: 'navy',
      variant: 1,
      name: 'popup-poster-may-june-2027.jpg',
    }),
    banner('banner', {
      width: 1600,
      height: 700,
      title: 'Our Departments',
      kicker: 'Lyceum Assessments',
      textless: true,
      theme: 'teal',
      variant: 2,
      name: 'departments-art.jpg',
    }),
    banner('share', {
      width: 1200,
      height: 630,
      title: 'Examinations and assessments you can trust',
      kicker: 'Lyceum Assessments',
      subtitle: 'Pearson Edexcel · IELTS · PTE · Festival of Arts',
      theme: 'navy',
      variant: 0,
      name: 'share.jpg',
    }),
    ...values.map(([kind, colour]): Job => ({
      group: 'value icon',
      hexagon: colour,
      render: () => renderValueIcon({ kind, name: `value-${kind}.png` }),
    })),
    { group: '404', backdrop: brand.navy, render: () => renderNotFound({ name: 'not-found.png' }) },
  ]
}

const cellW = 420
const cellH = 270
const labelH = 34
const gap = 16

function hexagonSvg(size: number, fill: string): string {
  const pts = [0, 60, 120, 180, 240, 300].map((d) => {
    const a = ((d - 90) * Math.PI) / 180
    return `${size / 2 + Math.cos(a) * size * 0.48},${size / 2 + Math.sin(a) * size * 0.48}`
  })
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" ` +
    `height="${size}"><polygon points="${pts.join(' ')}" fill="${fill}"/></svg>`
  )
}

/** The image as it will be seen on the site: icons on hexagons, transparent art on navy. */
async function displayed(job: Job, file: GeneratedFile): Promise<Buffer> {
  if (job.hexagon) {
    return sharp(Buffer.from(hexagonSvg(200, job.hexagon)))
      .composite([{ input: file.data, gravity: 'centre' }])
      .png()
      .toBuffer()
  }
  if (job.backdrop) return sharp(file.data).flatten({ background: job.backdrop }).png().toBuffer()
  return file.data
}

async function tile(job: Job, file: GeneratedFile): Promise<Buffer> {
  const img = await sharp(await displayed(job, file))
    .resize(cellW, cellH - labelH, { fit: 'inside' })
    .toBuffer({ resolveWithObject: true })
  const { width, height } = img.info
  const label = `${job.group} · ${file.name} · ${Math.round(file.size / 1024)} KB`
  const frame =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${cellW}" height="${cellH}"><rect ` +
    `width="${cellW}" height="${cellH}" rx="8" fill="#FFFFFF"/>
    <text x="10" y="${cellH - 12}" font-family="${fontFamily}" font-size="13" ` +
    `fill="#334155">${escapeXml(label)}</text></svg>`
  return sharp(Buffer.from(frame))
    .composite([
      { input: img.data, left: Math.round((cellW - width) / 2), top: Math.round((cellH - labelH - height) / 2) },
    ])
    .png()
    .toBuffer()
}

async function contactSheet(tiles: Buffer[], columns = 5): Promise<Buffer> {
  const rows = Math.ceil(tiles.length / columns)
  const width = columns * (cellW + gap) + gap
  const height = rows * (cellH + gap) + gap
  return sharp({ create: { width, height, channels: 3, background: '#E2E8F0' } })
    .composite(
      tiles.map((input, i) => ({
        input,
        left: gap + (i % columns) * (cellW + gap),
        top: gap + Math.floor(i / columns) * (cellH + gap),
      })),
    )
    .png()
    .toBuffer()
}

async function timed<T>(label: string, run: () => Promise<T>): Promise<T> {
  const start = performance.now()
  const result = await run()
  console.log(`${label}: ${Math.round(performance.now() - start)} ms`)
  return result
}

function rasterisePdf(path: string): void {
  try {
    execFileSync('pdftoppm', ['-png', '-r', '60', path, join(out, 'demo')])
    console.log(`PDF pages rendered to ${out}/demo-*.png`)
  } catch {
    console.log('pdftoppm not available: open demo.pdf directly')
  }
}

async function main(): Promise<void> {
  await mkdir(out, { recursive: true })
  const list = jobs()
  // Sequential, as the seed renders them one upload at a time.
  const files = await timed(`${list.length} images, one after another`, async () => {
    const done: GeneratedFile[] = []
    for (const job of list) done.push(await job.render())
    return done
  })
  await timed(`${list.length} images, all at once`, () => Promise.all(list.map((j) => j.render())))
  await Promise.all(files.map((f) => writeFile(join(out, f.name), f.data)))

  const pdf = await timed('demo PDF', () =>
    renderDemoPdf({
      title: 'Candidate registration form (all Pearson examinations)',
      subtitle: 'Registration Forms',
      name: 'demo.pdf',
      paragraphs: [
        'This document is a demonstration copy of “Candidate registration form ' +
          '(all Pearson examinations)”, produced for the Lyceum Assessments website.',
        'Candidates should always check the latest published version with the examinations office ' +
          'before making an entry. Dates, fees and requirements may change from session to session.',
        'For help, write to info@example.lk or call +94 11 000 0000 between 8.30 a.m. and 5.00 ' +
          'p.m., Monday to Friday. Sinhala and Tamil text such as ශ්‍රී ලංකා is replaced, not fatal.',
      ],
    }),
  )
  await writeFile(join(out, pdf.name), pdf.data)
  rasterisePdf(join(out, pdf.name))

  const tiles = await Promise.all(list.map((job, i) => tile(job, files[i])))
  await writeFile(join(out, 'sheet.png'), await contactSheet(tiles))
  const total = files.reduce((sum, f) => sum + f.size, 0)
  console.log(
    `Wrote ${files.length} images (${Math.round(total / 1024)} ` +
      `KB), demo.pdf (${pdf.size} bytes) and sheet.png to ${out}`,
  )
}

await main()

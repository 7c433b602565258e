// npm run favicon: public/favicon.ico (16, 32, 48 px) and apple-touch-icon.png from the site's mark
// (src/lib/siteIcon.ts).
import fs from 'node:fs'
import sharp from 'sharp'
import { SITE_ICON_SVG } from '../src/lib/siteIcon'

const svg = Buffer.from(SITE_ICON_SVG)
const png = (size: number, background?: string) =>
  sharp(svg, { density: 600 })
    .resize(size, size)
    .flatten(background ? { background } : false)
    .png()
    .toBuffer()

// An ICO file may hold PNG images as they are: a 6-byte header, a 16-byte entry per image, then the images.
const sizes = [16, 32, 48]
const images = await Promise.all(sizes.map((s) => png(s)))
const header = Buffer.alloc(6 + 16 * sizes.length)
header.writeUInt16LE(0, 0)
header.writeUInt16LE(1, 2)
header.writeUInt16LE(sizes.length, 4)
let offset = header.length
sizes.forEach((size, i) => {
  const entry = 6 + 16 * i
  header.writeUInt8(size, entry)
  header.writeUInt8(size, entry + 1)
  header.writeUInt16LE(1, entry + 4)
  header.writeUInt16LE(32, entry + 6)
  header.writeUInt32LE(images[i].length, entry + 8)
  header.writeUInt32LE(offset, entry + 12)
  offset += images[i].length
})
fs.writeFileSync('public/favicon.ico', Buffer.concat([header, ...images]))
fs.writeFileSync(
  'public/apple-touch-icon.png',
  await sharp(svg, { density: 600 })
    .resize(140, 140)
    .extend({ top: 20, bottom: 20, left: 20, right: 20, background: '#ffffff' })
    .flatten({ background: '#ffffff' })
    .png()
    .toBuffer(),
)
console.log('public/favicon.ico and public/apple-touch-icon.png written')

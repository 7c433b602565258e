import fs from 'node:fs'
import subsetFont from 'subset-font'
const chars = []
for (let c = 0x20; c <= 0x7e; c++) chars.push(c)
for (let c = 0xa0; c <= 0xff; c++) chars.push(c)
for (const c of [0x2013,0x2014,0x2018,0x2019,0x201c,0x201d,0x2022,0x2026,0x00b7,0x2190,0x2192,0x2191,0x2193,0x20ac,0x2122,0x2212,0x25be,0x2009,0x200b,0x2032,0x2033]) chars.push(c)
const text = String.fromCodePoint(...chars)
for (const [file, axes] of [['node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2', { wght: { min: 400, max: 800 } }], ['node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2', { wght: { min: 500, max: 800 } }]]) {
  const src = fs.readFileSync(file)
  const a = await subsetFont(src, text, { targetFormat: 'woff2' })
  const b = await subsetFont(src, text, { targetFormat: 'woff2', variationAxes: axes })
  console.log(file.split('/').pop(), src.length, 'subset', a.length, 'subset+axes', b.length)
}

#!/usr/bin/env node
// npm run fonts: the site's two variable fonts, cut down to what the site sets (Latin text and its
// punctuation, the weights in use) so a phone downloads ~47 KB of fonts instead of ~76 KB.
// Output is committed in src/app/(site)/fonts/ and loaded by src/app/(site)/fonts.ts.
import fs from 'node:fs'
import subsetFont from 'subset-font'

const codePoints = [
  ...range(0x20, 0x7e), // Basic Latin
  ...range(0xa0, 0xff), // Latin-1: accented letters, ©, ·, nbsp
  // Typographic punctuation, arrows and symbols editors and the site use.
  0x2009,
  0x200b,
  0x2013,
  0x2014,
  0x2018,
  0x2019,
  0x201c,
  0x201d,
  0x2022,
  0x2026,
  0x2032,
  0x2033,
  0x20ac,
  0x2122,
  0x2190,
  0x2191,
  0x2192,
  0x2193,
  0x2212,
  0x25be,
]
const text = String.fromCodePoint(...codePoints)

const fonts = [
  { from: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2', to: 'inter-latin-400-800.woff2', wght: { min: 400, max: 800 } },
  {
    from: '@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2',
    to: 'plus-jakarta-sans-latin-500-800.woff2',
    wght: { min: 500, max: 800 },
  },
]
for (const font of fonts) {
  const source = fs.readFileSync(new URL(`../node_modules/${font.from}`, import.meta.url))
  const subset = await subsetFont(source, text, { targetFormat: 'woff2', variationAxes: { wght: font.wght } })
  fs.writeFileSync(new URL(`../src/app/(site)/fonts/${font.to}`, import.meta.url), subset)
  console.log(`${font.to}: ${source.length} → ${subset.length} bytes`)
}

function range(from, to) {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i)
}

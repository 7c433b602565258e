import localFont from 'next/font/local'

// Self-hosted (no font service at run time), cut down by `npm run fonts` to Latin text and the
// weights the site uses, with a size-matched fallback so the swap does not shift layout. Not preloaded
// (decision 039): on a slow phone connection a preload competes with the page and its largest image,
// while the text paints at once in the fallback and swaps when the font arrives.
export const bodyFont = localFont({
  src: './fonts/inter-latin-400-800.woff2',
  variable: '--font-body',
  display: 'swap',
  weight: '400 800',
  preload: false,
})

export const headingFont = localFont({
  src: './fonts/plus-jakarta-sans-latin-500-800.woff2',
  variable: '--font-heading',
  display: 'swap',
  weight: '500 800',
  preload: false,
})

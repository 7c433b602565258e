import localFont from 'next/font/local'

// Self-hosted (no font service at run time), cut down by `npm run fonts` to Latin text and the
// weights the site uses. Not preloaded, and 'optional' (decision 039): their faces come with the full
// stylesheet after the first paint, so a session's first page keeps the fallback unless the font is
// there at once (no late swap, no layout shift: phones have no Arial for the size-matched fallback),
// and later pages, the font cached, paint in it from the start.
export const bodyFont = localFont({
  src: './fonts/inter-latin-400-800.woff2',
  variable: '--font-body',
  display: 'optional',
  weight: '400 800',
  preload: false,
})

export const headingFont = localFont({
  src: './fonts/plus-jakarta-sans-latin-500-800.woff2',
  variable: '--font-heading',
  display: 'optional',
  weight: '500 800',
  preload: false,
})

import localFont from 'next/font/local'

// Self-hosted (no font service at run time), cut down by `npm run fonts` to Latin text and the
// weights the site uses; preloaded, with a size-matched fallback so the swap does not shift layout.
export const bodyFont = localFont({
  src: './fonts/inter-latin-400-800.woff2',
  variable: '--font-body',
  display: 'swap',
  weight: '400 800',
})

export const headingFont = localFont({
  src: './fonts/plus-jakarta-sans-latin-500-800.woff2',
  variable: '--font-heading',
  display: 'swap',
  weight: '500 800',
})

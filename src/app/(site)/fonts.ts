import localFont from 'next/font/local'

// Self-hosted from npm (no font service at run time); latin subset, variable weight.
export const bodyFont = localFont({
  src: '../../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-body',
  display: 'swap',
  weight: '100 900',
})

export const headingFont = localFont({
  src: '../../../node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2',
  variable: '--font-heading',
  display: 'swap',
  weight: '200 800',
})

/**
 * The site's mark (a navy hexagon with a gold L): the favicon, and the source of `public/favicon.ico`
 * and `public/apple-touch-icon.png` (`npm run favicon`).
 */
export const SITE_ICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 44 44">' +
  '<path d="M22 1.5 40 11.75v20.5L22 42.5 4 32.25v-20.5z" fill="#12355B"/>' +
  '<path d="M16 12v20h13" fill="none" stroke="#F4A62A" stroke-width="4.5" stroke-linecap="round" ' +
  'stroke-linejoin="round"/></svg>'

/**
 * The favicon as a data: address, so it comes with the page: as a file, the browser asks for it while
 * the page paints and a phone's slow network counts it into the largest paint (decision 039).
 * Only what a data: address or an HTML attribute must not hold raw is encoded (", #, <, >).
 */
export const SITE_ICON_URL = `data:image/svg+xml,${SITE_ICON_SVG.replace(/["#<>]/g, encodeURIComponent)}`

/** The home-screen icon iOS asks for (180 px), a plain file. */
export const APPLE_TOUCH_ICON_PATH = '/apple-touch-icon.png'

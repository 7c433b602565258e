// @ts-check
// The system Chromium and the flags it needs on these machines (no downloads, no background calls
// to a network that is closed): shared by the e2e tests, the Lighthouse bench and the screenshots.
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium'
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

/**
 * Options of a full-page screenshot that draws every band: those below the first screen are rendered only
 * as they near the view (`render-near-view` in src/app/(site)/globals.css), and would show blank.
 */
export const WHOLE_PAGE = /** @type {const} */ ({
  fullPage: true,
  style: '.render-near-view { content-visibility: visible !important; }',
})

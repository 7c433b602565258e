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

import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/lib/chromium.mjs'
import { productionServer } from './tests/support/productionServer'

// The end-to-end suite: the production build, served on a throwaway database with the demo content.
// Two servers, each with its own database, take half of the specs each, one spec at a time: the specs
// that edit content share a server only with specs that run after them, never beside them.
const port = Number(process.env.E2E_PORT ?? 3100)
const secondPort = port + 10
const [first, second] = [port, secondPort].map((p) => `http://localhost:${p}`)
const chromium = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS }
// One server serves these; the other everything else, among which every spec that starts servers of
// its own (they use fixed ports, and one of them edits a source file for the development server).
const SECOND_SERVER = [
  'pages',
  'security-caching',
  'preview',
  'hygiene',
  'seo',
  'centre-ielts',
  'exam-calendar',
  'forms-contact',
  'schedule',
  'redirects',
  'forms-no-javascript',
  'admin-csp',
  'shell',
  'seo-fields',
  'roles',
  'home',
  'forms-enquiry',
  'dashboard',
  'admin-two-factor',
  'paint-styles',
].map((name) => `**/${name}.spec.ts`)
// The suite posts forms, signs in and renders pages from one address far more than a visitor would: its
// servers lift those limits (the form and sign-in limits are checked in tests/int, the render budget in
// tests/unit and bench:junk). Each server trusts one proxy: the https checks reach it through nginx
// (tests/support/e2e/tlsProxy.ts) or say X-Forwarded-Proto as that proxy would; TRUST_PROXY=0 is checked in
// tests/hostile.
// Card payments go to the local PayHere gateway (scripts/payhere-local.mjs) the suite starts on port+5.
const gatewayPort = port + 5
const payhere = {
  PAYHERE_MERCHANT_ID: '1211149',
  PAYHERE_MERCHANT_SECRET: 'local-gateway-test-secret',
  PAYHERE_MODE: 'local',
  PAYHERE_CHECKOUT_URL: `http://127.0.0.1:${gatewayPort}`,
}
const env = {
  ...payhere,
  RATE_LIMIT_FORMS_POINTS: '10000',
  RATE_LIMIT_SIGN_IN_POINTS: '10000',
  RENDER_SHARE_PERCENT: '100',
  RENDER_CLIENT_SHARE_PERCENT: '100',
  TRUST_PROXY: '1',
}
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium }

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  globalSetup: './tests/support/e2e/globalSetup.ts',
  use: { trace: 'retain-on-failure', launchOptions: chromium },
  projects: [
    { name: 'desktop', testIgnore: SECOND_SERVER, workers: 1, use: { ...desktop, baseURL: first } },
    { name: 'desktop-2', testMatch: SECOND_SERVER, workers: 1, use: { ...desktop, baseURL: second } },
  ],
  // Started one after the other: the first builds the site when the sources changed, the second finds it built.
  webServer: [
    {
      command: `node scripts/payhere-local.mjs --port ${gatewayPort}`,
      port: gatewayPort,
      reuseExistingServer: false,
      stdout: 'ignore',
      env: payhere,
    },
    productionServer(port, env),
    productionServer(secondPort, env),
  ],
})

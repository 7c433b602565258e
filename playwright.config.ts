import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/lib/chromium.mjs'
import { productionServer } from './tests/support/productionServer'

// The end-to-end suite: the production build, served on a throwaway database with the demo content.
const port = Number(process.env.E2E_PORT ?? 3100)
const chromium = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS }

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  use: { baseURL: `http://localhost:${port}`, trace: 'retain-on-failure', launchOptions: chromium },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium } }],
  // One server serves the whole suite; the form and sign-in limits themselves are checked in tests/int.
  // It trusts one proxy: the https checks reach it through nginx (tests/support/tlsProxy.ts) or say
  // X-Forwarded-Proto as that proxy would; TRUST_PROXY=0 is checked in tests/hostile.
  webServer: productionServer(port, { RATE_LIMIT_FORMS_POINTS: '10000', RATE_LIMIT_SIGN_IN_POINTS: '10000', TRUST_PROXY: '1' }),
})

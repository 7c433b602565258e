import { defineConfig } from '@playwright/test'
import { productionServer } from './tests/support/productionServer'

// `npm run test:hostile`: what an attacker sends, against the production build. Requests only, no browser.
const port = Number(process.env.HOSTILE_PORT ?? 3190)
// The suite floods the forms, sign-in and renders on purpose, from one address: its own server lifts
// those limits, the defaults stay (tests/hostile/junk-traffic.spec.ts starts servers with their own).
const server = productionServer(port, {
  RATE_LIMIT_FORMS_POINTS: '100000',
  RATE_LIMIT_SIGN_IN_POINTS: '10000',
  RENDER_SHARE_PERCENT: '100',
  RENDER_CLIENT_SHARE_PERCENT: '100',
  RENDER_CLIENT_PER_MINUTE: '1000000',
})
const serverEnv = (server as { env: Record<string, string> }).env

export default defineConfig({
  testDir: 'tests/hostile',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  timeout: 120_000,
  use: { baseURL: `http://localhost:${port}` },
  // The suite signs in as the server's first admin to count records before and after.
  metadata: { adminEmail: serverEnv.ADMIN_EMAIL, adminPassword: serverEnv.ADMIN_PASSWORD },
  globalSetup: './tests/support/hostile/globalSetup.ts',
  globalTeardown: './tests/support/hostile/globalTeardown.ts',
  webServer: server,
})

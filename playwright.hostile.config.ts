import { defineConfig } from '@playwright/test'
import { productionServer } from './tests/support/productionServer'

// `npm run test:hostile`: what an attacker sends, against the production build. Requests only, no browser.
const port = Number(process.env.HOSTILE_PORT ?? 3190)

export default defineConfig({
  testDir: 'tests/hostile',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  timeout: 120_000,
  use: { baseURL: `http://localhost:${port}` },
  // The suite floods the forms and renders on purpose, from one address: its own server lifts the form
  // limit and the render limits (tests/hostile/junk-traffic.spec.ts starts servers with their own).
  webServer: productionServer(port, {
    RATE_LIMIT_FORMS_POINTS: '100000',
    RENDER_SHARE_PERCENT: '100',
    RENDER_CLIENT_PER_MINUTE: '1000000',
  }),
})

import { defineConfig } from '@playwright/test'

// `npm run test:cluster`: the multi-instance suite (tests/cluster). It starts its own PostgreSQL
// database, S3 server, SMTP sink, production instances and nginx; requests only, no browser.
export default defineConfig({
  testDir: 'tests/cluster',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  timeout: 120_000,
})

import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/lib/chromium.mjs'

// The production build, served on a throwaway database with the demo content.
const port = Number(process.env.E2E_PORT ?? 3100)
const baseURL = `http://localhost:${port}`
const runDir = process.env.E2E_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'lyceum-e2e-'))
process.env.E2E_DATA_DIR = runDir

const chromium = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS }

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  use: { baseURL, trace: 'retain-on-failure', launchOptions: chromium },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium } }],
  webServer: {
    command: 'node scripts/next.mjs start',
    url: `${baseURL}/api/get-banner`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      SERVER_URL: baseURL,
      DATA_DIR: runDir,
      MEDIA_DIR: path.join(runDir, 'media'),
      DATABASE_URL: '',
      PAYLOAD_SECRET: 'e2e-test-secret-not-for-production',
      SEED_DEMO_CONTENT: 'true',
      // One server serves the whole suite; the limit itself is checked in tests/int.
      RATE_LIMIT_FORMS_POINTS: '10000',
      ADMIN_EMAIL: 'admin@example.lk',
      ADMIN_PASSWORD: 'e2e-admin-password',
    },
  },
})

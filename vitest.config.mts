import os from 'node:os'
import path from 'node:path'
import fs from 'node:fs'
import { configDefaults, defineConfig } from 'vitest/config'

// One throwaway SQLite database and media folder per test run, shared by all test files.
const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lyceum-int-'))
Object.assign(process.env, {
  NODE_ENV: 'test',
  DATA_DIR: runDir,
  MEDIA_DIR: path.join(runDir, 'media'),
  // TEST_DATABASE_URL runs the same suite against PostgreSQL (npm run test:int:postgres).
  DATABASE_URL: process.env.TEST_DATABASE_URL || `file:${path.join(runDir, 'test.db')}`,
  PAYLOAD_SECRET: 'integration-test-secret',
  SERVER_URL: 'http://localhost:3999',
  FILES_BASE_URL: 'https://files.example.lk',
  SEED_DEMO_CONTENT: 'true',
  // Generous here; tests/int/forms-guard.test.ts checks the limit itself.
  RATE_LIMIT_FORMS_POINTS: '10000',
  // Likewise for sign-in; tests/int/auth-limits.test.ts checks that limit.
  RATE_LIMIT_SIGN_IN_POINTS: '10000',
  MAIL_RETRY_DELAY_MS: '50',
  ADMIN_EMAIL: '',
  ADMIN_PASSWORD: '',
})

// Files that set the app up from their own environment (SMTP, S3, limits, PayHere, jobs) before it loads, or mock
// modules: each runs in a fresh process. All others share one module cache, so Payload is imported once, not per file.
const OWN_PROCESS = [
  'int/auth-limits',
  'int/auth-passwords',
  'int/auth-sessions',
  'int/auth-sign-in',
  'int/entries-card-payments',
  'int/entries-changes',
  'int/entries-create',
  'int/entries-mails',
  'int/entries-payments-instances',
  'int/entries-seat-race',
  'int/exports-storage',
  'int/forms-acknowledgement',
  'int/forms-guard',
  'int/forms-mail',
  'int/hostile-api',
  'int/jobs-schedule',
  'int/jobs-shutdown',
  'int/payload-config',
  'int/reminders-sending',
  'int/reminders-sign-up',
  'int/seed-entries',
  'int/shared-limits',
  'int/uploads-rules',
  'int/uploads-storage',
  'unit/app-proxy',
  'unit/env',
  'unit/payhere-protocol',
].map((name) => `tests/${name}.test.ts`)

export default defineConfig({
  resolve: {
    tsconfigPaths: true,
    // `server-only` guards against client bundles; tests run on the server side.
    alias: { 'server-only': path.resolve('tests/support/int/serverSide.ts') },
  },
  test: {
    environment: 'node',
    globalSetup: ['tests/support/int/globalSetup.ts'],
    setupFiles: ['tests/support/int/setupFile.ts'],
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Each its own include (a project's arrays add to the root's); one after the other (groupOrder), as before.
    projects: [
      {
        extends: true,
        test: {
          name: 'own-process',
          include: OWN_PROCESS,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'shared',
          include: ['tests/int/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...OWN_PROCESS],
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
})

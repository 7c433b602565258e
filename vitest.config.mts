import os from 'node:os'
import path from 'node:path'
import fs from 'node:fs'
import { defineConfig } from 'vitest/config'

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

export default defineConfig({
  resolve: {
    tsconfigPaths: true,
    // `server-only` guards against client bundles; tests run on the server side.
    alias: { 'server-only': path.resolve('tests/support/int/serverSide.ts') },
  },
  test: {
    environment: 'node',
    include: ['tests/int/**/*.test.ts', 'tests/unit/**/*.test.ts'],
    globalSetup: ['tests/support/int/globalSetup.ts'],
    setupFiles: ['tests/support/int/setupFile.ts'],
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
})

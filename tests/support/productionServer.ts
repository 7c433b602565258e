import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { PlaywrightTestConfig } from '@playwright/test'

/** One server of a Playwright config's `webServer` (which may list several). */
type WebServer = Exclude<NonNullable<PlaywrightTestConfig['webServer']>, unknown[]>

/**
 * The production build, served on a throwaway database with the demo content, for one Playwright
 * suite. `env` adds or overrides settings (a suite that floods a limit raises it for its own server).
 */
export function productionServer(port: number, env: Record<string, string> = {}): WebServer {
  const baseURL = `http://localhost:${port}`
  // Playwright evaluates the config in every worker too: they share the first one's folder.
  const key = `E2E_DATA_DIR_${port}`
  const runDir = (process.env[key] ??= fs.mkdtempSync(path.join(os.tmpdir(), 'lyceum-e2e-')))
  return {
    command: 'node scripts/next.mjs start',
    url: `${baseURL}/api/get-banner`,
    // The first start builds when the sources changed (minutes on a 2-core machine with other work on it).
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      SERVER_URL: baseURL,
      DATA_DIR: runDir,
      MEDIA_DIR: path.join(runDir, 'media'),
      // Said outright (the default file of a local trial): a spec may start this server as production (NODE_ENV).
      DATABASE_URL: `file:${path.join(runDir, 'lyceum.db')}`,
      PAYLOAD_SECRET: 'e2e-test-secret-not-for-production',
      SEED_DEMO_CONTENT: 'true',
      ADMIN_EMAIL: 'admin@example.lk',
      ADMIN_PASSWORD: 'e2e-admin-password',
      ...env,
    },
  }
}

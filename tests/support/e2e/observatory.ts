import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

/**
 * The MDN HTTP Observatory scanner, run locally (tests/observatory). Installed on first use from its
 * pinned lock file with --ignore-scripts: its postinstall downloads the HSTS preload and TLD lists from
 * hosts a test cannot reach. Only the preload list is read by a scan; it starts empty here, so nothing
 * counts as preloaded and HSTS is graded on the header alone.
 */
const dir = path.resolve('tests/observatory')
const packageDir = path.join(dir, 'node_modules/@mdn/mdn-http-observatory')
const VERSION = '1.4.8'

export type ObservatoryTest = { name: string; result: string | null; pass: boolean; modifier: number }
export type ObservatoryResult = {
  path: string
  status: number
  url: string
  grade: string
  score: number
  tests: ObservatoryTest[]
  error?: string
}

export function ensureObservatory() {
  const installed = path.join(packageDir, 'package.json')
  if (!fs.existsSync(installed) || JSON.parse(fs.readFileSync(installed, 'utf8')).version !== VERSION) {
    execFileSync('npm', ['install', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'], {
      cwd: dir,
      stdio: 'pipe',
    })
  }
  const preload = path.join(packageDir, 'conf/hsts-preload.json')
  if (!fs.existsSync(preload)) fs.writeFileSync(preload, '{}')
}

/** Scans each path at https://localhost:httpsPort (and its http twin), trusting the test certificate in caFile. */
export function observatoryScan(o: {
  httpPort: number
  httpsPort: number
  caFile: string
  paths: string[]
}): ObservatoryResult[] {
  const args = JSON.stringify({ host: 'localhost', httpPort: o.httpPort, httpsPort: o.httpsPort, paths: o.paths })
  const result = spawnSync(process.execPath, [path.join(dir, 'scan.mjs'), args], {
    encoding: 'utf8',
    timeout: 120_000,
    // The certificate is trusted the way any Node client would be told to; localhost means the proxy's IPv4 address.
    env: { ...process.env, NODE_EXTRA_CA_CERTS: o.caFile, NODE_OPTIONS: '--dns-result-order=ipv4first' },
  })
  if (result.status !== 0) throw new Error(`The Observatory scan failed: ${result.stderr || result.error?.message}`)
  return JSON.parse(result.stdout) as ObservatoryResult[]
}

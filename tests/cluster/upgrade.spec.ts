import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { expect, test } from '@playwright/test'
import { ensureBuild } from '../support/cluster/build'
import { startBalancer } from '../support/cluster/balancer'
import { freshDatabase } from '../support/cluster/cluster'
import { instance, stopForGood } from '../support/cluster/instance'
import { releaseLayout } from '../support/cluster/releases'

// An upgrade as docs/deploy.md ("Releases") describes it, under load: two instances of release r1 behind
// nginx; r2 (one CSS change) built in its own folder while they serve; `current` switched; the
// instances restarted one at a time. Visitors keep loading pages and every file they reference, and some
// hold a page of r1 for the whole rollout and load its files again: not one 5xx, not one failed file.
// Ports: the balancer 3351, instances 3352 and 3353 (run under the fixed-ports lock).

const PORTS = { balancer: 3351, a: 3352, b: 3353 }
const databaseUrl = process.env.UPGRADE_DATABASE_URL ?? 'postgres://lyceum:lyceum@127.0.0.1:5432/lyceum_upgrade'
const PAGES = ['/', '/blogs', '/about-us', '/contact-us', '/exam-calendar', '/blogs-and-gallery']
const figure = (text: string) => console.log(`  figure: ${text}`)

/** Same-site files a page loads: stylesheets, preloads and icons (<link href>), scripts and images (src). */
function filesOf(html: string): string[] {
  const found = new Set<string>()
  for (const [tag] of html.matchAll(/<(link|script|img|source)\b[^>]*>/g)) {
    for (const [, url] of tag.matchAll(/\s(?:href|src)="(\/[^"/][^"]*)"/g)) found.add(url.replace(/&amp;/g, '&'))
  }
  return [...found]
}

async function postgresReachable() {
  const admin = new URL(databaseUrl)
  admin.pathname = '/postgres'
  const probe = new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: 2000 })
  try {
    await probe.connect()
    return true
  } catch {
    return false
  } finally {
    await probe.end().catch(() => {})
  }
}

test('an upgrade under load, release folders and one instance at a time: 0 × 5xx, 0 failed files', async () => {
  test.setTimeout(40 * 60_000)
  test.skip(!(await postgresReachable()), `PostgreSQL is not running at ${databaseUrl}`)
  ensureBuild()
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lyceum-upgrade-'))
  fs.chmodSync(runDir, 0o755)
  const layout = releaseLayout(runDir)
  layout.adoptCheckout('r1')
  layout.switchTo('r1')
  await freshDatabase(databaseUrl)
  const common = {
    NODE_ENV: 'production',
    PAYLOAD_SECRET: 'upgrade-test-secret-not-for-production',
    DATABASE_URL: databaseUrl,
    SERVER_URL: `http://127.0.0.1:${PORTS.balancer}`,
    DATA_DIR: path.join(layout.shared, 'data'),
    MEDIA_DIR: path.join(layout.shared, 'media'),
    RELEASES_DIR: layout.releases,
    SEED_DEMO_CONTENT: 'true',
    HOST: '127.0.0.1',
    TRUST_PROXY: '1',
    LOG_LEVEL: 'info',
    RENDER_SHARE_PERCENT: '100',
    RENDER_CLIENT_PER_MINUTE: '1000000',
    CACHE_CLIENT_ENTRIES: '1000000',
  }
  // As the systemd unit does: `node server/index.mjs` in /srv/lyceum/current.
  const launch = { args: ['server/index.mjs'], cwd: layout.current }
  const a = instance('a', PORTS.a, runDir, { ...common, PORT: String(PORTS.a) }, launch)
  const b = instance('b', PORTS.b, runDir, { ...common, PORT: String(PORTS.b) }, launch)
  const balancer = await startBalancer(PORTS.balancer, [PORTS.a, PORTS.b], runDir)
  const site = balancer.url

  const tally = { pages: 0, files: 0, serverErrors: [] as string[], failedFiles: [] as string[], heldReloads: 0 }
  /** What the visitors are living through: r1 alone while r2 builds, the rollout, or r2 alone. */
  let phase = 'build'
  const stylesheets = new Set<string>()
  /** Files of a page of r1, loaded once at the start: a visitor who keeps that page open. */
  let held: string[] = []
  const load = async (url: string, isFile: boolean) => {
    let status = 0
    try {
      const res = await fetch(`${site}${url}`, {
        headers: { 'accept-encoding': Math.random() < 0.5 ? 'br, gzip' : 'identity' },
      })
      status = res.status
      const body = await res.text()
      if (status >= 500) tally.serverErrors.push(`${phase}: ${status} ${url}`)
      if (isFile) {
        tally.files++
        if (status !== 200) tally.failedFiles.push(`${phase}: ${status} ${url}`)
        // A stylesheet's own files (its fonts) are loaded with it.
        return url.split('?')[0].endsWith('.css') ? [...body.matchAll(/url\((\/[^)"']+)\)/g)].map((m) => m[1]) : []
      }
      tally.pages++
      return filesOf(body)
    } catch (error) {
      ;(isFile ? tally.failedFiles : tally.serverErrors).push(`${phase}: no answer ${url}: ${(error as Error).message}`)
      return []
    }
  }
  /** Loads files and what they reference in turn (a stylesheet's fonts). */
  const loadFiles = async (files: string[]): Promise<void> => {
    // Four at a time, as a browser's connections to one host would be on HTTP/1.1 (about six).
    const referenced: string[] = []
    for (let i = 0; i < files.length; i += 4)
      referenced.push(...(await Promise.all(files.slice(i, i + 4).map((f) => load(f, true)))).flat())
    if (referenced.length) await loadFiles([...new Set(referenced)])
  }
  let loading = true
  const visitor = async (n: number) => {
    for (let i = n; loading; i++) {
      const files = await load(PAGES[i % PAGES.length], false)
      for (const file of files) if (file.endsWith('.css') || file.includes('.css?')) stylesheets.add(file)
      await loadFiles(files)
      if (n === 0 && held.length) {
        tally.heldReloads++
        await loadFiles(held)
      }
    }
  }

  let passed = false
  try {
    await a.start()
    await b.start()
    held = await load('/', false)
    expect(held.filter((f) => f.startsWith('/_next/static/')).length).toBeGreaterThan(0)
    const r1Styles = held.filter((f) => f.includes('.css'))
    const visitors = [0, 1, 2].map(visitor)

    // The next release: built beside the one serving, with one visible CSS change.
    const buildMs = await layout.buildRelease('r2', (dir) => {
      const css = path.join(dir, 'src/app/(site)/globals.css')
      fs.appendFileSync(css, '\n/* release r2 */\nbody { outline-color: rgb(1 2 3); }\n')
    })
    const beforeRollout = { ...tally }
    layout.switchTo('r2')
    phase = 'rollout'
    const rolloutStarted = Date.now()
    for (const one of [a, b]) {
      expect(await one.terminate()).toBe(0)
      await one.start()
      const health = await (await fetch(`${one.url}/api/health`)).json()
      expect(health).toMatchObject({ status: 'ok', mode: 'configured' })
    }
    const rolloutMs = Date.now() - rolloutStarted
    phase = 'after'
    // Both instances now serve r2: a visitor's r1 page still loads every file it references.
    await new Promise((r) => setTimeout(r, 5000))
    loading = false
    await Promise.all(visitors)
    const late = await Promise.all(held.map(async (file) => (await fetch(`${site}${file}`)).status))
    const newPage = filesOf(await (await fetch(`${site}/`)).text())

    figure(
      `r2 built in ${(buildMs / 1000).toFixed(0)} s while r1 served ` +
        `(${beforeRollout.pages} pages, ${beforeRollout.files} files meanwhile)`,
    )
    figure(`rollout (two restarts, one at a time) ${(rolloutMs / 1000).toFixed(1)} s`)
    figure(
      `${tally.pages} pages and ${tally.files} files loaded through nginx; ${tally.serverErrors.length} × 5xx; ` +
        `${tally.failedFiles.length} failed files; an r1 page's ` +
        `${held.length} files reloaded ${tally.heldReloads} times`,
    )
    // What the instances answered nginx (its access log): a 5xx an instance sent, even if retried elsewhere.
    const attempts = fs
      .readFileSync(balancer.accessLog, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => line.split('|'))
    const retried = attempts.filter(([, , addrs]) => addrs.includes(',')).length
    const instance5xx = attempts.flatMap(([time, , addrs, statuses, bytes, request]) => {
      const [a, s, b] = [addrs, statuses, bytes].map((v) => v.split(/, | : /))
      return s.flatMap((code, i) => (+code >= 500 && +b[i] > 0 ? [`${time} ${a[i]} ${code} ${request}`] : []))
    })
    figure(
      `nginx: ${attempts.length} requests, ${retried} tried a second instance; ` +
        `instances answered ${instance5xx.length} × 5xx` +
        (instance5xx.length ? ` (first: ${instance5xx.slice(0, 3).join(' | ')})` : ''),
    )
    const byPhase = (list: string[]) =>
      ['build', 'rollout', 'after'].map((p) => `${p} ${list.filter((e) => e.startsWith(`${p}:`)).length}`).join(', ')
    figure(`5xx by phase: ${byPhase(tally.serverErrors)}; failed files by phase: ${byPhase(tally.failedFiles)}`)
    figure(
      `first problems: ${[...new Set(tally.serverErrors.concat(tally.failedFiles))].slice(0, 8).join(' | ') || 'none'}`,
    )
    figure(`stylesheets seen: ${stylesheets.size} (r1 ${r1Styles.join(', ')})`)
    expect(tally.serverErrors).toEqual([])
    expect(tally.failedFiles).toEqual([])
    expect(late.every((s) => s === 200)).toBe(true)
    // The upgrade happened: the home page now references a stylesheet r1 did not have.
    expect(newPage.filter((f) => f.includes('.css') && !r1Styles.includes(f)).length).toBeGreaterThan(0)
    passed = true
  } finally {
    loading = false
    await Promise.all([a, b].map(stopForGood))
    await balancer.stop()
    // Kept when the test failed: the instances' logs and nginx's error.log say what happened.
    if (passed) fs.rmSync(runDir, { recursive: true, force: true })
    else console.log(`  kept for inspection: ${runDir}`)
  }
})

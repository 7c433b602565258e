#!/usr/bin/env node
// npm run bench:cold-start -- [--port 3210] [--visitors 16] [--url URL]
// Nobody refused for being early: a production server is started (TRUST_PROXY=1, the default render
// limits) and, as soon as it answers, 16 visitors from distinct addresses walk the sitemap's pages;
// then a change to the site settings purges every page and they walk again. Prints, per walk, the
// 429s and p50/p95; exits 1 on any 429 or 5xx, or a p95 of 1 s or more. With --url the server must run
// with TRUST_PROXY=1, and ADMIN_EMAIL/ADMIN_PASSWORD must be its admin's (for the purge).
import { arg, startBenchServer } from './lib/benchServer.mjs'
import { purgeEverything, sitemapPaths, walkFigures, walkSitemap } from './lib/coldWalk.mjs'

const visitors = Number(arg('visitors', 16))
const admin = {
  email: process.env.ADMIN_EMAIL || 'bench@example.lk',
  password: process.env.ADMIN_PASSWORD || 'bench-admin-password',
}
const server = await startBenchServer({
  port: Number(arg('port', 3210)),
  env: { TRUST_PROXY: '1', ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, LOG_LEVEL: 'warn' },
})

try {
  const paths = await sitemapPaths(server.url)
  const rows = []
  rows.push({ name: 'after a start', ...walkFigures(await walkSitemap({ url: server.url, paths, visitors })) })
  await purgeEverything(server.url, admin)
  const afterPurge = await walkSitemap({ url: server.url, paths, visitors })
  rows.push({ name: 'after a purge of everything', ...walkFigures(afterPurge) })
  const walk = `${visitors} visitors (distinct addresses) each walking the sitemap's ${paths.length} pages`
  console.log(`\n${walk}, one request at a time.\n`)
  console.log('| walk | requests | 429 | 5xx or no answer | p50 | p95 | max | walk took |')
  console.log('|---|---|---|---|---|---|---|---|')
  for (const r of rows) {
    const times = `${r.p50.toFixed(1)} ms | ${r.p95.toFixed(1)} ms | ${r.max.toFixed(0)} ms | ${r.seconds.toFixed(1)} s`
    console.log(`| ${r.name} | ${r.requests} | ${r.refused} | ${r.failed} | ${times} |`)
    if (r.refused || r.failed || !(r.p95 < 1000)) process.exitCode = 1
  }
  console.log(`\nTarget no 429 and p95 under 1 s: ${process.exitCode ? 'MISSED' : 'met'}`)
} finally {
  await server.stop()
}

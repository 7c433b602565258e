#!/usr/bin/env node
// npm run bench:page-work -- [--url http://localhost:3000] [--paths /,/enter/exam/1] [--files a.html,b.html]
//   [--loads 15]
// The browser's main-thread work while a page loads, the part of TBT a page controls: CPU time of parsing,
// style, layout and paint, and the longest task, median of n loads in a phone viewport, taken in turns.
// --files measures saved variants of a page (edited by hand) against the same server, which serves their
// scripts, styles and images: a way to try a change to the markup before making it.
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { chromium } from 'playwright-core'
import { arg, startBenchServer } from './lib/benchServer.mjs'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs'

const loads = Number(arg('loads', 15))
const list = (name) => (arg(name) ?? '').split(',').filter(Boolean)
const server = await startBenchServer()
// Saved files are served at /saved/<n> from a front that passes everything else to the server.
const files = list('files').map((f) => path.resolve(f))
const front = http
  .createServer(async (req, res) => {
    const saved = /^\/saved\/(\d+)$/.exec(req.url ?? '')
    if (saved) {
      res.setHeader('content-type', 'text/html; charset=utf-8')
      return res.end(fs.readFileSync(files[Number(saved[1])]))
    }
    const answer = await fetch(`${server.url}${req.url}`)
    res.statusCode = answer.status
    res.setHeader('content-type', answer.headers.get('content-type') ?? 'application/octet-stream')
    res.end(Buffer.from(await answer.arrayBuffer()))
  })
  .listen(0, '127.0.0.1')
await new Promise((resolve) => front.once('listening', resolve))
const origin = `http://127.0.0.1:${front.address().port}`
const pages = [
  ...list('paths').map((p) => ({ name: p, url: `${origin}${p}` })),
  ...files.map((f, i) => ({ name: path.basename(f), url: `${origin}/saved/${i}` })),
]
if (pages.length === 0) pages.push({ name: '/', url: `${origin}/` })

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: [...CHROMIUM_ARGS, '--disable-features=SpareRendererForSitePerProcess'],
})
// Lighthouse's mobile screen.
const PHONE = { width: 412, height: 823 }
const EVENTS = { parse: 'ParseHTML', style: 'UpdateLayoutTree', layout: 'Layout', paint: 'Paint' }

/** One load's main-thread CPU time per kind of work and its longest task, in ms, from Chromium's trace. */
async function load(url) {
  const context = await browser.newContext({ viewport: PHONE, deviceScaleFactor: 1.75, isMobile: true })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  const events = []
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value))
  const categories = 'devtools.timeline,disabled-by-default-devtools.timeline'
  await cdp.send('Tracing.start', { categories, transferMode: 'ReportEvents' })
  await page.goto(url, { waitUntil: 'load' })
  await page.waitForTimeout(300)
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve))
  await cdp.send('Tracing.end')
  await done
  await context.close()
  // Thread time (tdur), not wall time: what the page costs, whatever else the two cores are doing.
  const cpu = (e) => (e.tdur ?? e.dur) / 1000
  const of = (name) => events.filter((e) => e.name === name && e.ph === 'X')
  const total = (name) => of(name).reduce((sum, e) => sum + cpu(e), 0)
  const row = Object.fromEntries(Object.entries(EVENTS).map(([k, name]) => [k, total(name)]))
  return { ...row, longest: Math.max(0, ...of('RunTask').map(cpu)) }
}

const samples = new Map(pages.map((p) => [p.name, []]))
// Taken in turns, after one unmeasured round, so a drift of the machine's speed falls on every page alike.
for (let round = 0; round <= loads; round++) {
  for (const p of pages) {
    const row = await load(p.url)
    if (round > 0) samples.get(p.name).push(row)
  }
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
console.log(`\nMain-thread CPU time of a load (ms), median of ${loads}, phone viewport, ${server.url}\n`)
console.log('| page | longest task | parse | style | layout | paint |')
console.log('|---|---|---|---|---|---|')
for (const [name, rows] of samples) {
  const m = (k) => median(rows.map((r) => r[k])).toFixed(1)
  console.log(`| ${name} | ${m('longest')} | ${m('parse')} | ${m('style')} | ${m('layout')} | ${m('paint')} |`)
}
await browser.close()
front.close()
await server.stop()

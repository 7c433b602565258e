#!/usr/bin/env node
// npm run bench:lighthouse -- [--url http://localhost:3000] [--runs 5] [--paths /,/contact-us]
// Lighthouse 12, mobile with simulated throttling, in the system Chromium, on the pages a family
// reaches first. Prints a table of medians with each page's largest paint (element and phases) and
// exits 1 when a budget is missed.
import { gzipSync } from 'node:zlib'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { arg, samplePaths, startBenchServer } from './lib/benchServer.mjs'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs'

const budgets = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  fcpMs: 900,
  lcpMs: 1200,
  tbtMs: 30,
  cls: 0.01,
  firstLoadJsKb: 130,
}
const runs = Number(arg('runs', 5))
const server = await startBenchServer()
// No spare renderer: Chromium starts one for the *next* navigation as each page starts loading, and on two
// cores its start-up (12-15 ms of CPU) landed in the measured page's navigation commit, which Lighthouse
// counts into TBT (docs/performance.md, bench:lighthouse).
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS, '--disable-features=SpareRendererForSitePerProcess'],
})

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/** Gzipped size of every script the page loads, fetched again: the figure does not depend on the server's encoding. */
async function firstLoadJsKb(lhr) {
  const isOurScript = (r) => r.resourceType === 'Script' && r.url.startsWith(server.url)
  const requests = lhr.audits['network-requests'].details.items.filter(isOurScript)
  let bytes = 0
  for (const r of requests) bytes += gzipSync(Buffer.from(await (await fetch(r.url)).arrayBuffer())).length
  return bytes / 1024
}

// Search results are deliberately kept out of search engines (noindex): their SEO score leaves out that one audit.
const NOINDEX_PAGES = new Set(['/search?q=ielts'])

/** The SEO category's weighted score, without `is-crawlable` for a deliberately noindex page. */
function seoScore(lhr, path) {
  if (!NOINDEX_PAGES.has(path)) return Math.round(lhr.categories.seo.score * 100)
  const refs = lhr.categories.seo.auditRefs.filter(
    (ref) => ref.id !== 'is-crawlable' && ref.weight > 0 && lhr.audits[ref.id].score !== null,
  )
  const total = refs.reduce((sum, ref) => sum + ref.weight, 0)
  return Math.round((refs.reduce((sum, ref) => sum + ref.weight * lhr.audits[ref.id].score, 0) / total) * 100)
}

const LCP_PHASES = ['ttfb', 'loadDelay', 'loadTime', 'renderDelay']

/** The largest paint's element (its selector and opening tag) and its four phases in ms, from Lighthouse 12's audit. */
function lcpElement(lhr) {
  const [element, phases] = lhr.audits['largest-contentful-paint-element'].details?.items ?? []
  const node = element?.items?.[0]?.node
  const timings = phases?.items?.map((row) => row.timing) ?? []
  return {
    node: node ? `${node.selector} ${shorten(node.snippet, 90)}` : '(none)',
    ...Object.fromEntries(LCP_PHASES.map((phase, i) => [phase, timings[i] ?? 0])),
  }
}

/** `text` cut to `max` characters with an ellipsis. */
const shorten = (text, max) => (text.length > max ? `${text.slice(0, max - 3)}…` : text)

/** One Lighthouse run; one whose trace Chromium failed to record (NO_NAVSTART and the like) is tried twice more. */
async function audit(path, attempt = 1) {
  const { lhr } = await lighthouse(`${server.url}${path}`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  })
  if (!lhr.runtimeError) return lhr
  if (attempt > 2) throw new Error(`${path}: ${lhr.runtimeError.message}`)
  console.error(`${path}: ${lhr.runtimeError.code}, running it again`)
  return audit(path, attempt + 1)
}

async function measure(path) {
  const samples = []
  for (let i = 0; i < runs; i++) {
    const lhr = await audit(path)
    // How fast the (shared) machine was during the run: Lighthouse's CPU benchmark, higher is faster.
    console.log(`${path} run ${i + 1}: benchmarkIndex ${Math.round(lhr.environment.benchmarkIndex)}`)
    samples.push({
      performance: Math.round(lhr.categories.performance.score * 100),
      accessibility: Math.round(lhr.categories.accessibility.score * 100),
      'best-practices': Math.round(lhr.categories['best-practices'].score * 100),
      seo: seoScore(lhr, path),
      fcpMs: lhr.audits['first-contentful-paint'].numericValue,
      lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
      lcp: lcpElement(lhr),
      tbtMs: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      transferKb: lhr.audits['total-byte-weight'].numericValue / 1024,
      firstLoadJsKb: await firstLoadJsKb(lhr),
      failing: Object.values(lhr.audits)
        .filter(
          (a) =>
            a.score !== null &&
            a.score < 1 &&
            a.scoreDisplayMode !== 'informative' &&
            a.scoreDisplayMode !== 'manual' &&
            a.scoreDisplayMode !== 'notApplicable' &&
            !(a.id === 'is-crawlable' && NOINDEX_PAGES.has(path)),
        )
        .map((a) => a.id),
    })
  }
  const result = Object.fromEntries(
    Object.keys(samples[0])
      .filter((k) => k !== 'failing' && k !== 'lcp')
      .map((k) => [k, median(samples.map((s) => s[k]))]),
  )
  result.failing = [...new Set(samples.flatMap((s) => s.failing))]
  // The element and phases of the run whose LCP is the median one (phases only add up within one run).
  result.lcp = [...samples].sort((a, b) => a.lcpMs - b.lcpMs)[Math.floor(samples.length / 2)].lcp
  result.runs = samples.map((s) => ({ lcpMs: s.lcpMs, tbtMs: s.tbtMs }))
  return result
}

/**
 * One unmeasured visit (page, scripts and the images' widths a phone asks for) right before a page's
 * runs, until the page is a fresh cached answer: the image optimiser encodes each width once, and the runs
 * never meet a minute-old entry, whose visit makes the server render the page again in the background
 * (stale-while-revalidate) while the page loads, on the same two cores as the browser.
 */
async function warm(path) {
  for (let i = 0; i < 50; i++) {
    const page = await fetch(`${server.url}${path}`)
    const html = await page.text()
    for (const [, src] of html.matchAll(/<script src="([^"]+)"/g))
      await (await fetch(`${server.url}${src}`, { headers: { 'accept-encoding': 'br' } })).arrayBuffer()
    const phoneWidths = /\/_next\/image\?url=[^"\s]+?&amp;w=(?:640|750|828|1080)&amp;q=\d+/g
    const images = new Set([...html.matchAll(phoneWidths)].map((m) => m[0]))
    for (const src of images)
      await (
        await fetch(`${server.url}${src.replaceAll('&amp;', '&')}`, {
          headers: { accept: 'image/avif,image/webp,*/*' },
        })
      ).arrayBuffer()
    if (page.headers.get('x-cache') === 'HIT') break
    await new Promise((r) => setTimeout(r, 200))
  }
  await new Promise((r) => setTimeout(r, 1000))
}

function missed(r) {
  const misses = []
  for (const c of ['performance', 'accessibility', 'best-practices', 'seo'])
    if (r[c] < budgets[c]) misses.push(`${c} ${r[c]} < ${budgets[c]}`)
  if (r.fcpMs > budgets.fcpMs) misses.push(`FCP ${Math.round(r.fcpMs)} ms > ${budgets.fcpMs}`)
  if (r.lcpMs > budgets.lcpMs) misses.push(`LCP ${Math.round(r.lcpMs)} ms > ${budgets.lcpMs}`)
  if (r.tbtMs > budgets.tbtMs) misses.push(`TBT ${Math.round(r.tbtMs)} ms > ${budgets.tbtMs}`)
  if (r.cls > budgets.cls) misses.push(`CLS ${r.cls.toFixed(3)} > ${budgets.cls}`)
  if (r.firstLoadJsKb > budgets.firstLoadJsKb)
    misses.push(`first-load JS ${r.firstLoadJsKb.toFixed(1)} KB > ${budgets.firstLoadJsKb}`)
  return misses
}

let failed = false
try {
  const { blogPost, pearsonExam } = await samplePaths(server.url)
  const { series } = await (await fetch(`${server.url}/api/get-open-entries`)).json()
  if (!series?.length) throw new Error('No series is open for online entry: is the demo content seeded?')
  const allPaths = [
    '/',
    '/blogs',
    blogPost,
    pearsonExam,
    '/examinations/IELTS',
    '/contact-us',
    '/centre-for-school-excellence',
    '/exam-calendar',
    '/search?q=ielts',
    `/enter/exam/${series[0].id}`,
  ]
  const chosen = arg('paths')
  const paths = chosen
    ? chosen
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean)
    : allPaths
  const rows = []
  for (const p of paths) {
    await warm(p)
    const r = await measure(p)
    rows.push({ p, r, misses: missed(r) })
    console.error(`measured ${p}`)
  }
  console.log(`\nLighthouse 12 (mobile, simulated throttling), median of ${runs} run(s) per page, ${server.url}\n`)
  const s = (ms) => `${(ms / 1000).toFixed(2)} s`
  console.log('| page | perf | a11y | best pr. | SEO | FCP | LCP | TBT | CLS | transfer | first-load JS (gz) |')
  console.log('|---|---|---|---|---|---|---|---|---|---|---|')
  for (const { p, r } of rows) {
    console.log(
      `| ${p} | ${r.performance} | ${r.accessibility} | ${r['best-practices']} | ` +
        `${r.seo} | ${s(r.fcpMs)} | ${s(r.lcpMs)} | ${Math.round(r.tbtMs)} ms | ` +
        `${r.cls.toFixed(3)} | ${r.transferKb.toFixed(0)} KB | ${r.firstLoadJsKb.toFixed(1)} KB |`,
    )
  }
  console.log(
    '\nLargest paint of the median run: element and phases (time to first byte, load delay, load time, render delay)\n',
  )
  console.log('| page | LCP element | TTFB | load delay | load time | render delay |')
  console.log('|---|---|---|---|---|---|')
  for (const { p, r } of rows) {
    const { node, ...phases } = r.lcp
    const cells = LCP_PHASES.map((phase) => `${Math.round(phases[phase])} ms`).join(' | ')
    console.log(`| ${p} | \`${node.replaceAll('|', '\\|').replaceAll('`', "'")}\` | ${cells} |`)
  }
  // A median hides how far single runs spread: shown so that a figure near its budget can be read as noise or not.
  console.log('\nEach run, in order (LCP and TBT, ms)\n')
  console.log('| page | LCP | TBT |')
  console.log('|---|---|---|')
  for (const { p, r } of rows) {
    const each = (k) => r.runs.map((run) => Math.round(run[k])).join(' ')
    console.log(`| ${p} | ${each('lcpMs')} | ${each('tbtMs')} |`)
  }
  console.log(
    `\nBudgets: performance ≥ ${budgets.performance}, other categories 100, ` +
      `FCP ≤ ${budgets.fcpMs / 1000} s, LCP ≤ ${budgets.lcpMs / 1000} s, TBT ≤ ${budgets.tbtMs} ms, ` +
      `CLS ≤ ${budgets.cls}, first-load JS ≤ ${budgets.firstLoadJsKb} KB gzipped.`,
  )
  for (const { p, r, misses } of rows) {
    if (misses.length) {
      failed = true
      console.log(
        `MISSED on ${p}: ${misses.join('; ')}${r.failing.length ? ` (audits below 1: ${r.failing.join(', ')})` : ''}`,
      )
    }
  }
  if (!failed) console.log('All budgets met.')
} finally {
  await chrome.kill()
  await server.stop()
}
process.exit(failed ? 1 : 0)

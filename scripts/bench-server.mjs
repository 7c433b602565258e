#!/usr/bin/env node
// npm run bench:server -- [--url http://localhost:3000] [--port 3200] [--duration 4] [--connections 50]
//   [--runs 5] [--paths a,b]
// Requests per second and p99 latency of public pages and JSON, against a bare node:http server that
// sends the same bytes and the same headers on the same machine; prints each ratio and exits 1 when
// one misses its budget (pages 0.9, JSON 0.8). Each path is measured --runs times, site and bare
// alternating, and the median ratio counts: this kind of machine's speed drifts by a tenth within
// minutes, so several short pairs measure the ratio better than one long one. --paths runs a
// subset: each entry is a path of the list or any part of one (`api` for every JSON call). Then checks
// that an edit shows at once.
import { fork } from 'node:child_process'
import autocannon from 'autocannon'
import { arg, samplePaths, startBenchServer } from './lib/benchServer.mjs'
import { purgeTimings } from './lib/purgeTimings.mjs'

const duration = Number(arg('duration', 4))
const connections = Number(arg('connections', 50))
const runs = Math.max(1, Number(arg('runs', 5)))
const port = Number(arg('port', 3200))
const barePort = port + 1
const admin = { email: 'bench@example.lk', password: 'bench-admin-password' }
/** The least share of the bare server's requests per second each kind of answer must reach. */
const BUDGET = { page: 0.9, json: 0.8 }
const budgetOf = (/** @type {string} */ p) => (p.startsWith('/api/') ? BUDGET.json : BUDGET.page)
/** @typedef {{ status: number, headers: Record<string, string>, body: string }} CapturedPage */

if (process.argv[2] === '--bare') {
  // The child: serve the captured responses from memory, nothing else.
  const http = await import('node:http')
  process.once('message', (/** @type {{ port: number, pages: Record<string, CapturedPage> }} */ msg) => {
    const pages = Object.fromEntries(
      Object.entries(msg.pages).map(([p, r]) => [p, { ...r, body: Buffer.from(r.body, 'base64') }]),
    )
    http
      .createServer((req, res) => {
        const page = pages[req.url ?? '/']
        if (!page) return res.writeHead(404).end()
        res.writeHead(page.status, { ...page.headers, 'content-length': page.body.length })
        res.end(page.body)
      })
      .listen(msg.port, () => process.send?.('ready'))
  })
} else {
  const server = await startBenchServer({ port, env: { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password } })
  let bare
  try {
    const { blogPost, pearsonExam } = await samplePaths(server.url)
    const examSlug = pearsonExam.split('/').pop()
    const all = [
      '/',
      '/blogs',
      blogPost,
      '/api/get-all-blogs',
      `/api/get-single-exam/${examSlug}`,
      '/api/frontend-slider',
      '/api/notifications-read',
      '/api/get-exam-calendar',
    ]
    const wanted = arg('paths')?.split(',').filter(Boolean)
    const paths = wanted ? all.filter((p) => wanted.some((w) => w === p || (!all.includes(w) && p.includes(w)))) : all
    if (paths.length === 0) throw new Error(`--paths ${wanted}: none of ${all.join(' ')}`)

    // The bytes each path answers with (what autocannon will get: no compression asked for).
    const pages = {}
    for (const p of paths) {
      const res = await fetch(`${server.url}${p}`, { headers: { 'accept-encoding': 'identity' } })
      if (res.status !== 200) throw new Error(`${p} answered ${res.status}: the bench measures 200 answers only`)
      const headers = {}
      for (const [k, v] of res.headers)
        if (!['content-length', 'connection', 'keep-alive', 'date', 'transfer-encoding'].includes(k)) headers[k] = v
      pages[p] = { status: res.status, headers, body: Buffer.from(await res.arrayBuffer()).toString('base64') }
    }
    bare = fork(new URL(import.meta.url).pathname, ['--bare'], { stdio: 'inherit' })
    bare.send({ port: barePort, pages })
    await new Promise((resolve) => bare.once('message', resolve))

    const run = async (url, seconds = duration) => {
      const r = await autocannon({ url, connections, duration: seconds })
      return { rps: r.requests.average, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors }
    }
    const median = (/** @type {number[]} */ xs) => {
      const s = [...xs].sort((a, b) => a - b)
      return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2
    }
    const rows = []
    for (const p of paths) {
      const siteUrl = `${server.url}${p}`
      const bareUrl = `http://127.0.0.1:${barePort}${p}`
      // A second each to warm both up (JIT, connections), not counted.
      await run(siteUrl, 1)
      await run(bareUrl, 1)
      const measured = []
      for (let i = 0; i < runs; i++) {
        // Alternating which goes first, so neither always meets the machine warmer.
        const [site, baseline] =
          i % 2 === 0
            ? [await run(siteUrl), await run(bareUrl)]
            : await run(bareUrl).then(async (b) => [await run(siteUrl), b])
        measured.push({ site, baseline, ratio: site.rps / baseline.rps })
      }
      const ratio = median(measured.map((m) => m.ratio))
      const middle = measured.find((m) => m.ratio === ratio) ?? measured[0]
      rows.push({ p, measured, ratio, middle, bytes: Buffer.from(pages[p].body, 'base64').length })
      console.error(`measured ${p}: ${measured.map((m) => m.ratio.toFixed(2)).join(' ')}`)
    }

    console.log(
      `\nautocannon, ${connections} connections, ${duration} s each, ${runs} run${runs === 1 ? '' : 's'} ` +
        `(median ratio), same machine; bare = node:http sending the same bytes and headers\n`,
    )
    console.log('| path | bytes | site req/s | site p99 | bare req/s | bare p99 | ratio | budget |')
    console.log('|---|---|---|---|---|---|---|---|')
    const misses = []
    for (const { p, measured, ratio, middle, bytes } of rows) {
      const failures = measured.reduce((n, m) => n + m.site.non2xx + m.site.errors, 0)
      const budget = budgetOf(p)
      const ok = ratio >= budget && failures === 0
      if (!ok) misses.push(p)
      const flag = failures ? ` (${failures} non-2xx or errors)` : ''
      console.log(
        `| ${p} | ${bytes} | ${Math.round(middle.site.rps)} | ${middle.site.p99} ms ` +
          `| ${Math.round(middle.baseline.rps)} | ${middle.baseline.p99} ms ` +
          `| ${ratio.toFixed(2)}${flag} | ${budget} ${ok ? 'ok' : 'MISSED'} |`,
      )
    }
    if (misses.length) {
      console.log(`\nBudget missed: ${misses.join(', ')}`)
      process.exitCode = 1
    }

    // Revalidation: an edit made through the CMS is on the next request's page.
    const login = await fetch(`${server.url}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    })
    if (!login.ok) {
      console.log(
        '\nEdit check skipped: could not sign in (with --url, the server needs ADMIN_EMAIL=bench@example.lk).',
      )
    } else {
      const { token } = await login.json()
      const auth = { authorization: `JWT ${token}`, 'content-type': 'application/json' }
      const slug = blogPost.split('/').pop()
      const { docs } = await (
        await fetch(`${server.url}/api/blogs?where[slug][equals]=${slug}`, { headers: auth })
      ).json()
      const title = `Edited at ${new Date().toISOString()}`
      const started = performance.now()
      await fetch(`${server.url}/api/blogs/${docs[0].id}`, {
        method: 'PATCH',
        headers: auth,
        body: JSON.stringify({ title }),
      })
      const html = await (await fetch(`${server.url}${blogPost}`)).text()
      const ms = Math.round(performance.now() - started)
      console.log(
        `\nEdit visible on the next request: ${html.includes(title) ? 'yes' : 'NO'} (save + next page view: ${ms} ms)`,
      )
      if (!html.includes(title)) process.exitCode = 1
    }

    // Render after purge: `/` within its budget 2 s after a blog edit (scripts/lib/purgeTimings.mjs).
    if (!(await purgeTimings(server.url, admin))) process.exitCode = 1
  } finally {
    bare?.kill()
    await server.stop()
  }
}

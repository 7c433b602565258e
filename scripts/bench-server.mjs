#!/usr/bin/env node
// npm run bench:server -- [--url http://localhost:3000] [--duration 10] [--connections 50]
// Requests per second and p99 latency of public pages and JSON, against a bare node:http server that
// sends the same bytes on the same machine; prints each ratio. Then checks that an edit shows at once.
import { fork } from 'node:child_process'
import autocannon from 'autocannon'
import { arg, samplePaths, startBenchServer } from './lib/benchServer.mjs'
import { purgeTimings } from './lib/purgeTimings.mjs'

const duration = Number(arg('duration', 10))
const connections = Number(arg('connections', 50))
const admin = { email: 'bench@example.lk', password: 'bench-admin-password' }

if (process.argv[2] === '--bare') {
  // The child: serve the captured responses from memory, nothing else.
  const http = await import('node:http')
  process.once(
    'message',
    (/** @type {{ port: number, pages: Record<string, { status: number, headers: Record<string, string>, body: string }> }} */ msg) => {
      const pages = Object.fromEntries(Object.entries(msg.pages).map(([p, r]) => [p, { ...r, body: Buffer.from(r.body, 'base64') }]))
      http
        .createServer((req, res) => {
          const page = pages[req.url ?? '/']
          if (!page) return res.writeHead(404).end()
          res.writeHead(page.status, { ...page.headers, 'content-length': page.body.length })
          res.end(page.body)
        })
        .listen(msg.port, () => process.send?.('ready'))
    },
  )
} else {
  const server = await startBenchServer({ env: { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password } })
  const barePort = 3299
  let bare
  try {
    const { blogPost } = await samplePaths(server.url)
    const paths = ['/', '/blogs', blogPost, '/api/get-all-blogs']

    // The bytes each path answers with (what autocannon will get: no compression asked for).
    const pages = {}
    for (const p of paths) {
      const res = await fetch(`${server.url}${p}`, { headers: { 'accept-encoding': 'identity' } })
      const headers = {}
      for (const [k, v] of res.headers)
        if (!['content-length', 'connection', 'keep-alive', 'date', 'transfer-encoding'].includes(k)) headers[k] = v
      pages[p] = { status: res.status, headers, body: Buffer.from(await res.arrayBuffer()).toString('base64') }
    }
    bare = fork(new URL(import.meta.url).pathname, ['--bare'], { stdio: 'inherit' })
    bare.send({ port: barePort, pages })
    await new Promise((resolve) => bare.once('message', resolve))

    const run = async (url) => {
      const r = await autocannon({ url, connections, duration })
      return { rps: r.requests.average, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors }
    }
    const rows = []
    for (const p of paths) {
      const site = await run(`${server.url}${p}`)
      const baseline = await run(`http://127.0.0.1:${barePort}${p}`)
      rows.push({ p, site, baseline, bytes: Buffer.from(pages[p].body, 'base64').length })
      console.error(`measured ${p}`)
    }

    console.log(`\nautocannon, ${connections} connections, ${duration} s each, same machine; bare = node:http sending the same bytes\n`)
    console.log('| path | bytes | site req/s | site p99 | bare req/s | bare p99 | ratio |')
    console.log('|---|---|---|---|---|---|---|')
    for (const { p, site, baseline, bytes } of rows) {
      const flag = site.non2xx || site.errors ? ` (${site.non2xx} non-2xx, ${site.errors} errors)` : ''
      console.log(
        `| ${p} | ${bytes} | ${Math.round(site.rps)} | ${site.p99} ms | ${Math.round(baseline.rps)} | ${baseline.p99} ms | ${(site.rps / baseline.rps).toFixed(2)}${flag} |`,
      )
    }

    // Revalidation: an edit made through the CMS is on the next request's page.
    const login = await fetch(`${server.url}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    })
    if (!login.ok) {
      console.log('\nEdit check skipped: could not sign in (with --url, the server needs ADMIN_EMAIL=bench@example.lk).')
    } else {
      const { token } = await login.json()
      const auth = { authorization: `JWT ${token}`, 'content-type': 'application/json' }
      const slug = blogPost.split('/').pop()
      const { docs } = await (await fetch(`${server.url}/api/blogs?where[slug][equals]=${slug}`, { headers: auth })).json()
      const title = `Edited at ${new Date().toISOString()}`
      const started = performance.now()
      await fetch(`${server.url}/api/blogs/${docs[0].id}`, { method: 'PATCH', headers: auth, body: JSON.stringify({ title }) })
      const html = await (await fetch(`${server.url}${blogPost}`)).text()
      const ms = Math.round(performance.now() - started)
      console.log(`\nEdit visible on the next request: ${html.includes(title) ? 'yes' : 'NO'} (save + next page view: ${ms} ms)`)
      if (!html.includes(title)) process.exitCode = 1
    }

    // Render after purge: `/` within its budget 2 s after a blog edit (scripts/lib/purgeTimings.mjs).
    if (!(await purgeTimings(server.url, admin))) process.exitCode = 1
  } finally {
    bare?.kill()
    await server.stop()
  }
}

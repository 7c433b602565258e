#!/usr/bin/env node
// npm run bench:junk -- [--url URL] [--port 3200] [--duration 20] [--clients 10]
// How a cached page answers while other clients force work: a probe fetches `/` (a cached page) one
// request at a time and reports p50/p95/p99, first alone, then while 10 clients (each its own
// address, via X-Forwarded-For to a server started with TRUST_PROXY=1) send junk query strings as
// fast as they can, then while they send legitimately uncached URLs (unknown blog slugs, existing
// pages). The target: p95 within 4× quiet. With --url the server must run with TRUST_PROXY=1.
import http from 'node:http'
import crypto from 'node:crypto'
import { arg, samplePaths, startBenchServer } from './lib/benchServer.mjs'

const duration = Number(arg('duration', 20)) * 1000
const clients = Number(arg('clients', 10))
const server = await startBenchServer({ port: Number(arg('port', 3200)), env: { TRUST_PROXY: '1' } })
const target = new URL(server.url)

/** @param {http.Agent} agent @param {string} path @param {string} address */
function get(agent, path, address) {
  return new Promise((resolve) => {
    const started = performance.now()
    const req = http.get(
      {
        host: target.hostname,
        port: target.port,
        path,
        agent,
        headers: { 'x-forwarded-for': address, 'accept-encoding': 'br' },
      },
      (res) => {
        res.resume()
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }))
      },
    )
    req.on('error', () => resolve({ status: 0, ms: performance.now() - started }))
  })
}

const randomAddress = () => `198.18.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`
const percentile = (/** @type {number[]} */ sorted, /** @type {number} */ p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]

/** The probe: `/` again and again, one at a time, a short pause between (it is a visitor, not a load). */
async function probe(until) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
  const address = randomAddress()
  const times = []
  while (performance.now() < until) {
    const { status, ms } = await get(agent, '/', address)
    if (status === 200) times.push(ms)
    await new Promise((r) => setTimeout(r, 10))
  }
  agent.destroy()
  return times.sort((a, b) => a - b)
}

/** One client: its own address and connection, the next request as soon as the last is answered. */
async function attacker(until, nextPath, statuses) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
  const address = randomAddress()
  while (performance.now() < until) {
    const { status } = await get(agent, nextPath(), address)
    statuses[status] = (statuses[status] ?? 0) + 1
    // A refused client comes back at once: the worst case for the server.
  }
  agent.destroy()
}

async function phase(name, nextPath) {
  const until = performance.now() + duration
  /** @type {Record<number, number>} */
  const statuses = {}
  const attackers = nextPath ? Array.from({ length: clients }, () => attacker(until, nextPath, statuses)) : []
  const [times] = await Promise.all([probe(until), ...attackers])
  console.error(`measured: ${name}`)
  return { name, times, statuses }
}

try {
  // A server that has just started may still be loading its demo content (its sitemap is then empty for a minute).
  let samples
  for (let attempt = 1; !samples; attempt++) {
    samples = await samplePaths(server.url).catch((error) => {
      if (attempt >= 40) throw error
    })
    if (!samples) await new Promise((r) => setTimeout(r, 2000))
  }
  const { blogPost, pearsonExam } = samples
  const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text()
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname)
  // Warm the cache: what the probe asks for, and the pages the junk is added to.
  for (const p of ['/', '/blogs', blogPost, pearsonExam]) await fetch(`${server.url}${p}`)
  const junk = () => {
    const base = ['/', '/blogs', blogPost, pearsonExam][crypto.randomInt(4)]
    return `${base}?utm_source=${crypto.randomBytes(6).toString('hex')}&x=${crypto.randomInt(1e9)}`
  }
  let n = 0
  const uncached = () =>
    n++ % 2 === 0 ? `/blog/no-such-post-${crypto.randomBytes(6).toString('hex')}` : pages[n % pages.length]

  const rows = [
    await phase('quiet', undefined),
    await phase(`${clients} clients, junk query strings`, junk),
    await phase(`${clients} clients, uncached URLs`, uncached),
  ]
  const quiet = percentile(rows[0].times, 95)
  console.log(
    `\nCached page \`/\` probed one request at a time (10 ms apart) for ` +
      `${duration / 1000} s per phase; the other clients send requests back to back.\n`,
  )
  console.log('| phase | probe requests | p50 | p95 | p99 | p95 ÷ quiet | other clients’ answers |')
  console.log('|---|---|---|---|---|---|---|')
  for (const { name, times, statuses } of rows) {
    const p95 = percentile(times, 95)
    const answers = Object.entries(statuses)
      .map(([status, count]) => `${count} × ${status}`)
      .join(', ')
    console.log(
      `| ${name} | ${times.length} | ${percentile(times, 50).toFixed(1)} ms | ${p95.toFixed(1)} ms ` +
        `| ${percentile(times, 99).toFixed(1)} ms | ${(p95 / quiet).toFixed(1)}× | ${answers || '–'} |`,
    )
    if (statuses[500] || statuses[502] || statuses[503] || statuses[0]) process.exitCode = 1
  }
  const worst = Math.max(...rows.map((r) => percentile(r.times, 95) / quiet))
  console.log(`\nTarget p95 within 4× quiet: ${worst <= 4 ? 'met' : 'MISSED'} (worst ${worst.toFixed(1)}×)`)
} finally {
  await server.stop()
}

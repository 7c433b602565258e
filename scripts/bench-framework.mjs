#!/usr/bin/env node
// npm run bench:framework -- [--duration 4] [--connections 50] [--runs 5]
// The ceiling of any cache kept inside Next.js (its cache handler, revalidateTag): Next's own request handler on
// its cheapest path, a file from public/, against a bare node:http server sending the same bytes. Needs a build
// (npm run build). Prints each pair and the median ratio; the public cache's budget is 0.9 (decision 010).
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { arg } from './lib/benchServer.mjs'

const duration = Number(arg('duration', 4))
const connections = Number(arg('connections', 50))
const runs = Math.max(1, Number(arg('runs', 5)))
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const FILE = '/favicon.ico'

// Next's instrumentation starts Payload: give it a throwaway database, no jobs and no demo content.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lyceum-framework-'))
Object.assign(process.env, {
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  DATA_DIR: dataDir,
  MEDIA_DIR: path.join(dataDir, 'media'),
  DATABASE_URL: `file:${path.join(dataDir, 'bench.db')}`,
  PAYLOAD_SECRET: 'bench-secret-not-for-production',
  SERVER_URL: 'http://127.0.0.1:3291',
  JOBS_AUTORUN: 'false',
})
const { default: next } = await import('next')
const app = next({ dev: false, dir: root, port: 3291 })
const handle = app.getRequestHandler()
await app.prepare()
const servers = [http.createServer((req, res) => handle(req, res)).listen(3291)]

const body = fs.readFileSync(path.join(root, 'public', FILE.slice(1)))
const headers = { 'content-type': 'image/x-icon', 'content-length': body.length }
servers.push(http.createServer((req, res) => res.writeHead(200, headers).end(body)).listen(3292))

/** @param {number} port @returns {Promise<import('autocannon').Result>} */
const measure = (port) =>
  new Promise((resolve, reject) =>
    autocannon({ url: `http://127.0.0.1:${port}${FILE}`, connections, duration }, (error, result) =>
      error ? reject(error) : resolve(result),
    ),
  )

await measure(3291) // Next compiles and caches its route table on the first requests.
const ratios = []
for (let run = 1; run <= runs; run++) {
  const framework = await measure(3291)
  const bare = await measure(3292)
  const ratio = framework.requests.average / bare.requests.average
  ratios.push(ratio)
  console.log(
    `run ${run}: Next.js ${Math.round(framework.requests.average)} req/s (p99 ${framework.latency.p99} ms), ` +
      `bare ${Math.round(bare.requests.average)} req/s (p99 ${bare.latency.p99} ms): ${ratio.toFixed(2)}`,
  )
}
ratios.sort((a, b) => a - b)
console.log(`Next.js's handler on a public file: ${ratios[Math.floor(runs / 2)].toFixed(2)} of a bare server (median)`)
for (const server of servers) server.close()
fs.rmSync(dataDir, { recursive: true, force: true })
process.exit(0)

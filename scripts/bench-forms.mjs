#!/usr/bin/env node
// npm run bench:forms -- [--url http://localhost:3000] [--n 1000] [--c 50]
// Sends N submissions at concurrency C to each form endpoint of a running server, then checks with
// a staff login (ADMIN_EMAIL / ADMIN_PASSWORD) that every one of them was stored.
// Start the server with the rate limit raised, e.g. RATE_LIMIT_FORMS_POINTS=1000000 npm start.
import { performance } from 'node:perf_hooks'

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? process.argv[i + 1] : fallback
}
const base = arg('url', 'http://localhost:3000').replace(/\/$/, '')
const n = Number(arg('n', 1000))
const concurrency = Number(arg('c', 50))
const run = `bench-${Date.now()}`

const endpoints = [
  {
    name: 'POST /api/contact-us (multipart)',
    collection: 'contact-messages',
    send: (i) => {
      const form = new FormData()
      form.set('name', 'Bench Visitor')
      form.set('email', 'bench@example.lk')
      form.set('subject', run)
      form.set('message', `Benchmark message ${i}`)
      return fetch(`${base}/api/contact-us`, { method: 'POST', body: form })
    },
  },
  {
    name: 'POST /api/contact-ielts (JSON)',
    collection: 'enquiries',
    send: (i) =>
      fetch(`${base}/api/contact-ielts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          title: 'IELTS',
          fname: 'Bench',
          lname: `Visitor ${i}`,
          email: 'bench@example.lk',
          phone: '0771234567',
          subject: run,
        }),
      }),
  },
]

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]

async function bench(endpoint) {
  const latencies = []
  const statuses = new Map()
  let next = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < n) {
        const i = next++
        const t = performance.now()
        let status = 0
        try {
          const res = await endpoint.send(i)
          status = res.status
          await res.arrayBuffer()
        } catch {
          status = -1
        }
        latencies.push(performance.now() - t)
        statuses.set(status, (statuses.get(status) ?? 0) + 1)
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  return { seconds, latencies, statuses }
}

async function storedCount(collection, token) {
  const url = `${base}/api/${collection}?where[subject][equals]=${encodeURIComponent(run)}&limit=1&depth=0`
  const res = await fetch(url, { headers: { Authorization: `JWT ${token}` } })
  if (!res.ok) throw new Error(`Counting ${collection} failed: ${res.status}`)
  return (await res.json()).totalDocs
}

const login = await fetch(`${base}/api/users/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD }),
})
if (!login.ok) {
  console.error('Set ADMIN_EMAIL and ADMIN_PASSWORD to a staff account of the server under test.')
  process.exit(2)
}
const { token } = await login.json()

let failed = false
console.log(`Form benchmark against ${base}: ${n} submissions per endpoint, concurrency ${concurrency}\n`)
console.log('endpoint                              req/s   p50 ms   p99 ms   answers            stored/sent')
for (const endpoint of endpoints) {
  const r = await bench(endpoint)
  const stored = await storedCount(endpoint.collection, token)
  const answers = [...r.statuses].map(([s, c]) => `${s}×${c}`).join(' ')
  const bad = [...r.statuses.keys()].some((s) => s < 0 || s >= 500)
  const ok = stored === n && !bad && r.statuses.get(201) === n
  if (!ok) failed = true
  console.log(
    `${endpoint.name.padEnd(36)} ${(n / r.seconds).toFixed(0).padStart(6)} ` +
      `${percentile(r.latencies, 50).toFixed(1).padStart(8)} ` +
      `${percentile(r.latencies, 99).toFixed(1).padStart(8)}   ` +
      `${answers.padEnd(18)} ${stored}/${n} ${ok ? 'OK' : 'MISSING OR FAILED'}`,
  )
}
process.exit(failed ? 1 : 0)

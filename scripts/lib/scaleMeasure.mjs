// The measurements of `npm run bench:scale` (scripts/bench-scale.mjs), each against a running server.
import fs from 'node:fs'

/** A staff cookie makes the public cache step aside (server/publicCache.mjs): every request is a render. */
export const UNCACHED = { cookie: 'payload-token=bench-scale-uncached' }

const percentile = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.ceil((q / 100) * s.length) - 1)]
}

/** Median and p95 of n sequential GETs (after one not counted), in ms. */
export async function timed(url, { n = 20, headers = {} } = {}) {
  const once = async () => {
    const started = performance.now()
    const res = await fetch(url, { headers })
    const body = Buffer.from(await res.arrayBuffer())
    return { ms: performance.now() - started, status: res.status, bytes: body.length, res }
  }
  const first = await once()
  if (first.status !== 200) throw new Error(`${url} answered ${first.status}`)
  const times = []
  for (let i = 0; i < n; i++) times.push((await once()).ms)
  return { p50: percentile(times, 50), p95: percentile(times, 95), bytes: first.bytes }
}

/** Raw and compressed size of an answer, and what the cache did with it (two visitor requests). */
export async function sizes(url) {
  const raw = await fetch(url, { headers: { 'accept-encoding': 'identity' } })
  const rawBytes = (await raw.arrayBuffer()).byteLength
  const br = await fetch(url, { headers: { 'accept-encoding': 'br' } })
  await br.arrayBuffer()
  // fetch decodes the body: the bytes sent are the header's.
  const brBytes = Number(br.headers.get('content-length'))
  const started = performance.now()
  const again = await fetch(url, { headers: { 'accept-encoding': 'br' } })
  await again.arrayBuffer()
  const cachedMs = performance.now() - started
  return {
    rawBytes,
    brBytes,
    encoding: br.headers.get('content-encoding') ?? 'none',
    cache: again.headers.get('x-cache'),
    cachedMs,
  }
}

/** Resident memory of a process, in MB (current and peak), from /proc. */
export function residentMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = (name) => Number(status.match(new RegExp(`${name}:\\s+(\\d+)`))?.[1] ?? 0)
  return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) }
}

export async function signIn(url, admin) {
  const res = await fetch(`${url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  })
  if (!res.ok) throw new Error(`Sign-in answered ${res.status}`)
  return (await res.json()).token
}

/**
 * The inbox CSV export of every contact message, read as a stream: time, rows, bytes, and the server's
 * resident memory before and at its highest meanwhile (sampled every 50 ms). The one place that knows the
 * export's route (the list's Export CSV button, src/admin/inbox/csvExport.ts): change it here if it moves.
 */
export async function exportInbox(url, token, pid) {
  const before = residentMb(pid).rss
  let highest = before
  const sampler = setInterval(() => (highest = Math.max(highest, residentMb(pid).rss)), 50)
  const started = performance.now()
  try {
    const res = await fetch(`${url}/api/contact-messages/export.csv`, { headers: { authorization: `JWT ${token}` } })
    if (!res.ok || !res.body) throw new Error(`The export answered ${res.status}: ${(await res.text()).slice(0, 200)}`)
    let bytes = 0
    for await (const chunk of res.body) bytes += chunk.length
    return { ms: performance.now() - started, bytes, rows: Number(res.headers.get('x-export-rows')), before, highest }
  } finally {
    clearInterval(sampler)
  }
}

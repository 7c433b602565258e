// @ts-check
// Visitors walking the sitemap, each from an address of its own (X-Forwarded-For to a server started
// with TRUST_PROXY=1), one request at a time as a person clicks: what a cold cache (a start, a purge of
// everything) costs them. Used by `npm run bench:cold-start` and tests/hostile/junk-traffic.spec.ts.
import http from 'node:http'

/** @typedef {{ path: string, status: number, ms: number }} Answer */

/** The sitemap's pages as paths (its addresses name SERVER_URL, maybe not the address asked). @param {string} url */
export async function sitemapPaths(url) {
  const sitemap = await (await fetch(`${url}/sitemap.xml`)).text()
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname)
}

/**
 * `visitors` clients walk `paths`, each starting at its own place in the list (so they do not all ask
 * for the same page at the same moment), all at once.
 * @param {{ url: string, paths: string[], visitors: number, addressOf?: (i: number) => string }} options
 * @returns {Promise<{ answers: Answer[], ms: number }>}
 */
export async function walkSitemap({ url, paths, visitors, addressOf = (i) => `198.18.${10 + i}.${20 + i}` }) {
  const target = new URL(url)
  const started = performance.now()
  /** @type {Answer[]} */
  const answers = []
  await Promise.all(
    Array.from({ length: visitors }, async (_, i) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
      const offset = Math.floor((i * paths.length) / visitors)
      for (let n = 0; n < paths.length; n++) {
        const path = paths[(offset + n) % paths.length]
        answers.push({ path, ...(await get(agent, target, path, addressOf(i))) })
      }
      agent.destroy()
    }),
  )
  return { answers, ms: performance.now() - started }
}

/**
 * A change every page shows (the site settings: header and footer), saved through the REST API as an
 * editor would: the public cache drops every page.
 * @param {string} url @param {{ email: string, password: string }} admin
 */
export async function purgeEverything(url, admin) {
  const json = { 'content-type': 'application/json' }
  const login = await fetch(`${url}/api/users/login`, { method: 'POST', headers: json, body: JSON.stringify(admin) })
  if (!login.ok) throw new Error(`Signing in as ${admin.email} failed: ${login.status}`)
  const headers = { ...json, authorization: `JWT ${(await login.json()).token}` }
  const settings = await (await fetch(`${url}/api/globals/site-settings?depth=0`, { headers })).json()
  const body = JSON.stringify({ copyrightYear: settings.copyrightYear })
  const saved = await fetch(`${url}/api/globals/site-settings`, { method: 'POST', headers, body })
  if (!saved.ok) throw new Error(`Saving the site settings failed: ${saved.status} ${await saved.text()}`)
}

/**
 * @param {http.Agent} agent @param {URL} target @param {string} path @param {string} address
 * @returns {Promise<{ status: number, ms: number }>}
 */
function get(agent, target, path, address) {
  return new Promise((resolve) => {
    const started = performance.now()
    const headers = { 'x-forwarded-for': address, 'accept-encoding': 'br, gzip', accept: 'text/html' }
    const req = http.get({ host: target.hostname, port: target.port, path, agent, headers }, (res) => {
      res.resume()
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }))
    })
    req.on('error', () => resolve({ status: 0, ms: performance.now() - started }))
  })
}

/** @param {number[]} sorted @param {number} p */
export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN

/**
 * The figures of a walk: answers, 429s, other failures, p50/p95/max.
 * @param {{ answers: Answer[], ms: number }} walk
 */
export function walkFigures({ answers, ms }) {
  const times = answers.map((a) => a.ms).sort((a, b) => a - b)
  return {
    requests: answers.length,
    refused: answers.filter((a) => a.status === 429).length,
    failed: answers.filter((a) => a.status !== 429 && (a.status === 0 || a.status >= 500)).length,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    max: times[times.length - 1] ?? NaN,
    seconds: ms / 1000,
  }
}

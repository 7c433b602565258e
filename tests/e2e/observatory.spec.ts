import { expect, test } from '@playwright/test'
import { ensureObservatory, observatoryScan, type ObservatoryResult } from '../support/e2e/observatory'
import { startTlsProxy, type TlsProxy } from '../support/e2e/tlsProxy'

// The MDN HTTP Observatory's own scanner grades the production server behind nginx over https (a
// certificate for localhost, an http port that redirects), as a visitor would reach it (ADR 022).

const URLS = ['/', '/blogs', '/contact-us', '/api/get-all-blogs', '/admin/login']

/** What each of the scanner's tests must find on every URL above: its best result, or one that costs nothing. */
const EXPECTED: Record<string, string[]> = {
  // Inline styles stay allowed (React's style attributes, the admin's widgets): the Observatory scores that 0.
  'content-security-policy': ['csp-implemented-with-unsafe-inline-in-style-src-only'],
  cookies: ['cookies-not-found', 'cookies-secure-with-httponly-sessions-and-samesite'],
  'cross-origin-resource-sharing': ['cross-origin-resource-sharing-not-implemented'],
  redirection: ['redirection-to-https'],
  'referrer-policy': ['referrer-policy-private'],
  'strict-transport-security': ['hsts-implemented-max-age-at-least-six-months'],
  'subresource-integrity': [
    'sri-not-implemented-but-all-scripts-loaded-from-secure-origin',
    'sri-not-implemented-response-not-html',
  ],
  'x-content-type-options': ['x-content-type-options-nosniff'],
  'x-frame-options': ['x-frame-options-implemented-via-csp'],
  'cross-origin-resource-policy': ['corp-implemented-with-same-site'],
}

let proxy: TlsProxy | undefined
let results: ObservatoryResult[] = []

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(240_000)
  ensureObservatory()
  proxy = await startTlsProxy(Number(new URL(testInfo.project.use.baseURL!).port))
  results = observatoryScan({ ...proxy, paths: URLS })
  console.log(results.map((r) => `Observatory ${r.path}: ${r.grade} (${r.score})`).join('\n'))
})

test.afterAll(async () => {
  await proxy?.stop()
})

for (const path of URLS) {
  test(`${path} grades A+ (score at least 100)`, () => {
    const result = results.find((r) => r.path === path)
    expect(result?.error, path).toBeUndefined()
    const failing = result!.tests
      .filter((t) => !t.pass || t.modifier < 0)
      .map((t) => `${t.name}: ${t.result} (${t.modifier})`)
    expect(result!.status, path).toBe(200)
    expect(result!.url, 'scanned over https, the http port having redirected').toMatch(/^https:\/\/localhost:\d+\//)
    expect({ grade: result!.grade, score: result!.score >= 100, failing }, path).toEqual({
      grade: 'A+',
      score: true,
      failing: [],
    })
  })

  test(`${path}: each header as the Observatory scores it`, () => {
    const result = results.find((r) => r.path === path)!
    const found = Object.fromEntries(result.tests.map((t) => [t.name, t.result]))
    expect(Object.keys(found).sort(), 'the scanner ran the tests this spec knows').toEqual(Object.keys(EXPECTED).sort())
    for (const [name, accepted] of Object.entries(EXPECTED)) expect(accepted, `${path} ${name}`).toContain(found[name])
  })
}

test('plain http only redirects to https, and HSTS is sent over https alone', async () => {
  const http = await fetch(`http://localhost:${proxy!.httpPort}/admin/login?x=1`, { redirect: 'manual' })
  expect(http.status).toBe(301)
  expect(http.headers.get('location')).toBe(`https://localhost:${proxy!.httpsPort}/admin/login?x=1`)
  expect(http.headers.get('strict-transport-security')).toBeNull()
  const https = results.find((r) => r.path === '/')!
  expect(https.tests.find((t) => t.name === 'strict-transport-security')?.pass).toBe(true)
})

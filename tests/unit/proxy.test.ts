import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import { NextRequest } from 'next/server'
import { beforeAll, describe, expect, it } from 'vitest'

// src/proxy.ts as Next.js calls it: the policy on the response, and the one Next.js reads from the request.

let proxy: typeof import('@/proxy').proxy
beforeAll(async () => {
  // The site's policy lists the inline scripts' hashes from the browser scripts' build (part of every build).
  if (!fs.existsSync('public/assets/manifest.json'))
    execFileSync(process.execPath, ['scripts/browser-scripts.mjs'], { stdio: 'ignore' })
  ;({ proxy } = await import('@/proxy'))
})

const visitorPolicy = "script-src 'nonce-chosenByTheVisitor'"
const call = (path: string, headers: Record<string, string> = {}) => {
  const response = proxy(new NextRequest(`http://localhost${path}`, { headers }))
  // What Next.js passes on as the request's headers: exactly those named in the override list.
  const overridden = response.headers.get('x-middleware-override-headers')?.split(',')
  expect(overridden).toBeDefined()
  const requestPolicy = overridden!.includes('content-security-policy')
    ? response.headers.get('x-middleware-request-content-security-policy')
    : null
  return {
    policy: response.headers.get('content-security-policy') ?? '',
    requestPolicy,
    hsts: response.headers.get('strict-transport-security'),
    headers: response.headers,
    previewMark: overridden!.includes('x-lyceum-preview')
      ? response.headers.get('x-middleware-request-x-lyceum-preview')
      : null,
  }
}

describe('proxy', () => {
  it('gives each admin response a fresh nonce, and hands the same policy to Next.js for its script tags', () => {
    const [first, second] = [call('/admin/login', { 'content-security-policy': visitorPolicy }), call('/admin')]
    expect(first.policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/]{22}==' 'strict-dynamic'/)
    expect(first.requestPolicy).toBe(first.policy)
    expect(second.policy).not.toBe(first.policy)
  })

  it('never lets a policy a visitor sent reach a public render (a nonce there would be cached for everyone)', () => {
    for (const path of ['/', '/blogs', '/api/get-all-blogs', '/administration']) {
      const { policy, requestPolicy } = call(path, { 'content-security-policy': visitorPolicy })
      expect(policy, path).not.toMatch(/nonce|strict-dynamic/)
      expect(requestPolicy, path).toBeNull()
    }
  })

  it('serves every uploaded file with a sandbox that lets nothing in it run or load', () => {
    for (const path of ['/api/media/file/poster.jpg', '/api/downloads/file/timetable.pdf', '/api/media/file/x.html'])
      expect(call(path).policy, path).toBe("sandbox; default-src 'none'")
    // Payload's other routes for these collections are JSON and get the site's policy.
    expect(call('/api/media').policy).toContain("script-src 'self'")
  })

  it('sends HSTS only when the request came over https', () => {
    expect(call('/', { 'x-forwarded-proto': 'https' }).hsts).toBe('max-age=63072000; includeSubDomains; preload')
    expect(call('/').hsts).toBeNull()
  })

  it('marks a page with draft-mode and session cookies as a preview: private, noindex, framed by admin only', () => {
    const both = { cookie: '__prerender_bypass=abc; payload-token=def' }
    const preview = call('/blog/x', both)
    expect(preview.previewMark).toBe('1')
    expect(preview.headers.get('cache-control')).toBe('private, no-store')
    expect(preview.headers.get('x-robots-tag')).toBe('noindex, nofollow')
    expect(preview.policy).toContain("frame-ancestors 'self'")
    // The API and the sitemap never read drafts, whatever cookies come with them.
    for (const path of ['/api/get-all-blogs', '/sitemap.xml']) expect(call(path, both).previewMark, path).toBeNull()
  })

  it('never lets a visitor mark a request as a preview, and frames ordinary pages for nobody', () => {
    const attempts: Record<string, string>[] = [
      { 'x-lyceum-preview': '1' },
      { 'x-lyceum-preview': '1', cookie: '__prerender_bypass=forged' },
    ]
    for (const headers of attempts) {
      const { previewMark, policy, headers: answer } = call('/blog/x', headers)
      expect(previewMark).toBeNull()
      expect(policy).toContain("frame-ancestors 'none'")
      expect(answer.get('x-robots-tag')).toBeNull()
    }
  })
})

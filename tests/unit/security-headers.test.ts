import { describe, expect, it } from 'vitest'
import {
  STRICT_TRANSPORT_SECURITY,
  adminPolicy,
  entryFormTargets,
  isAllowedMapEmbed,
  newNonce,
  sitePolicy,
} from '@/lib/securityHeaders'

const directives = (policy: string) =>
  Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]))

describe('sitePolicy', () => {
  const hashes = ["'sha256-AAAA'", "'sha256-BBBB'"]

  it('allows scripts from this origin and the given inline hashes only: no nonce, no eval, no inline', () => {
    const policy = directives(sitePolicy(hashes, { https: false }))
    expect(policy['script-src']).toEqual(["'self'", "'sha256-AAAA'", "'sha256-BBBB'"])
    expect(JSON.stringify(policy)).not.toMatch(/unsafe-eval|unsafe-inline'\]|nonce-|strict-dynamic/)
    expect(policy['frame-ancestors']).toEqual(["'none'"])
    expect(policy['object-src']).toEqual(["'none'"])
    expect(policy['frame-src']).toContain('https://www.google.com')
    expect(policy['upgrade-insecure-requests']).toBeUndefined()
  })

  it('is the same for every request, and upgrades insecure requests over https', () => {
    expect(sitePolicy(hashes, { https: false })).toBe(sitePolicy(hashes, { https: false }))
    expect(directives(sitePolicy(hashes, { https: true }))['upgrade-insecure-requests']).toEqual([])
  })
})

describe('sitePolicy for a preview', () => {
  it('lets only this site (the admin’s live preview) frame a preview; every other page is framed by nobody', () => {
    expect(directives(sitePolicy(["'sha256-AAAA'"], { https: false, preview: true }))['frame-ancestors']).toEqual([
      "'self'",
    ])
    expect(directives(sitePolicy(["'sha256-AAAA'"], { https: false, preview: false }))['frame-ancestors']).toEqual([
      "'none'",
    ])
  })
})

describe('sitePolicy of an entry status page', () => {
  it('lets only a status page post to PayHere’s checkout; every other page posts to this site only', () => {
    const checkout = 'https://sandbox.payhere.lk/pay/checkout'
    const status = sitePolicy([], { https: true, formTargets: entryFormTargets('/entries/abc', checkout) })
    expect(directives(status)['form-action']).toEqual(["'self'", 'https://sandbox.payhere.lk'])
    expect(entryFormTargets('/enter/exam/1', checkout)).toEqual([])
    expect(entryFormTargets('/contact-us', checkout)).toEqual([])
    expect(entryFormTargets('/entries/abc', undefined)).toEqual([])
    expect(directives(sitePolicy([], { https: true }))['form-action']).toEqual(["'self'"])
  })
})

describe('adminPolicy', () => {
  it('allows scripts by this response’s nonce and what they load, never inline or eval in production', () => {
    const policy = directives(adminPolicy({ https: false, nonce: 'bm9uY2U=' }))
    expect(policy['script-src']).toEqual(["'self'", "'nonce-bm9uY2U='", "'strict-dynamic'"])
    expect(policy['script-src']).not.toContain("'unsafe-inline'")
    expect(policy['script-src']).not.toContain("'unsafe-eval'")
    expect(policy['connect-src']).toEqual(["'self'"])
    expect(policy['frame-ancestors']).toEqual(["'self'"])
    expect(policy['object-src']).toEqual(["'none'"])
    expect(policy['base-uri']).toEqual(["'self'"])
  })

  it('keeps inline styles allowed with no nonce in style-src (a nonce there would switch them off)', () => {
    const policy = directives(adminPolicy({ https: false, nonce: 'bm9uY2U=' }))
    expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'"])
  })

  it('allows eval in development only (React’s dev build needs it)', () => {
    expect(directives(adminPolicy({ https: false, nonce: 'bg==', development: true }))['script-src']).toContain(
      "'unsafe-eval'",
    )
    expect(directives(adminPolicy({ https: false, nonce: 'bg==', development: false }))['script-src']).not.toContain(
      "'unsafe-eval'",
    )
  })

  it('upgrades insecure requests over https only', () => {
    expect(directives(adminPolicy({ https: true, nonce: 'bg==' }))['upgrade-insecure-requests']).toEqual([])
    expect(directives(adminPolicy({ https: false, nonce: 'bg==' }))['upgrade-insecure-requests']).toBeUndefined()
  })
})

describe('newNonce', () => {
  it('is 128 random bits in the base64 form Next.js reads, different every time', () => {
    const nonces = new Set(Array.from({ length: 100 }, newNonce))
    expect(nonces.size).toBe(100)
    for (const nonce of nonces) {
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)
      expect(Buffer.from(nonce, 'base64')).toHaveLength(16)
    }
  })
})

describe('STRICT_TRANSPORT_SECURITY', () => {
  it('meets the browsers’ preload list rules: two years, every subdomain, preload', () => {
    const parts = STRICT_TRANSPORT_SECURITY.split(/;\s*/)
    expect(Number(parts.find((p) => p.startsWith('max-age='))?.slice(8))).toBeGreaterThanOrEqual(31536000)
    expect(parts).toContain('includeSubDomains')
    expect(parts).toContain('preload')
  })
})

describe('isAllowedMapEmbed', () => {
  it('accepts the map services the CSP frames and nothing else', () => {
    expect(isAllowedMapEmbed('https://www.google.com/maps?q=Colombo&output=embed')).toBe(true)
    expect(isAllowedMapEmbed('https://www.openstreetmap.org/export/embed.html?bbox=1,2,3,4')).toBe(true)
    expect(isAllowedMapEmbed('http://www.google.com/maps')).toBe(false)
    expect(isAllowedMapEmbed('https://evil.example/maps')).toBe(false)
    expect(isAllowedMapEmbed('not a url')).toBe(false)
  })
})

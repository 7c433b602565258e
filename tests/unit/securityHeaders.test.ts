import { describe, expect, it } from 'vitest'
import { adminPolicy, isAllowedMapEmbed, newNonce, sitePolicy } from '@/lib/securityHeaders'

const directives = (policy: string) => Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]))

describe('sitePolicy', () => {
  it('allows scripts only by nonce (and what they load), never eval, in production', () => {
    const policy = directives(sitePolicy('n0nce', { dev: false, https: false }))
    expect(policy['script-src']).toEqual(["'self'", "'nonce-n0nce'", "'strict-dynamic'"])
    expect(JSON.stringify(policy)).not.toContain('unsafe-eval')
    expect(policy['frame-ancestors']).toEqual(["'self'"])
    expect(policy['object-src']).toEqual(["'none'"])
    expect(policy['frame-src']).toContain('https://www.google.com')
    expect(policy['upgrade-insecure-requests']).toBeUndefined()
  })

  it('upgrades insecure requests over https and allows eval only in development', () => {
    expect(directives(sitePolicy('n', { dev: false, https: true }))['upgrade-insecure-requests']).toEqual([])
    expect(directives(sitePolicy('n', { dev: true, https: false }))['script-src']).toContain("'unsafe-eval'")
  })
})

describe('adminPolicy', () => {
  it('is looser for Payload’s admin but keeps everything on this origin', () => {
    const policy = directives(adminPolicy({ dev: false, https: false }))
    expect(policy['script-src']).toEqual(["'self'", "'unsafe-inline'", "'unsafe-eval'"])
    expect(policy['connect-src']).toEqual(["'self'"])
    expect(policy['frame-ancestors']).toEqual(["'self'"])
  })
})

describe('newNonce', () => {
  it('is 128 random bits in base64, different every time', () => {
    const nonces = new Set(Array.from({ length: 100 }, newNonce))
    expect(nonces.size).toBe(100)
    for (const n of nonces) expect(n).toMatch(/^[A-Za-z0-9+/]{22}==$/)
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

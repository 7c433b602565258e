import { describe, expect, it } from 'vitest'
import { adminPolicy, isAllowedMapEmbed, sitePolicy } from '@/lib/securityHeaders'

const directives = (policy: string) => Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]))

describe('sitePolicy', () => {
  const hashes = ["'sha256-AAAA'", "'sha256-BBBB'"]

  it('allows scripts from this origin and the given inline hashes only: no nonce, no eval, no inline', () => {
    const policy = directives(sitePolicy(hashes, { https: false }))
    expect(policy['script-src']).toEqual(["'self'", "'sha256-AAAA'", "'sha256-BBBB'"])
    expect(JSON.stringify(policy)).not.toMatch(/unsafe-eval|unsafe-inline'\]|nonce-|strict-dynamic/)
    expect(policy['frame-ancestors']).toEqual(["'self'"])
    expect(policy['object-src']).toEqual(["'none'"])
    expect(policy['frame-src']).toContain('https://www.google.com')
    expect(policy['upgrade-insecure-requests']).toBeUndefined()
  })

  it('is the same for every request, and upgrades insecure requests over https', () => {
    expect(sitePolicy(hashes, { https: false })).toBe(sitePolicy(hashes, { https: false }))
    expect(directives(sitePolicy(hashes, { https: true }))['upgrade-insecure-requests']).toEqual([])
  })
})

describe('adminPolicy', () => {
  it('is looser for Payload’s admin but keeps everything on this origin', () => {
    const policy = directives(adminPolicy({ https: false }))
    expect(policy['script-src']).toEqual(["'self'", "'unsafe-inline'", "'unsafe-eval'"])
    expect(policy['connect-src']).toEqual(["'self'"])
    expect(policy['frame-ancestors']).toEqual(["'self'"])
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

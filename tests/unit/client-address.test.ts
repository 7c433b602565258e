import { describe, expect, it } from 'vitest'
import { clientAddressOf, limitKeyOf, normalizeAddress } from '../../server/clientAddress.mjs'
import { readSettings } from '../../server/settings.mjs'

describe('clientAddressOf', () => {
  it('TRUST_PROXY=0: the socket address, whatever X-Forwarded-For says', () => {
    expect(clientAddressOf('198.51.100.4', '203.0.113.9', 0)).toBe('198.51.100.4')
    expect(clientAddressOf('198.51.100.4', ['203.0.113.9', '192.0.2.1'], 0)).toBe('198.51.100.4')
    expect(clientAddressOf('198.51.100.4', undefined, 0)).toBe('198.51.100.4')
  })

  it('TRUST_PROXY=1: the entry the proxy appended (rightmost); what the client wrote to its left is ignored', () => {
    expect(clientAddressOf('10.0.0.2', '203.0.113.9', 1)).toBe('203.0.113.9')
    expect(clientAddressOf('10.0.0.2', '1.1.1.1, 203.0.113.9', 1)).toBe('203.0.113.9')
    expect(clientAddressOf('10.0.0.2', '1.1.1.1, 2.2.2.2, 203.0.113.9', 1)).toBe('203.0.113.9')
  })

  it('TRUST_PROXY=2: the second entry from the right (a CDN, then nginx)', () => {
    expect(clientAddressOf('10.0.0.2', '6.6.6.6, 203.0.113.9, 172.16.0.5', 2)).toBe('203.0.113.9')
    expect(clientAddressOf('10.0.0.2', '203.0.113.9, 172.16.0.5', 2)).toBe('203.0.113.9')
  })

  it('several X-Forwarded-For headers are one list', () => {
    expect(clientAddressOf('10.0.0.2', ['6.6.6.6', '203.0.113.9, 172.16.0.5'], 2)).toBe('203.0.113.9')
  })

  it('a header shorter than TRUST_PROXY: its leftmost entry (all of it came from trusted proxies)', () => {
    expect(clientAddressOf('10.0.0.2', '203.0.113.9', 2)).toBe('203.0.113.9')
    expect(clientAddressOf('10.0.0.2', '203.0.113.9, 172.16.0.5', 5)).toBe('203.0.113.9')
  })

  it('no, empty or garbage X-Forwarded-For falls back to the socket address', () => {
    expect(clientAddressOf('10.0.0.2', undefined, 1)).toBe('10.0.0.2')
    expect(clientAddressOf('10.0.0.2', '', 1)).toBe('10.0.0.2')
    expect(clientAddressOf('10.0.0.2', ' , ,', 1)).toBe('10.0.0.2')
    expect(clientAddressOf('10.0.0.2', 'not-an-address', 1)).toBe('10.0.0.2')
    expect(clientAddressOf('10.0.0.2', '1.1.1.1, <script>', 1)).toBe('10.0.0.2')
    expect(clientAddressOf('10.0.0.2', '999.1.1.1', 1)).toBe('10.0.0.2')
    expect(clientAddressOf(undefined, undefined, 0)).toBe('unknown')
  })

  it('IPv6 and IPv4-mapped IPv6, from the socket and the header', () => {
    expect(clientAddressOf('::ffff:198.51.100.4', undefined, 0)).toBe('198.51.100.4')
    expect(clientAddressOf('::1', undefined, 0)).toBe('::1')
    expect(clientAddressOf('::ffff:10.0.0.2', '2001:DB8:0:0::1', 1)).toBe('2001:db8::1')
    expect(clientAddressOf('::1', '1.1.1.1, [2001:db8::7]:443', 1)).toBe('2001:db8::7')
    expect(clientAddressOf('::1', '203.0.113.9:51234', 1)).toBe('203.0.113.9')
    expect(clientAddressOf('::1', '::ffff:203.0.113.9', 1)).toBe('203.0.113.9')
  })
})

describe('normalizeAddress and limitKeyOf', () => {
  it('writes each address one way', () => {
    expect(normalizeAddress('2001:0db8:0000:0000:0000:0000:0000:0001')).toBe('2001:db8::1')
    expect(normalizeAddress(' 203.0.113.9 ')).toBe('203.0.113.9')
    expect(normalizeAddress('example.com')).toBeUndefined()
  })

  it('an IPv4 client is its address; an IPv6 client is its /64', () => {
    expect(limitKeyOf('203.0.113.9')).toBe('203.0.113.9')
    expect(limitKeyOf('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64')
    expect(limitKeyOf('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64')
    expect(limitKeyOf('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(limitKeyOf('::1')).toBe('0:0:0:0::/64')
    expect(limitKeyOf('unknown')).toBe('unknown')
  })
})

describe('readSettings', () => {
  it('defaults: TRUST_PROXY 0 and the limits', () => {
    const settings = readSettings({})
    expect(settings.TRUST_PROXY).toBe(0)
    expect(settings.RENDER_CONCURRENCY).toBeGreaterThan(0)
    expect(readSettings({ TRUST_PROXY: ' 2 ' }).TRUST_PROXY).toBe(2)
    expect(readSettings({ TRUST_PROXY: '' }).TRUST_PROXY).toBe(0)
  })

  it.each(['-1', '11', '1.5', 'yes', '0x1'])('TRUST_PROXY=%s stops the start with a message naming it', (value) => {
    expect(() => readSettings({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: must be a whole number from 0 to 10/)
  })

  it('names every bad setting at once', () => {
    expect(() => readSettings({ RENDER_CONCURRENCY: '0', MAX_BODY_MB: 'lots' })).toThrow(
      /RENDER_CONCURRENCY: must be a whole number from 1 to 64/,
    )
    expect(() => readSettings({ RENDER_CONCURRENCY: '0', MAX_BODY_MB: 'lots' })).toThrow(
      /MAX_BODY_MB: must be a whole number/,
    )
  })
})

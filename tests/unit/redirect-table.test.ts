import { describe, expect, it } from 'vitest'
import { RedirectTable, findRedirect, isRedirectable, lookupKey } from '../../server/redirects.mjs'

describe('the server’s redirect table', () => {
  const table = new Map([
    ['/old', { from: '/old', location: '/new', status: 308 as const }],
    ['/?p=123', { from: '/?p=123', location: '/blog/first', status: 308 as const }],
    ['/moved', { from: '/moved', location: '/target?ref=moved', status: 307 as const }],
  ])

  it('looks up path and query exactly, then the path alone, appending the query unless the target has one', () => {
    expect(findRedirect(table, '/?p=123')?.location).toBe('/blog/first')
    expect(findRedirect(table, '/?p=124')).toBeUndefined()
    expect(findRedirect(table, '/old/')?.location).toBe('/new')
    expect(findRedirect(table, '/old?utm_source=x')?.location).toBe('/new?utm_source=x')
    expect(findRedirect(table, '/moved?utm_source=x')).toMatchObject({ location: '/target?ref=moved', status: 307 })
    expect(findRedirect(table, '/elsewhere')).toBeUndefined()
  })

  it('keys addresses as browsers send them', () => {
    expect(lookupKey('/über/')).toBe('/%C3%BCber')
    expect(lookupKey('/a?b=1#top')).toBe('/a?b=1')
    expect(lookupKey('/a?')).toBe('/a')
  })

  it('never redirects the admin, the APIs or Next’s assets, nor anything but GET and HEAD', () => {
    expect(isRedirectable('GET', '/admin')).toBe(false)
    expect(isRedirectable('GET', '/api/get-banner')).toBe(false)
    expect(isRedirectable('HEAD', '/_next/static/x.js')).toBe(false)
    expect(isRedirectable('POST', '/old')).toBe(false)
    expect(isRedirectable('HEAD', '/old')).toBe(true)
    expect(isRedirectable('GET', '/administration')).toBe(true)
  })

  it('reloads once after a change, and a change during a load leaves it stale', async () => {
    let loads = 0
    let release = () => {}
    const t = new RedirectTable()
    expect(t.needsLoad()).toBe(false)
    t.setSource(async () => {
      loads += 1
      await new Promise<void>((r) => (release = r))
      return [{ from: '/a', location: '/b', status: 308 }]
    })
    expect(t.needsLoad()).toBe(true)
    const first = t.load()
    const second = t.load()
    t.invalidate()
    release()
    await Promise.all([first, second])
    expect(loads).toBe(1)
    expect(t.find('/a')?.location).toBe('/b')
    expect(t.needsLoad()).toBe(true)
    const third = t.load()
    release()
    await third
    expect(t.needsLoad()).toBe(false)
  })

  it('keeps the previous table when loading fails, and retries only after a pause', async () => {
    let now = 1000
    const errors: string[] = []
    const t = new RedirectTable({ now: () => now, retryMs: 5000, log: { error: (m) => errors.push(m) } })
    t.setSource(async () => [{ from: '/a', location: '/b', status: 308 }])
    await t.load()
    t.setSource(async () => {
      throw new Error('database down')
    })
    await t.load()
    expect(errors).toHaveLength(1)
    expect(t.find('/a')?.location).toBe('/b')
    expect(t.needsLoad()).toBe(false)
    now += 5000
    expect(t.needsLoad()).toBe(true)
  })
})

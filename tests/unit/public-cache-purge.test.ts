import { describe, expect, it } from 'vitest'
import { setup } from '../support/unit/publicCache'

describe('purging what changed (decision 041)', () => {
  // What each page's render read, as Payload's read hooks record it (src/lib/publicCache.ts).
  const READS: Record<string, string[]> = {
    '/': ['blogs', 'blogs:1', 'global:site-settings'],
    '/blog/a': ['blogs', 'blogs:1', 'media:7', 'global:site-settings'],
    '/examinations/x/y': ['exams', 'exams:2', 'global:site-settings'],
    '/robots.txt': [],
  }
  async function tagged(options: Parameters<typeof setup>[0] = {}) {
    const context = await setup(options)
    let version = 1
    context.setAnswer((url) => ({
      status: 200,
      headers: { 'content-type': 'text/html; charset=utf-8' },
      body: Buffer.from(`<p>${url} version ${version}</p>`),
      tags: READS[url],
    }))
    return { ...context, bump: () => version++ }
  }
  const visitAll = async (get: Awaited<ReturnType<typeof setup>>['get']) => {
    const first: Record<string, string> = {}
    for (const url of Object.keys(READS)) first[url] = String((await get(url)).headers.etag)
    return first
  }

  it('drops only the entries showing a changed tag, and always those that recorded no reads', async () => {
    const { get, cache } = await tagged()
    const etags = await visitAll(get)
    cache.purge(['blogs', 'blogs:1'], { rerender: false })
    const states = Object.fromEntries(
      await Promise.all(Object.keys(READS).map(async (url) => [url, (await get(url)).headers['x-cache']] as const)),
    )
    expect(states).toEqual({ '/': 'MISS', '/blog/a': 'MISS', '/examinations/x/y': 'HIT', '/robots.txt': 'MISS' })
    expect((await get('/examinations/x/y')).headers.etag).toBe(etags['/examinations/x/y'])
  })

  it('a media change drops the pages that show that image; a global every page reads drops them all', async () => {
    const { get, cache } = await tagged()
    await visitAll(get)
    cache.purge(['media', 'media:7'], { rerender: false })
    expect([...cache.entries.keys()].map((k) => new URL(k).pathname)).toEqual(['/', '/examinations/x/y'])
    cache.purge(['global:site-settings'], { rerender: false })
    expect(cache.entries.size).toBe(0)
  })

  it("'all' (or no tags) drops everything", async () => {
    const { get, cache } = await tagged()
    await visitAll(get)
    cache.purge('all', { rerender: false })
    expect(cache.entries.size).toBe(0)
  })

  it('a render under way is kept after a purge that spares what it read, not after one that touches it', async () => {
    const { get, cache, hold } = await tagged()
    let release = hold()
    let pending = get('/examinations/x/y')
    await new Promise((r) => setTimeout(r, 20))
    cache.purge(['blogs', 'blogs:1'], { rerender: false })
    release()
    await pending
    expect((await get('/examinations/x/y')).headers['x-cache']).toBe('HIT')

    release = hold()
    pending = get('/blog/a')
    await new Promise((r) => setTimeout(r, 20))
    cache.purge(['media', 'media:7'], { rerender: false })
    release()
    await pending
    expect((await get('/blog/a')).headers['x-cache']).toBe('MISS')
  })

  it('re-renders the most visited purged entries in the background, one at a time, home always', async () => {
    const { get, cache, renders, bump } = await tagged({ rerenderPages: 1 })
    await visitAll(get)
    for (let i = 0; i < 3; i++) await get('/blog/a')
    for (let i = 0; i < 5; i++) await get('/robots.txt')
    renders.length = 0
    bump()
    cache.purge(['blogs:1'])
    await cache.rerendering
    // `/` always, then the single most visited one (/robots.txt, 5 hits); /blog/a waits for a visitor.
    expect(renders).toEqual(['/', '/robots.txt'])
    const home = await get('/')
    expect(home.headers['x-cache']).toBe('HIT')
    expect(home.body.toString()).toContain('version 2')
    expect((await get('/robots.txt')).headers['x-cache']).toBe('HIT')
    expect((await get('/blog/a')).headers['x-cache']).toBe('MISS')
  })

  it('a page whose stale refresh is under way when it is purged is still rendered again at once', async () => {
    let now = 1_000
    const { cache, get, bump, hold, renders } = await setup({ freshMs: 60_000, now: () => now })
    await get('/blogs')
    bump()
    now += 61_000
    const release = hold()
    expect((await get('/blogs')).headers['x-cache']).toBe('STALE')
    cache.purge('all')
    release()
    await new Promise((r) => setTimeout(r, 20))
    await cache.rerendering
    expect(renders).toEqual(['/blogs', '/blogs', '/blogs'])
    expect((await get('/blogs')).headers['x-cache']).toBe('HIT')
  })

  it('a purge without re-rendering (not committed yet) leaves the purged pages to the next one', async () => {
    const { get, cache, renders } = await tagged()
    await visitAll(get)
    renders.length = 0
    cache.purge(['blogs:1'], { rerender: false })
    expect(cache.rerendering).toBeUndefined()
    cache.purge(['blogs:1'])
    await cache.rerendering
    expect(renders.sort()).toEqual(['/', '/blog/a', '/robots.txt'])
  })

  it('a change purged in its transaction: what shows it is sent, not kept until the purge after commit', async () => {
    const { get, cache } = await tagged()
    await visitAll(get)
    cache.purge(['blogs:1'], { rerender: false, uncommitted: true })
    // Rendered before the commit, it may show the old post: answered, never stored.
    expect((await get('/')).headers['x-cache']).toBe('MISS')
    expect((await get('/')).headers['x-cache']).toBe('MISS')
    expect((await get('/examinations/x/y')).headers['x-cache']).toBe('HIT')
    cache.purge(['blogs:1'])
    await cache.rerendering
    expect((await get('/')).headers['x-cache']).toBe('HIT')
    await get('/blog/a')
    expect((await get('/blog/a')).headers['x-cache']).toBe('HIT')
  })

  it('the hold of a change whose commit is never announced (rolled back) lapses after 10 s', async () => {
    let now = 1_000_000
    const { get, cache } = await tagged({ now: () => now })
    cache.purge('all', { rerender: false, uncommitted: true })
    await get('/examinations/x/y')
    expect((await get('/examinations/x/y')).headers['x-cache']).toBe('MISS')
    now += 10_001
    await get('/examinations/x/y')
    expect((await get('/examinations/x/y')).headers['x-cache']).toBe('HIT')
  })

  it('a visitor who comes after a purge gets a render of their own, not one that began before it', async () => {
    const { get, cache, hold, renders } = await tagged()
    const release = hold()
    const before = get('/blog/a')
    await new Promise((r) => setTimeout(r, 20))
    cache.purge(['media', 'media:7'], { rerender: false })
    const after = get('/blog/a')
    await new Promise((r) => setTimeout(r, 20))
    release()
    await Promise.all([before, after])
    expect(renders).toEqual(['/blog/a', '/blog/a'])
    // Without a purge between them, visitors share one render.
    const release2 = hold()
    const both = Promise.all([get('/blogs'), get('/blogs')])
    await new Promise((r) => setTimeout(r, 20))
    release2()
    await both
    expect(renders.filter((url) => url === '/blogs')).toHaveLength(1)
  })

  it('while a change is uncommitted, no visitor waits on a render under way (it may read old content)', async () => {
    const { get, cache, hold, renders } = await tagged()
    cache.purge(['exams:2'], { rerender: false, uncommitted: true })
    const release = hold()
    const first = get('/blogs')
    await new Promise((r) => setTimeout(r, 20))
    const second = get('/blogs')
    await new Promise((r) => setTimeout(r, 20))
    release()
    await Promise.all([first, second])
    expect(renders).toEqual(['/blogs', '/blogs'])
  })
})

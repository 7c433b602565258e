import { describe, expect, it } from 'vitest'
import { cacheKeyOf, oneOfEachKind, pagesToWarm, sitemapPaths, warmPages } from '../../server/warmUp.mjs'

// The warm-up after a start (decision 043): the sitemap's pages, in its order, home first; one page of each
// kind before the site opens.

const sitemap = (paths: string[]) =>
  '<?xml ' +
  `version="1.0"?><urlset>${paths.map((p) => `<url><loc>https://www.example.lk${p}</loc></url>`).join('')}</urlset>`

/** A cache whose renders the test sees: each keeps a page under its key. */
function fakeCache(paths: string[]) {
  const entries = new Map<string, { identity: Buffer }>()
  const rendered: string[] = []
  return {
    entries,
    rendered,
    rerender: async (key: string, request: { url: string }) => {
      if (entries.has(key)) return
      rendered.push(request.url)
      entries.set(key, { identity: Buffer.from(request.url === '/sitemap.xml' ? sitemap(paths) : 'page') })
    },
  }
}

describe('the warm-up', () => {
  const paths = [
    '/',
    '/about-us',
    '/blogs',
    '/blog/a',
    '/blog/b',
    '/gallery/x',
    '/examinations/pearson/igcse',
    '/examinations/pearson/ial',
  ]
  const where = { host: 'www.example.lk', proto: 'https' }

  it('takes the sitemap as paths, in its order, entities decoded', () => {
    expect(sitemapPaths(sitemap(['/a', '/search?q=x&amp;page=2']))).toEqual(['/a', '/search?q=x&page=2'])
  })

  it('warms home first, then the sitemap in order, up to the number asked; the sitemap itself is kept', async () => {
    const cache = fakeCache(paths)
    expect(await pagesToWarm({ cache, ...where, pages: 4 })).toEqual(['/', '/about-us', '/blogs', '/blog/a'])
    expect(cache.entries.has(cacheKeyOf({ url: '/sitemap.xml', ...where }))).toBe(true)
    expect(await pagesToWarm({ cache, ...where, pages: 0 })).toEqual([])
  })

  it('before opening, one page of each kind: every route once', () => {
    expect(oneOfEachKind(paths)).toEqual([
      '/',
      '/about-us',
      '/blogs',
      '/blog/a',
      '/gallery/x',
      '/examinations/pearson/igcse',
    ])
  })

  it('renders each page once, under the public address, and stops at its deadline', async () => {
    const cache = fakeCache(paths)
    expect(await warmPages({ cache, ...where, paths: ['/', '/blogs', '/'] })).toBe(3)
    expect(cache.rendered).toEqual(['/', '/blogs'])
    expect(cache.entries.has('https://www.example.lk/blogs')).toBe(true)
    expect(await warmPages({ cache, ...where, paths: ['/blog/a'], until: performance.now() - 1 })).toBe(0)
  })

  it('stops at a shutdown: no render after the drain began', async () => {
    const cache = fakeCache(paths)
    let draining = false
    const origRerender = cache.rerender
    cache.rerender = async (key, request) => {
      await origRerender(key, request)
      if (request.url === '/blogs') draining = true
    }
    expect(
      await warmPages({ cache, ...where, paths: ['/', '/blogs', '/blog/a', '/blog/b'], stopped: () => draining }),
    ).toBe(2)
    expect(cache.rendered).toEqual(['/', '/blogs'])
  })
})

import fs from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { API_DOC, MANIFEST, generated, readRoutes, routeFolders } from '../../scripts/generate-routes.mjs'

// Each route states the query parameters it reads and whether it is cached once, in the cache.mjs beside it
// (docs/decisions/010-the-public-cache.md); the server and docs/api.md read copies that must not go stale.

describe('route declarations', () => {
  it('the manifest and the table in docs/api.md are as `npm run generate:routes` writes them', async () => {
    const { manifest, apiDoc } = await generated()
    expect(await fs.readFile(MANIFEST, 'utf8'), 'run npm run generate:routes').toBe(manifest)
    expect(await fs.readFile(API_DOC, 'utf8'), 'run npm run generate:routes').toBe(apiDoc)
  })

  it('declares what the public cache relies on', async () => {
    const routes = new Map((await readRoutes()).map((r) => [r.path, r]))
    expect(routes.get('/search')).toEqual({ path: '/search', query: ['q', 'page'], cached: true })
    expect(routes.get('/api/get-all-blogs')).toEqual({
      path: '/api/get-all-blogs',
      query: ['page', 'limit'],
      cached: true,
    })
    // Pages are cached unless they say not; API routes only when they say so.
    expect(routes.get('/entries/[token]')?.cached).toBe(false)
    expect(routes.get('/about-us')?.cached).toBe(true)
    expect(routes.get('/api/health')?.cached).toBe(false)
  })

  // A cached answer is rendered from the address its cache key keeps: a parameter read under any name but
  // a declared one would be dropped before the page sees it.
  it('a cached page or handler reads the query only through its declaration', async () => {
    const routes = new Map((await readRoutes()).map((r) => [r.path, r]))
    const problems: string[] = []
    for (const { dir, path: routePath, file } of await routeFolders()) {
      if (!routes.get(routePath)?.cached) continue
      const where = path.relative(process.cwd(), path.join(dir, file))
      const source = await fs.readFile(path.join(dir, file), 'utf8')
      if (!/searchParams|listResponse\(/.test(source)) continue
      if (!/from '\.\/cache\.mjs'/.test(source)) problems.push(`${where} reads the query but not ./cache.mjs`)
      const literal = source.match(
        /searchParams\)?\.(?!then\b)\w+\b(?!\()|\.(get|getAll|has)\(\s*['"`]|searchParams: Promise<\{/,
      )
      if (literal) problems.push(`${where} names a query parameter itself: ${literal[0]}`)
      // const params = await searchParams; params.page
      for (const [, name] of source.matchAll(/const (\w+) = await searchParams\b/g)) {
        const named = source.match(new RegExp(`\\b${name}\\.\\w+\\b(?!\\()`))
        if (named) problems.push(`${where} names a query parameter itself: ${named[0]}`)
      }
    }
    expect(problems).toEqual([])
  })

  it('no file in src/ spells a declared parameter in a link (`/search?q=`): links use the declaration', async () => {
    const written = (await readRoutes()).flatMap((r) => r.query.map((name) => `${r.path}?${name}=`))
    const problems: string[] = []
    for (const file of await fs.readdir('src', { recursive: true })) {
      if (!/\.(ts|tsx|mjs)$/.test(file)) continue
      const source = await fs.readFile(path.join('src', file), 'utf8')
      for (const link of written) if (source.includes(link)) problems.push(`src/${file}: ${link}`)
    }
    expect(problems).toEqual([])
  })
})

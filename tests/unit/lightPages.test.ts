import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ISLAND_ATTRIBUTE, lightenPage, pageKind } from '../../server/lightPages.mjs'

// The shape of a Next.js 16 page as the production build sends it (trimmed).
const page = (body: string, htmlAttributes = 'lang="en"') =>
  `<!DOCTYPE html><html ${htmlAttributes}><head><meta charSet="utf-8"/>` +
  `<link rel="preload" as="image" fetchPriority="high" imageSrcSet="/_next/image?url=a.jpg&amp;w=640&amp;q=75 640w"/>` +
  `<link rel="stylesheet" href="/_next/static/chunks/04u7j9ghjh0ku.css" nonce="n0nce" data-precedence="next"/>` +
  `<link rel="preload" as="script" fetchPriority="low" nonce="n0nce" href="/_next/static/chunks/398c2d76j7v7d.js"/>` +
  `<script src="/_next/static/chunks/0637v33xsjp-6.js" async="" nonce="n0nce"></script>` +
  `<script src="/_next/static/chunks/turbopack-077hmtqrhcoji.js" async="" nonce="n0nce"></script>` +
  `<script src="/_next/static/chunks/0cz1d0mv5g_q7.js" noModule="" nonce="n0nce"></script>` +
  `<title>Blogs</title></head><body>${body}` +
  `<script type="application/ld+json">{"@type":"Organization"}</script>` +
  `<script nonce="n0nce">(function(){document.documentElement.setAttribute('data-js','')})()</script>` +
  `<script nonce="n0nce" id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["/_next/static/chunks/a.js"]});</script>` +
  `<script src="/_next/static/chunks/398c2d76j7v7d.js" nonce="n0nce" async=""></script>` +
  `<script nonce="n0nce">(self.__next_f=self.__next_f||[]).push([0])</script>` +
  `<script nonce="n0nce">self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n<div data-island=\\"x\\">"])</script>` +
  `</body></html>`

describe('public pages without an island', () => {
  const html = lightenPage(page('<main><h1>Blogs</h1><p>He said "data-island=" once.</p></main>'))

  it('lose every framework script, its preload and the RSC payload', () => {
    expect(html).not.toMatch(/_next\/static\/chunks\/[^"]+\.js/)
    expect(html).not.toContain('__next_f')
    expect(html).not.toContain('TURBOPACK')
  })

  it('keep their content, styles, image preload, structured data and the site script', () => {
    expect(html).toContain('<main><h1>Blogs</h1>')
    expect(html).toContain('<link rel="stylesheet" href="/_next/static/chunks/04u7j9ghjh0ku.css"')
    expect(html).toContain('<link rel="preload" as="image"')
    expect(html).toContain('<script type="application/ld+json">{"@type":"Organization"}</script>')
    expect(html).toContain(`<script nonce="n0nce">(function(){document.documentElement.setAttribute('data-js','')})()</script>`)
    expect(html).toMatch(/<\/body><\/html>$/)
  })
})

describe('pages with an island', () => {
  const original = page(`<main><div ${ISLAND_ATTRIBUTE}="contact-form"><form></form></div></main>`)
  const html = lightenPage(original)

  it('keep the runtime, but load it from one loader after the first paint instead of from the head', () => {
    expect(pageKind(original)).toBe('island')
    expect(html).not.toMatch(/<script[^>]*\ssrc=/)
    expect(html).not.toContain('as="script"')
    const loader = html.match(/<script nonce="n0nce">(\(function\(s,n\)[\s\S]*?)<\/script><\/body>/)
    expect(loader).not.toBeNull()
    // Every module script, in page order; the legacy nomodule polyfills are not loaded.
    expect(loader![1]).toContain(
      '["/_next/static/chunks/0637v33xsjp-6.js","/_next/static/chunks/turbopack-077hmtqrhcoji.js","/_next/static/chunks/398c2d76j7v7d.js"],"n0nce"',
    )
    expect(html).toContain('self.__next_f.push')
    expect(html).toContain('TURBOPACK')
  })

  it('the loader starts the scripts after a frame, or at once on the first touch, key or focus', async () => {
    const code = html.match(/<script nonce="n0nce">(\(function\(s,n\)[\s\S]*?)<\/script><\/body>/)![1]
    const added: { src: string; nonce: string }[] = []
    const listeners: Record<string, () => void> = {}
    const frames: (() => void)[] = []
    const fakeDocument = {
      readyState: 'interactive',
      body: { appendChild: (e: { src: string; nonce: string }) => added.push(e) },
      createElement: () => ({}),
    }
    new Function('document', 'addEventListener', 'requestAnimationFrame', code)(
      fakeDocument,
      (type: string, fn: () => void) => (listeners[type] = fn),
      (fn: () => void) => frames.push(fn),
    )
    expect(added).toHaveLength(0)
    listeners.focusin()
    expect(added.map((e) => e.src)).toHaveLength(3)
    expect(added.every((e) => e.nonce === 'n0nce')).toBe(true)
    frames.forEach((f) => f())
    await new Promise((r) => setTimeout(r, 5))
    expect(added).toHaveLength(3) // once only
  })
})

describe('pages sent as they are', () => {
  it('the not-found error shell, whose content lives only in the RSC payload', () => {
    const original = page('', 'id="__next_error__"')
    expect(lightenPage(original)).toBe(original)
  })

  it('an island attribute as text or inside the RSC payload does not make an island', () => {
    expect(pageKind(page('<p>data-island=&quot;x&quot;</p>'))).toBe('light')
  })
})

describe('client components live inside islands', () => {
  // A 'use client' component outside an island would be dead on the light pages that drop the runtime.
  const sourceFiles = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
      const full = path.join(dir, e.name)
      return e.isDirectory() ? sourceFiles(full) : /\.tsx?$/.test(e.name) ? [full] : []
    })
  const site = [...sourceFiles('src/components'), ...sourceFiles('src/app/(site)')]
  const isClient = (file: string) => /^['"]use client['"]/.test(fs.readFileSync(file, 'utf8'))
  const isIsland = (file: string) => fs.readFileSync(file, 'utf8').includes(`${ISLAND_ATTRIBUTE}="`)
  const importers = (file: string) => {
    const name = path.basename(file).replace(/\.tsx?$/, '')
    return site.filter((f) => f !== file && new RegExp(`from ['"][^'"]*/${name}['"]`).test(fs.readFileSync(f, 'utf8')))
  }

  it.each(site.filter(isClient).map((f) => [f]))('%s is an island or used only by client components that are', (file) => {
    const seen = new Set<string>()
    const ok = (f: string): boolean => {
      if (isIsland(f)) return true
      if (seen.has(f)) return true
      seen.add(f)
      const users = importers(f)
      return users.length > 0 && users.every((u) => isClient(u) && ok(u))
    }
    expect(ok(file)).toBe(true)
  })

  it('the forms are server components: their markup posts to the API, src/browser/forms.ts is their behaviour', () => {
    for (const file of sourceFiles('src/components/forms')) expect(isClient(file), file).toBe(false)
  })
})

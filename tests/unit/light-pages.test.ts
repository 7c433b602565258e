import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { isErrorShell, lightenPage } from '../../server/lightPages.mjs'

// The shape of a Next.js 16 page as the production build sends it (trimmed).
const page = (body: string, htmlAttributes = 'lang="en"') =>
  `<!DOCTYPE html><html ${htmlAttributes}><head><meta charSet="utf-8"/>` +
  `<link rel="preload" as="image" fetchPriority="high" imageSrcSet="/_next/image?url=a.jpg&amp;w=640&amp;q=75 640w"/>` +
  `<link rel="stylesheet" href="/_next/static/chunks/04u7j9ghjh0ku.css" data-precedence="next"/>` +
  `<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/398c2d76j7v7d.js"/>` +
  `<script src="/_next/static/chunks/0637v33xsjp-6.js" async=""></script>` +
  `<script src="/_next/static/chunks/turbopack-077hmtqrhcoji.js" async=""></script>` +
  `<script src="/_next/static/chunks/0cz1d0mv5g_q7.js" noModule=""></script>` +
  `<title>Blogs</title></head><body>${body}` +
  `<script type="application/ld+json">{"@type":"Organization"}</script>` +
  `<script>"use strict";(()=>{document.documentElement.setAttribute("data-js","")})();</script>` +
  `<script src="/assets/forms-JJ4K7IM5.js" defer=""></script>` +
  '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] ' +
  '= [])).push({"otherChunks":["/_next/static/chunks/a.js"]});</script>' +
  `<script src="/_next/static/chunks/398c2d76j7v7d.js" async=""></script>` +
  `<script>(self.__next_f=self.__next_f||[]).push([0])</script>` +
  `<script>self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])</script>` +
  `<script id="_R_">self.__next_r="rOY1gBv8yy9KNCU_OfEg4";var __nextHmrInitialVersion="0";</script>` +
  `</body></html>`

describe('lightenPage', () => {
  const html = lightenPage(
    page('<main><h1>Blogs</h1><p>The text &lt;script src="/_next/static/x.js"&gt; stays.</p></main>'),
  )

  it('removes every framework script, its preload and the RSC payload', () => {
    expect(html).not.toMatch(/<script[^>]*_next\/static/)
    expect(html).not.toContain('as="script"')
    expect(html).not.toMatch(/__next_[fr]/)
    expect(html).not.toContain('TURBOPACK')
  })

  it('keeps the content, styles, image preload, structured data and the site’s own scripts', () => {
    expect(html).toContain('<main><h1>Blogs</h1><p>The text &lt;script src="/_next/static/x.js"&gt; stays.</p></main>')
    expect(html).toContain('<link rel="stylesheet" href="/_next/static/chunks/04u7j9ghjh0ku.css"')
    expect(html).toContain('<link rel="preload" as="image"')
    expect(html).toContain('<script type="application/ld+json">{"@type":"Organization"}</script>')
    expect(html).toContain(
      '<script>"use strict";(()=>{document.documentElement.setAttribute("data-js","")})();</script>',
    )
    expect(html).toContain('<script src="/assets/forms-JJ4K7IM5.js" defer=""></script>')
    expect(html).toMatch(/<\/body><\/html>$/)
  })
})

describe('isErrorShell', () => {
  it('recognises the empty shell Next.js answers notFound() with, and nothing else', () => {
    expect(isErrorShell(page('<div hidden=""></div>', 'id="__next_error__"'))).toBe(true)
    expect(isErrorShell(page('<main><p>id="__next_error__"</p></main>'))).toBe(false)
  })
})

describe('the public site has no client components', () => {
  // Nothing on the site hydrates: a 'use client' component would be server markup that never comes alive.
  const sourceFiles = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
      const full = path.join(dir, e.name)
      return e.isDirectory() ? sourceFiles(full) : /\.tsx?$/.test(e.name) ? [full] : []
    })

  it('finds no "use client" under src/components or src/app/(site)', () => {
    const files = [...sourceFiles('src/components'), ...sourceFiles('src/app/(site)')]
    expect(files.length).toBeGreaterThan(40)
    expect(files.filter((f) => /^['"]use client['"]/m.test(fs.readFileSync(f, 'utf8')))).toEqual([])
  })
})

import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { parseDocument } from 'htmlparser2'
import { selectOne } from 'css-select'
import { site } from '@/browser/contract'
import {
  FULL_STYLESHEET_ATTRIBUTE,
  cannotMatchIn,
  createCriticalCss,
  deferFullStylesheets,
  inventoryOf,
  unwrapPlainPseudoClasses,
} from '../../server/criticalCss.mjs'

// A build's stylesheet as Next.js writes it under .next/static.
const SHEET_HREF = '/_next/static/chunks/2-abc.css'
const sheet =
  ':focus-visible{outline:3px solid}:where(.space-y-3>:not(:last-child)){margin-block-end:.75rem}' +
  ':where(.space-y-9>:not(:last-child)){margin-block-end:2.25rem}' +
  '@layer utilities{.text-navy{color:#0b2545}.unused-rule{color:red}.hidden{display:none}' +
  '[data-reveal=waiting]{opacity:0}.aria-expanded\\:rotate-180[aria-expanded=true]{rotate:180deg}}' +
  '@media (min-width:40rem){.sm\\:text-xl{font-size:1.25rem}.never-used{margin:0}}' +
  // The typography plugin's shape (rich text from editors).
  '.rich-text :where(p):not(:where([class~=not-prose],[class~=not-prose] *)){margin-top:1.25em}' +
  '.rich-text :where(pre):not(:where([class~=not-prose],[class~=not-prose] *)){padding:1em}' +
  '.rich-text :where(.rich-text>:first-child):not(:where([class~=not-prose],[class~=not-prose] *)){margin-top:0}' +
  'td:where(.numeric){text-align:end}' +
  // A class React writes with an entity in the markup (`[&amp;::-webkit-details-marker]:hidden`).
  '.\\[\\&\\:\\:-webkit-details-marker\\]\\:hidden::-webkit-details-marker{display:none}'

const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'critical-css-'))
fs.mkdirSync(path.join(staticDir, 'chunks'))
fs.writeFileSync(path.join(staticDir, 'chunks/2-abc.css'), sheet)
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }))

const page = (body: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>` +
  `<link rel="stylesheet" href="${SHEET_HREF}" data-precedence="next"/><title>IELTS</title></head>` +
  `<body>${body}<script>"use strict";</script></body></html>`

describe('inlineCriticalCss', () => {
  const inline = createCriticalCss({ staticDir })
  const body = '<header><h1 class="text-navy sm:text-xl">IELTS</h1><button aria-expanded="false">Menu</button></header>'

  it("puts the rules the page's markup uses in a <style> in its head; the others stay in the full sheet", async () => {
    const html = await inline(page(body))
    const head = html.slice(0, html.indexOf('</head>'))
    const style = head.match(/<style>([\s\S]*)<\/style>/)?.[1] ?? ''
    expect(style).toContain('.text-navy{color:#0b2545}')
    expect(style).toContain('.sm\\:text-xl{font-size:1.25rem}')
    expect(style).not.toContain('unused-rule')
    expect(style).not.toContain('never-used')
    expect(style).not.toContain('.hidden')
  })

  it('keeps the rules for states the scripts set later (data-*, aria-*), so nothing changes when they do', async () => {
    const style = (await inline(page(body))).match(/<style>([\s\S]*)<\/style>/)?.[1] ?? ''
    expect(style).toContain('[data-reveal=waiting]{opacity:0}')
    expect(style).toContain('[aria-expanded=true]{rotate:180deg}')
  })

  it("keeps rules whose selector is only pseudo-classes (focus rings, Tailwind's :where()), for any page", async () => {
    const style = (await inline(page(body))).match(/<style>([\s\S]*)<\/style>/)?.[1] ?? ''
    expect(style).toContain(':focus-visible{outline:3px solid}')
    expect(style).toContain(':where(.space-y-3>:not(:last-child)){margin-block-end:.75rem}')
  })

  it('keeps a typography rule only for the elements rich text has; one it cannot evaluate, always', async () => {
    const style =
      (await inline(page('<article class="rich-text"><p>Book your seat.</p></article>'))).match(
        /<style>([\s\S]*)<\/style>/,
      )?.[1] ?? ''
    expect(style).toContain('.rich-text :where(p):not(')
    expect(style).not.toContain(':where(pre)')
    // `.rich-text :where(.rich-text>:first-child)` is not `.rich-text .rich-text>:first-child`: kept whole.
    expect(style).toContain(':where(.rich-text>:first-child)')
    // Attached to a type, `:where(.numeric)` is not unwrapped (`td.numeric`, fine here; `td:where(p)` would not be).
    expect(unwrapPlainPseudoClasses('td:where(.numeric) :is(:where(h2))')).toBe('td:where(.numeric) h2')
    expect(unwrapPlainPseudoClasses('.a :where(.b > p)')).toBe('.a :where(.b > p)')
  })

  it('reads class names as the stylesheet does, entities decoded: a summary’s hidden marker rule is kept', async () => {
    const summary = '<details><summary class="[&amp;::-webkit-details-marker]:hidden">Fees</summary></details>'
    const style = (await inline(page(summary))).match(/<style>([\s\S]*)<\/style>/)?.[1] ?? ''
    expect(style).toContain('.\\[\\&\\:\\:-webkit-details-marker\\]\\:hidden::-webkit-details-marker{display:none}')
  })

  it('keeps a rule whose names are all in the page, wherever: never one missing, a few extra may come', async () => {
    // `.rich-text pre` does not match (the pre is outside the rich text), yet the page has both names.
    const html = page('<article class="rich-text"><p>Run:</p></article><pre>npm start</pre>')
    const style = (await inline(html)).match(/<style>([\s\S]*)<\/style>/)?.[1] ?? ''
    expect(style).toContain('.rich-text :where(pre)')
    expect(style).not.toContain('.hidden')
  })

  it('leaves no render-blocking stylesheet: a <noscript> first in the body names the full sheet', async () => {
    const html = await inline(page(body))
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head).not.toMatch(/<link[^>]*rel="stylesheet"/)
    expect(html).toMatch(
      new RegExp(
        `<body><noscript ${FULL_STYLESHEET_ATTRIBUTE}="${SHEET_HREF}">` +
          `<link rel="stylesheet" href="${SHEET_HREF}"[^>]*></noscript><header>`,
      ),
    )
    expect(html.match(/rel="stylesheet"/g)).toHaveLength(1)
    // The rest of the page is left byte for byte as it was (self-closing void elements, attribute case).
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"\/><style>/)
  })

  it('leaves a page whose stylesheet is not in the build as it was (blocking, but styled)', async () => {
    const html = page(body).replace('2-abc.css', 'missing.css')
    expect(await inline(html)).toBe(html)
  })

  it('leaves a page without stylesheets as it was', async () => {
    const html = '<!DOCTYPE html><html><head></head><body>{}</body></html>'
    expect(await inline(html)).toBe(html)
  })
})

describe('deferFullStylesheets', () => {
  it('names the attribute the site script looks for (src/browser/contract.ts)', () => {
    expect(FULL_STYLESHEET_ATTRIBUTE).toBe(site.fullStylesheet.name)
    const link = `<link rel="stylesheet" href="${SHEET_HREF}" data-precedence="next"/>`
    expect(deferFullStylesheets(`<head>${link}</head><body class="x"><main></main></body>`, '.a{color:red}')).toBe(
      '<head><style>.a{color:red}</style></head><body class="x">' +
        `<noscript ${site.fullStylesheet.name}="${SHEET_HREF}">${link}</noscript><main></main></body>`,
    )
  })
})

describe('critical CSS kept per set of answers (decision 043)', () => {
  // Kinds of page the site renders again and again: lists, a post with and without a code block, search results.
  const pages = {
    list:
      '<header><h1 class="text-navy">Blogs</h1></header>' +
      '<main><article class="rich-text"><p>One</p></article></main>',
    listPage2:
      '<header><h1 class="text-navy">Blogs</h1></header>' +
      '<main><article class="rich-text"><p>Two</p><p>Three</p></article></main>',
    post: '<main class="sm:text-xl"><article class="rich-text"><p>Book your seat.</p></article></main>',
    postWithCode:
      '<main class="sm:text-xl"><article class="rich-text"><p>Run:</p><pre>npm start</pre></article></main>',
    table: '<table><tr><td class="numeric">1</td></tr></table><div class="hidden unused-rule"></div>',
    search: '<div class="space-y-3"><button aria-expanded="false">Menu</button></div>',
  }

  it('gives every page the bytes a fresh run of beasties gives it, whatever was rendered before', async () => {
    const kept = createCriticalCss({ staticDir })
    const order = [
      'list',
      'post',
      'listPage2',
      'postWithCode',
      'post',
      'table',
      'list',
      'search',
      'postWithCode',
    ] as const
    for (const name of order) {
      const fresh = await createCriticalCss({ staticDir })(page(pages[name]))
      expect(await kept(page(pages[name])), name).toBe(fresh)
    }
  })

  it('a page whose structure changed gets the CSS of its new structure, not the one kept for the old', async () => {
    const kept = createCriticalCss({ staticDir })
    const style = (html: string) => html.match(/<style>([\s\S]*)<\/style>/)?.[1] ?? ''
    const before = style(await kept(page(pages.post)))
    const after = style(await kept(page(pages.postWithCode)))
    expect(before).not.toContain(':where(pre)')
    expect(after).toContain('.rich-text :where(pre)')
    expect(style(await kept(page(pages.table)))).toContain('.hidden{display:none}')
    expect(style(await kept(page(pages.post)))).toBe(before)
  })

  it('runs beasties only for a set of answers it has not seen: page 2 of a list is page 1 in CSS', async () => {
    const kept = createCriticalCss({ staticDir })
    await kept(page(pages.list))
    for (let i = 0; i < 5; i++) await kept(page(pages.listPage2))
    expect(kept.stats).toEqual({ walks: 1, reused: 5 })
    await kept(page(pages.postWithCode))
    expect(kept.stats).toEqual({ walks: 2, reused: 5 })
  })
})

describe('selectors a page cannot match (decision 043)', () => {
  const html = page(
    '<header id="top" class="text-navy  sm:text-xl"><svg><linearGradient id="g"></linearGradient></svg></header>' +
      '<main data-reveal="waiting"><article class="rich-text">' +
      '<p lang="si">Exams</p><a href="/x" aria-expanded="true">x</a></article>' +
      '<table><tr><td class="numeric">1</td></tr></table></main>',
  )
  const document = parseDocument(html)
  const inventory = inventoryOf(html)
  const selectors = [
    ...[
      '.rich-text p',
      '.rich-text pre',
      'header .text-navy',
      'header > .missing',
      '#top a',
      '#nope a',
      'main [data-reveal]',
    ],
    ...[
      '[data-absent]',
      '[lang=si]',
      '[lang!=si]',
      'td.numeric',
      'td.other',
      'linearGradient',
      'lineargradient',
      '.sm\\:text-xl',
    ],
    ...[
      'p + a',
      'p + pre',
      'article ~ table',
      '*',
      'svg *',
      ':not(.x) p',
      'h1',
      '.text-navy.sm\\:text-xl',
      'a[aria-expanded=true]',
    ],
    ...['.a, .rich-text', '[href^="/x"]', '[HREF]', 'TD'],
  ]

  it('says no only where a search of the page finds nothing', () => {
    for (const selector of selectors) {
      if (cannotMatchIn(inventory, selector)) expect(selectOne(selector, document.children), selector).toBeNull()
    }
  })

  it('says no for what names a tag, class, id or attribute the page lacks, whatever the combinators', () => {
    const no = selectors.filter((selector) => cannotMatchIn(inventory, selector))
    expect(no).toEqual(['.rich-text pre', 'header > .missing', '#nope a', '[data-absent]', 'td.other', 'p + pre', 'h1'])
  })
})

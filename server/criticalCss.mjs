// @ts-check
// Critical CSS (decision 039): each rendered page carries, in a <style> in its head, the rules of the
// site's stylesheet that its own markup uses, so a phone paints without waiting for another request,
// and the metric-matched fallback font faces (local fonts: nothing to fetch). The full stylesheet (the
// web fonts' faces, rules the markup does not use) is named by a <noscript> at the top of the body,
// with the web fonts' URLs: browsers without scripts apply it from there; the site script prefetches
// it and the fonts once the page has loaded, and later pages link it from the cache
// (src/browser/site.ts). Renders are cached (server/publicCache.mjs): this runs once per page and edit.
import fs from 'node:fs/promises'
import path from 'node:path'
import Beasties from 'beasties'
import { parse as parseSelector } from 'css-what'

/** Names the full stylesheet on its <noscript>, for src/browser/site.ts (site.fullStylesheet in src/browser/contract.ts). */
export const FULL_STYLESHEET_ATTRIBUTE = 'data-full-stylesheet'
/** Names the web fonts the full stylesheet's faces fetch, space-separated (site.fullStylesheetFonts). */
export const FULL_STYLESHEET_FONTS_ATTRIBUTE = 'data-full-stylesheet-fonts'

// Rules for states the site's scripts set after the paint (data-js, data-reveal="waiting", aria-expanded,
// an open dialog…) match nothing in the server's markup, yet must apply before the full sheet arrives.
const STATE_SELECTOR = /\[(?:data-|aria-|open\b|hidden\b)/
const NEXT_STYLESHEET = /<link rel="stylesheet" href="(\/_next\/static\/[^"]+\.css)"[^>]*>/g
const FONT_FACE = /@font-face\{[^}]*\}/g
const FONT_URL = /url\(\s*["']?([^"')]+)["']?\s*\)/g
const LOCAL_ARIAL = /local\(\s*["']?Arial["']?\s*\)/g
// Arial's metric-compatible clones (Linux, ChromeOS): the size overrides computed for Arial fit them too.
const ARIAL_AND_CLONES = 'local(Arial),local("Liberation Sans"),local(Arimo)'

/**
 * A stylesheet's font faces, split: those drawn from local fonts only (the fallbacks whose metrics match
 * the web fonts: they belong in the critical CSS) and the URLs of the web fonts the others fetch. A local
 * face that names Arial also names its clones: where Arial is missing (Linux) the face still loads, and
 * Chromium there draws a font from a face without asking the system's font service for each size and
 * weight (a family from the stack costs some 70 blocking round trips in a page's first layout).
 * @param {string} css @param {string} href the sheet's URL, which its font URLs are relative to
 */
export function fontFacesOf(css, href) {
  const local = []
  /** @type {Set<string>} */
  const fonts = new Set()
  for (const [face] of css.matchAll(FONT_FACE)) {
    const urls = [...face.matchAll(FONT_URL)].map((m) => new URL(m[1], `http://site${href}`).pathname)
    if (urls.length === 0) local.push(face.replace(LOCAL_ARIAL, ARIAL_AND_CLONES))
    else for (const url of urls) fonts.add(url)
  }
  return { local: local.join(''), fonts: [...fonts] }
}

/**
 * `:where(x)` or `:is(x)` that begins a compound selector, x one compound selector (no combinator, no
 * parentheses): it matches what x matches. Not otherwise: `.a :where(.b > p)` is not `.a .b > p`, nor
 * `p:where(.b)` `p.b` when x begins with a type.
 */
const PLAIN_WHERE_OR_IS = /(^|[\s>+~(]):(?:where|is)\(([^(),\s>+~]+)\)/g

/** A selector with each plain `:where(x)` and `:is(x)` replaced by x, innermost first. @param {string} selector */
export function unwrapPlainPseudoClasses(selector) {
  for (let previous = ''; previous !== selector;) {
    previous = selector
    selector = selector.replace(PLAIN_WHERE_OR_IS, '$1$2')
  }
  return selector
}

/** Sets of answers kept per stylesheet (a few per kind of page; each some 20-40 KB of CSS). */
const MAX_ANSWER_SETS = 500

/**
 * @typedef {{ exists: (selector: string) => boolean }} BeastiesContainer
 * @typedef {{ beastiesContainers?: BeastiesContainer[] }} BeastiesDocument
 * @typedef {{ $$name?: string, $$external?: boolean, textContent: string, parentNode: unknown, remove: () => void }} BeastiesStyle
 * @typedef {{ text: string, selectors: string[] | undefined, css: Map<string, string | null> }} SheetResults
 *   css: by the page's answers, the critical CSS (null: nothing kept, the <style> removed)
 */

/**
 * What a selector needs the page to have, whatever its combinators say: every tag, class, id and attribute
 * its elements name (each element of a match is in the page). Null when it cannot be read (then asked).
 * @typedef {{ tags: string[], classes: string[], ids: string[], attributes: string[] }} Needs
 * @type {Map<string, Needs | null>}
 */
const needsOfSelector = new Map()

/** @param {string} selector @returns {Needs | null} */
export function needsOf(selector) {
  let needs = needsOfSelector.get(selector)
  if (needs !== undefined) return needs
  try {
    const groups = parseSelector(selector)
    needs = { tags: [], classes: [], ids: [], attributes: [] }
    // One group only: a list ("a, b") matches when any does, and beasties asks about one selector at a time.
    for (const token of groups.length === 1 ? groups[0] : []) {
      if (token.type === 'tag') needs.tags.push(token.name.toLowerCase())
      else if (token.type !== 'attribute' || token.action === 'not') continue
      else if (token.name === 'class' && token.action === 'element') needs.classes.push(token.value)
      else if (token.name === 'id' && token.action === 'equals') needs.ids.push(token.value)
      else needs.attributes.push(token.name.toLowerCase())
    }
    if (groups.length !== 1) needs = null
  } catch {
    needs = null
  }
  if (needsOfSelector.size < 50_000) needsOfSelector.set(selector, needs)
  return needs
}

/**
 * The tags, classes, ids and attribute names in the container (itself included), read in one walk.
 * @typedef {{ tags: Set<string>, classes: Set<string>, ids: Set<string>, attributes: Set<string> }} Inventory
 * @param {unknown} container @returns {Inventory}
 */
export function inventoryOf(container) {
  const tags = new Set()
  const classes = new Set()
  const ids = new Set()
  const attributes = new Set()
  const queue = [/** @type {{ type?: string, name?: string, attribs?: Record<string, string>, children?: unknown[] }} */ (container)]
  for (let node = queue.pop(); node; node = queue.pop()) {
    if (node.name && node.attribs) {
      tags.add(node.name.toLowerCase())
      for (const [name, value] of Object.entries(node.attribs)) {
        attributes.add(name.toLowerCase())
        if (name === 'class') for (const c of value.split(/\s+/)) classes.add(c)
        else if (name === 'id') ids.add(value)
      }
    }
    for (const child of node.children ?? [])
      if (/** @type {{ type?: string }} */ (child).type === 'tag') queue.push(/** @type {typeof node} */ (child))
  }
  return { tags, classes, ids, attributes }
}

/**
 * No: the selector names a tag, class, id or attribute the page does not have (most of a big page's
 * cost was finding that out by searching the page). Maybe otherwise.
 * @param {Inventory} page @param {string} selector
 */
export function cannotMatchIn(page, selector) {
  const needs = needsOf(selector)
  if (!needs) return false
  return (
    needs.classes.some((c) => !page.classes.has(c)) ||
    needs.ids.some((id) => !page.ids.has(id)) ||
    needs.tags.some((tag) => !page.tags.has(tag)) ||
    needs.attributes.some((name) => !page.attributes.has(name))
  )
}

/**
 * The page's answers to "does this selector match anything?", each asked once: the container's
 * `exists` (beasties') is wrapped on the container itself, so beasties's own walk reads them too. An
 * answer that threw throws again each time (beasties logs it and leaves the rule out).
 * @param {BeastiesContainer} container
 */
function answersOf(container) {
  /** @type {Map<string, '1' | '0' | Error>} */
  const known = new Map()
  const exists = container.exists
  /** @type {Inventory | undefined} */
  let inventory
  /** @param {string} selector */
  const cannotMatch = (selector) => cannotMatchIn((inventory ??= inventoryOf(container)), selector)
  /** @param {string} selector @returns {'1' | '0' | 'x'} */
  const ask = (selector) => {
    let answer = known.get(selector)
    if (answer === undefined) {
      try {
        answer = !cannotMatch(selector) && exists.call(container, selector) ? '1' : '0'
      } catch (error) {
        answer = /** @type {Error} */ (error)
      }
      known.set(selector, answer)
    }
    return answer instanceof Error ? 'x' : answer
  }
  Object.defineProperty(container, 'exists', {
    configurable: true,
    value: (/** @type {string} */ selector) => {
      const answer = (ask(selector), known.get(selector))
      if (answer instanceof Error) throw answer
      return answer === '1'
    },
  })
  return { ask, known }
}

/**
 * @param {{ staticDir: string }} options `staticDir` is Next.js's build output for /_next/static/.
 * @returns {((html: string) => Promise<string>) & { stats: { walks: number, reused: number } }}
 *   stats: stylesheets walked by beasties, and critical CSS reused for a page that answered as one before
 */
export function createCriticalCss({ staticDir }) {
  /** @type {Map<string, Promise<string>>} */
  const sheets = new Map()
  /** @param {string} file */
  const readSheet = (file) => {
    if (!sheets.has(file)) sheets.set(file, fs.readFile(file, 'utf8'))
    return /** @type {Promise<string>} */ (sheets.get(file))
  }
  /** Per stylesheet: the critical CSS for each set of answers a page gives (SiteBeasties#processStyle). */
  /** @type {Map<string, SheetResults>} */
  const results = new Map()
  const stats = { walks: 0, reused: 0 }

  class SiteBeasties extends Beasties {
    /** @param {string} filename */
    readFile(filename) {
      return readSheet(filename)
    }

    /**
     * Beasties strips pseudo-classes with their arguments before matching: a plain `:where(pre)` or
     * `:is(h2)` becomes its argument first, so the typography plugin's `.rich-text :where(pre):not(…)`
     * is kept only where a post has a `pre` (it was kept for every `.rich-text`: a fifth of a post's
     * critical CSS). What is left empty (`:focus-visible`, Tailwind's `:where(.space-y-3>:not(:last-child))`)
     * may apply to any element.
     * @param {string} selector
     */
    normalizeCssSelector(selector) {
      // @ts-expect-error the method is public in beasties 0.5 but left out of its typings
      return super.normalizeCssSelector(unwrapPlainPseudoClasses(selector)) || '*'
    }

    /**
     * What beasties keeps of a stylesheet depends on the sheet and on one thing about the page: which of
     * the sheet's selectors match something in it (its walk asks the page about each, in the same order
     * every time). So the answers are the key: a page that answers as one before gets that page's
     * critical CSS, byte for byte, without the sheet being parsed, walked and written again (most of the
     * cost of a render: decision 043). A new set of answers runs beasties, which then finds each answer
     * already known. The answers are asked of the page as beasties would, at the same point.
     * @param {BeastiesStyle} style @param {BeastiesDocument} document
     */
    processStyle(style, document) {
      const [container, ...others] = document.beastiesContainers ?? []
      const name = style.$$name
      // @ts-expect-error processStyle is public in beasties 0.5 but left out of its typings
      const run = () => super.processStyle(style, document)
      if (!style.$$external || !name || !style.textContent || !container || others.length) return run()
      let sheet = results.get(name)
      if (sheet?.text !== style.textContent) results.set(name, (sheet = { text: style.textContent, selectors: undefined, css: new Map() }))
      const answers = answersOf(container)
      const key = sheet.selectors ? sheet.selectors.map((selector) => answers.ask(selector)).join('') : undefined
      const known = key === undefined ? undefined : sheet.css.get(key)
      if (known !== undefined) {
        stats.reused++
        return void (known === null ? style.remove() : (style.textContent = known))
      }
      stats.walks++
      run()
      // The first page seen names the selectors (all of them: the walk asks about every rule). Were a
      // walk ever to ask about others, the kept answers would not be the whole key: start again.
      if (sheet.selectors && answers.known.size !== sheet.selectors.length) Object.assign(sheet, { selectors: undefined, css: new Map() })
      sheet.selectors ??= [...answers.known.keys()]
      sheet.css.set(key ?? sheet.selectors.map((selector) => answers.ask(selector)).join(''), style.parentNode ? style.textContent : null)
      if (sheet.css.size > MAX_ANSWER_SETS) sheet.css.delete(/** @type {string} */ (sheet.css.keys().next().value))
    }
  }
  const beasties = new SiteBeasties({
    path: staticDir,
    publicPath: '/_next/static/',
    preload: 'body',
    // Beasties drops every font face: the web fonts are fetched after the page has loaded (decision 039); the
    // local fallbacks are added back (fontFacesOf).
    inlineFonts: false,
    fonts: false,
    pruneSource: false,
    reduceInlineStyles: false,
    mergeStylesheets: true,
    allowRules: [STATE_SELECTOR],
    logLevel: 'warn',
  })

  /** @param {string} html */
  async function inlineCriticalCss(html) {
    const hrefs = [...html.matchAll(NEXT_STYLESHEET)].map((m) => m[1])
    if (hrefs.length === 0 || html.includes('<style')) return html
    try {
      // Only the rules are taken from beasties: its re-serialised page would change the markup (void
      // elements, attribute case), so the page itself changes in two places only.
      const css = (await beasties.process(html)).match(/<style>([\s\S]*?)<\/style>/)?.[1]
      if (!css) return html
      const faces = await Promise.all(
        hrefs.map(async (href) => fontFacesOf(await readSheet(path.join(staticDir, href.slice('/_next/static/'.length))), href)),
      )
      return deferFullStylesheets(
        html,
        faces.map((f) => f.local).join('') + css,
        faces.flatMap((f) => f.fonts),
      )
    } catch (error) {
      // A sheet not in the build (or unreadable): the page keeps its blocking link rather than paint unstyled.
      for (const href of hrefs) sheets.delete(path.join(staticDir, href.slice('/_next/static/'.length)))
      console.error(`Critical CSS left out: ${/** @type {Error} */ (error).message}`)
      return html
    }
  }
  return Object.assign(inlineCriticalCss, { stats })
}

/**
 * The page with its stylesheet links replaced: the critical rules in a <style> where the first link was
 * in the head, and each link in a <noscript> first in the body that names its stylesheet (and, on the
 * first, the web fonts), for the site script at the end of the body (and for browsers without scripts,
 * which apply the link from there).
 * @param {string} html @param {string} css @param {string[]} [fonts]
 */
export function deferFullStylesheets(html, css, fonts = []) {
  /** @type {string[]} */
  const deferred = []
  const without = html.replace(NEXT_STYLESHEET, (link, href) => {
    const named = deferred.length === 0 && fonts.length ? ` ${FULL_STYLESHEET_FONTS_ATTRIBUTE}="${fonts.join(' ')}"` : ''
    deferred.push(`<noscript ${FULL_STYLESHEET_ATTRIBUTE}="${href}"${named}>${link}</noscript>`)
    return deferred.length === 1 ? `<style>${css}</style>` : ''
  })
  return without.replace(/<body\b[^>]*>/, (body) => body + deferred.join(''))
}

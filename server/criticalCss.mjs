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
import { Parser } from 'htmlparser2'

/** Names the full stylesheet on its <noscript>, for src/browser/site.ts (site.fullStylesheet in contract.ts). */
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
 * @typedef {{ selectors: string[] | undefined, css: Map<string, string | null> }} SheetResults
 *   selectors: those beasties asks about, in its order; css: by the page's answers, the critical CSS (null: none)
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
 * The tags, classes, ids and attribute names of a page's markup, read as it streams by (no tree is built:
 * building one was most of a reused page's cost). Entities are decoded, as the stylesheet's names are.
 * @typedef {{ tags: Set<string>, classes: Set<string>, ids: Set<string>, attributes: Set<string> }} Inventory
 * @param {string} html @returns {Inventory}
 */
export function inventoryOf(html) {
  /** @type {Inventory} */
  const inventory = { tags: new Set(), classes: new Set(), ids: new Set(), attributes: new Set() }
  const parser = new Parser({
    onopentag(name, attributes) {
      inventory.tags.add(name.toLowerCase())
      for (const [attribute, value] of Object.entries(attributes)) {
        inventory.attributes.add(attribute.toLowerCase())
        if (attribute === 'class') for (const c of value.split(/\s+/)) inventory.classes.add(c)
        else if (attribute === 'id') inventory.ids.add(value)
      }
    },
  })
  parser.end(html)
  return inventory
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
  /** Per set of stylesheets (their URLs, which name their content): the critical CSS for each set of answers. */
  /** @type {Map<string, SheetResults>} */
  const results = new Map()
  const stats = { walks: 0, reused: 0 }

  /** Beasties, answering "may this selector match?" from the page's inventory alone (decision 043). */
  class SiteBeasties extends Beasties {
    /** @param {(selector: string) => boolean} mayMatch */
    constructor(mayMatch) {
      super({ ...BEASTIES_OPTIONS, path: staticDir })
      this.mayMatch = mayMatch
    }

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

    /** @param {unknown} style @param {{ beastiesContainers?: object[] }} document */
    processStyle(style, document) {
      for (const container of document.beastiesContainers ?? [])
        Object.defineProperty(container, 'exists', { configurable: true, value: this.mayMatch })
      // @ts-expect-error processStyle is public in beasties 0.5 but left out of its typings
      return super.processStyle(style, document)
    }
  }

  /**
   * The rules of the page's stylesheets its markup may use. What beasties keeps depends on the sheets and on
   * one thing about the page: which selectors may match in it, answered from its inventory (a selector naming
   * a tag, class, id or attribute the page lacks cannot; any other may, so a rule is never missing). So those
   * answers are the key: a page that answers as one before gets that page's CSS, byte for byte, without a
   * tree of the page or a walk of the sheets; a new set of answers runs beasties on the same answers.
   * @param {string} html @param {string[]} hrefs @returns {Promise<string | null>}
   */
  async function criticalRulesOf(html, hrefs) {
    const inventory = inventoryOf(html)
    /** @param {string} selector */
    const answer = (selector) => (cannotMatchIn(inventory, selector) ? '0' : '1')
    const name = hrefs.join(' ')
    const kept = results.get(name) ?? { selectors: undefined, css: new Map() }
    results.set(name, kept)
    const key = kept.selectors?.map(answer).join('')
    const known = key === undefined ? undefined : kept.css.get(key)
    if (known !== undefined) {
      stats.reused++
      return known
    }
    stats.walks++
    /** @type {string[]} */
    const asked = []
    const css =
      (
        await new SiteBeasties((selector) => {
          asked.push(selector)
          return answer(selector) === '1'
        }).process(html)
      ).match(/<style>([\s\S]*?)<\/style>/)?.[1] ?? null
    // The walk asks about every rule's selectors, in the same order each time; were that ever to change, the
    // kept answers would not be the whole key: start again.
    if (kept.selectors?.join('\n') !== asked.join('\n')) Object.assign(kept, { selectors: asked, css: new Map() })
    kept.css.set(asked.map(answer).join(''), css)
    if (kept.css.size > MAX_ANSWER_SETS) kept.css.delete(/** @type {string} */ (kept.css.keys().next().value))
    return css
  }

  /** @param {string} html */
  async function inlineCriticalCss(html) {
    const hrefs = [...html.matchAll(NEXT_STYLESHEET)].map((m) => m[1])
    if (hrefs.length === 0 || html.includes('<style')) return html
    try {
      // Only the rules are taken from beasties: its re-serialised page would change the markup (void
      // elements, attribute case), so the page itself changes in two places only.
      const css = await criticalRulesOf(html, hrefs)
      if (!css) return html
      const fileOf = (/** @type {string} */ href) => path.join(staticDir, href.slice('/_next/static/'.length))
      const faces = await Promise.all(hrefs.map(async (href) => fontFacesOf(await readSheet(fileOf(href)), href)))
      return deferFullStylesheets(
        html,
        faces.map((f) => f.local).join('') + css,
        faces.flatMap((f) => f.fonts),
      )
    } catch (error) {
      // A sheet not in the build (or unreadable): the page keeps its blocking link rather than paint unstyled.
      for (const href of hrefs) sheets.delete(path.join(staticDir, href.slice('/_next/static/'.length)))
      results.delete(hrefs.join(' '))
      console.error(`Critical CSS left out: ${/** @type {Error} */ (error).message}`)
      return html
    }
  }
  return Object.assign(inlineCriticalCss, { stats })
}

/** @type {import('beasties').Options} */
const BEASTIES_OPTIONS = {
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
    const fontsNamed = ` ${FULL_STYLESHEET_FONTS_ATTRIBUTE}="${fonts.join(' ')}"`
    const named = deferred.length === 0 && fonts.length ? fontsNamed : ''
    deferred.push(`<noscript ${FULL_STYLESHEET_ATTRIBUTE}="${href}"${named}>${link}</noscript>`)
    return deferred.length === 1 ? `<style>${css}</style>` : ''
  })
  return without.replace(/<body\b[^>]*>/, (body) => body + deferred.join(''))
}

// @ts-check
// Critical CSS (decision 039): each rendered page carries in its head the rules of the site's stylesheet
// its markup uses, so a phone paints without another request. The full sheet is named by a <noscript>
// first in the body (src/browser/site.ts prefetches it). Runs on the main thread, once per kept render.
import fs from 'node:fs/promises'
import path from 'node:path'
import Beasties from 'beasties'
import { parse as parseSelector } from 'css-what'
import { Parser } from 'htmlparser2'

/** Names the full stylesheet on its <noscript> (site.fullStylesheet in src/browser/contract.ts). */
export const FULL_STYLESHEET_ATTRIBUTE = 'data-full-stylesheet'

// Rules for states the site's scripts set after the paint (data-js, data-reveal="waiting", aria-expanded,
// an open dialog…) match nothing in the server's markup, yet must apply before the full sheet arrives.
const STATE_SELECTOR = /\[(?:data-|aria-|open\b|hidden\b)/
const NEXT_STYLESHEET = /<link rel="stylesheet" href="(\/_next\/static\/[^"]+\.css)"[^>]*>/g

// `:where(x)`/`:is(x)` beginning a compound selector, x a plain compound: it matches what x matches
// (`.a :where(.b > p)` is not `.a .b > p`).
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
 * Every tag, class, id and attribute a selector names (each is in a page it matches); null: unreadable.
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
 * The names in a page's markup, read as it streams (building a tree was most of a reused page's cost).
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
 * True when the selector names something the page lacks (cheaper than searching the page); maybe otherwise.
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
     * A plain `:where(pre)` becomes `pre` before beasties strips pseudo-classes: `.rich-text :where(pre)` was
     * kept for every post (a fifth of its critical CSS). What is left empty may apply to any element.
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
   * The rules the page may use. Beasties' result depends only on the sheets and which selectors may match
   * (answered from the inventory), so those answers are the key: a page answering as one before reuses its CSS.
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
    // Were the selectors asked ever to change, the kept answers would not be the whole key: start again.
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
      // Only the rules are taken: beasties' re-serialised page would change the markup.
      const css = await criticalRulesOf(html, hrefs)
      return css ? deferFullStylesheets(html, css) : html
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
  // The site has no font faces (system fonts, decision 045).
  inlineFonts: false,
  fonts: false,
  pruneSource: false,
  reduceInlineStyles: false,
  mergeStylesheets: true,
  allowRules: [STATE_SELECTOR],
  logLevel: 'warn',
}

/**
 * The page with the critical rules in a <style> where the first stylesheet link was, and each link in a
 * <noscript> first in the body (browsers without scripts apply it from there).
 * @param {string} html @param {string} css
 */
export function deferFullStylesheets(html, css) {
  /** @type {string[]} */
  const deferred = []
  const without = html.replace(NEXT_STYLESHEET, (link, href) => {
    deferred.push(`<noscript ${FULL_STYLESHEET_ATTRIBUTE}="${href}">${link}</noscript>`)
    return deferred.length === 1 ? `<style>${css}</style>` : ''
  })
  return without.replace(/<body\b[^>]*>/, (body) => body + deferred.join(''))
}

// @ts-check
// Critical CSS (decision 039): each rendered page carries, in a <style> in its head, the rules of the
// site's stylesheet that its own markup uses, so a phone paints without waiting for another request.
// The full stylesheet (font faces, rules the markup does not use yet) is named by a <noscript> at the
// top of the body: browsers without scripts apply it from there, and the site script links it after
// the first paint, or before it once it is cached (src/browser/site.ts). Renders are cached
// (server/publicCache.mjs): this runs once per page and edit.
import fs from 'node:fs/promises'
import path from 'node:path'
import Beasties from 'beasties'

/** Names the full stylesheet on its <noscript>, for src/browser/site.ts (site.fullStylesheet in src/browser/contract.ts). */
export const FULL_STYLESHEET_ATTRIBUTE = 'data-full-stylesheet'

// Rules for states the site's scripts set after the paint (data-js, data-reveal="waiting", aria-expanded,
// an open dialog…) match nothing in the server's markup, yet must apply before the full sheet arrives.
const STATE_SELECTOR = /\[(?:data-|aria-|open\b|hidden\b)/
const NEXT_STYLESHEET = /<link rel="stylesheet" href="(\/_next\/static\/[^"]+\.css)"[^>]*>/g

/**
 * @param {{ staticDir: string }} options `staticDir` is Next.js's build output for /_next/static/.
 * @returns {(html: string) => Promise<string>}
 */
export function createCriticalCss({ staticDir }) {
  /** @type {Map<string, Promise<string>>} */
  const sheets = new Map()
  /** @param {string} file */
  const readSheet = (file) => {
    if (!sheets.has(file)) sheets.set(file, fs.readFile(file, 'utf8'))
    return /** @type {Promise<string>} */ (sheets.get(file))
  }

  class SiteBeasties extends Beasties {
    /** @param {string} filename */
    readFile(filename) {
      return readSheet(filename)
    }
  }
  const beasties = new SiteBeasties({
    path: staticDir,
    publicPath: '/_next/static/',
    preload: 'body',
    // The font faces stay in the full sheet: fonts are fetched after the first paint (decision 039).
    inlineFonts: false,
    fonts: false,
    pruneSource: false,
    reduceInlineStyles: false,
    mergeStylesheets: true,
    allowRules: [STATE_SELECTOR],
    logLevel: 'warn',
  })

  return async function inlineCriticalCss(html) {
    const hrefs = [...html.matchAll(NEXT_STYLESHEET)].map((m) => m[1])
    if (hrefs.length === 0 || html.includes('<style')) return html
    try {
      // beasties marks the element it read the page from; the mark means nothing to a browser.
      const inlined = (await beasties.process(html)).replace(/(<html\b[^>]*?) data-beasties-container(?:="")?/, '$1')
      if (!inlined.includes('<style>')) return html
      return deferFullStylesheets(inlined)
    } catch (error) {
      // A sheet not in the build (or unreadable): the page keeps its blocking link rather than paint unstyled.
      for (const href of hrefs) sheets.delete(path.join(staticDir, href.slice('/_next/static/'.length)))
      console.error(`Critical CSS left out: ${/** @type {Error} */ (error).message}`)
      return html
    }
  }
}

/**
 * The full stylesheet links (beasties moved them to the end of the body) become <noscript> links at
 * the top of the body that name their stylesheet, for the site script at the end of the body.
 * @param {string} html
 */
export function deferFullStylesheets(html) {
  /** @type {string[]} */
  const deferred = []
  const without = html.replace(NEXT_STYLESHEET, (link, href) => {
    deferred.push(`<noscript ${FULL_STYLESHEET_ATTRIBUTE}="${href}">${link}</noscript>`)
    return ''
  })
  return without.replace(/<body\b[^>]*>/, (body) => body + deferred.join(''))
}

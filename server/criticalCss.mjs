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
      // Only the rules are taken from beasties: its re-serialised page would change the markup (void
      // elements, attribute case), so the page itself changes in two places only.
      const css = (await beasties.process(html)).match(/<style>([\s\S]*?)<\/style>/)?.[1]
      if (!css) return html
      return deferFullStylesheets(html, css)
    } catch (error) {
      // A sheet not in the build (or unreadable): the page keeps its blocking link rather than paint unstyled.
      for (const href of hrefs) sheets.delete(path.join(staticDir, href.slice('/_next/static/'.length)))
      console.error(`Critical CSS left out: ${/** @type {Error} */ (error).message}`)
      return html
    }
  }
}

/**
 * The page with its stylesheet links replaced: the critical rules in a <style> where the first link was
 * in the head, and each link in a <noscript> first in the body that names its stylesheet, for the site
 * script at the end of the body (and for browsers without scripts, which apply the link from there).
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

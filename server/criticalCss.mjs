// @ts-check
// Critical CSS (decision 039): each rendered page carries, in a <style> in its head, the rules of the
// site's stylesheet that its own markup uses, so a phone paints without waiting for another request.
// The full stylesheet (states the scripts set, everything the markup does not use yet) is linked
// from a <noscript> at the end of the body: browsers without scripts apply it there, and the site
// script links it once the page has painted (src/browser/site.ts), so it neither blocks nor competes
// with the first paint. Renders are cached (server/publicCache.mjs): this runs once per page and edit.
import fs from 'node:fs/promises'
import path from 'node:path'
import Beasties from 'beasties'

/** Names the full stylesheet on its <noscript>; src/browser/site.ts links it after the first paint (site.fullStylesheet in src/browser/contract.ts). */
export const FULL_STYLESHEET_ATTRIBUTE = 'data-full-stylesheet'

// Rules for states the site's scripts set after the paint (data-js, data-reveal="waiting", aria-expanded,
// an open dialog…) match nothing in the server's markup, yet must apply before the full sheet arrives.
const STATE_SELECTOR = /\[(?:data-|aria-|open\b|hidden\b)/
const FONTS_IN_CRITICAL_CSS = process.env.CRITICAL_FONTS === '1'
const FONT_FACE = /@font-face\s*{[^}]*}/g
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
    // Font faces are named through CSS variables, which beasties cannot follow: they are added below.
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
      const fontFaces = FONTS_IN_CRITICAL_CSS
        ? (await Promise.all(hrefs.map((href) => fontFacesOf(href, readSheet(path.join(staticDir, href.slice('/_next/static/'.length)))))))
            .flat()
            .join('')
        : ''
      const inlined = await beasties.process(html)
      if (!inlined.includes('<style>')) return html
      return deferFullStylesheets(inlined.replace('<style>', `<style>${fontFaces}`))
    } catch (error) {
      // A sheet not in the build (or unreadable): the page keeps its blocking link rather than paint unstyled.
      for (const href of hrefs) sheets.delete(path.join(staticDir, href.slice('/_next/static/'.length)))
      console.error(`Critical CSS left out: ${/** @type {Error} */ (error).message}`)
      return html
    }
  }
}

/** The sheet's @font-face rules, their relative URLs made absolute (the rules move into pages at any path). */
/** @param {string} href @param {Promise<string>} sheet */
async function fontFacesOf(href, sheet) {
  const base = new URL(href, 'http://site')
  return ((await sheet).match(FONT_FACE) ?? []).map((rule) =>
    rule.replace(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g, (_, quote, url) => `url(${quote}${new URL(url, base).pathname}${quote})`),
  )
}

/**
 * The full stylesheet links (beasties moved them to the end of the body) become <noscript> links that
 * name their stylesheet, for the site script to link after the first paint.
 * @param {string} html
 */
export function deferFullStylesheets(html) {
  return html.replace(NEXT_STYLESHEET, (link, href) => `<noscript ${FULL_STYLESHEET_ATTRIBUTE}="${href}">${link}</noscript>`)
}

// @ts-check
// Public pages are HTML first (decision 012). A page without an interactive island is sent without
// Next.js's client runtime (React, the router and the page's RSC payload), which only a hydration
// would use; its menu, reveal and loading touches come from the small inline site script. A page
// with an island keeps the runtime, but fetches it once the page has painted, so its content and
// images do not share a slow connection with ~140 KB of JavaScript.

/** The attribute an island's root element carries; a page with one keeps the runtime it hydrates with. */
export const ISLAND_ATTRIBUTE = 'data-island'

const ISLAND = new RegExp(`<[a-z][^>]*\\s${ISLAND_ATTRIBUTE}=`, 'i')
const SCRIPT_TEXT = /<script\b[^>]*>[\s\S]*?<\/script>/g
// The error shell of a not-found page holds its content in the RSC payload only (vercel/next.js#62228).
const ERROR_SHELL = /<html[^>]*\sid="__next_error__"/
const RUNTIME_SCRIPT = /<script\b[^>]*\ssrc="(\/_next\/static\/[^"]*)"[^>]*><\/script>/g
const RUNTIME_PRELOAD =
  /<link\b(?=[^>]*\srel="(?:preload|modulepreload)")(?=[^>]*\sas="script")[^>]*\shref="\/_next\/static\/[^"]*"[^>]*\/?>/g
// Inline scripts that feed the runtime: the RSC payload and the bundler's chunk list.
const RUNTIME_INLINE = /<script\b[^>]*>\s*(?:\(?self\.__next_f\b|\(globalThis\["TURBOPACK"\])[\s\S]*?<\/script>/g
const NONCE = /<script\b[^>]*\snonce="([^"]+)"/

/** @param {string} html @returns {'light' | 'island' | 'as-is'} */
export function pageKind(html) {
  const markup = html.replace(SCRIPT_TEXT, '<script></script>')
  if (ERROR_SHELL.test(markup)) return 'as-is'
  return ISLAND.test(markup) ? 'island' : 'light'
}

/**
 * Starts the runtime after the first paint (or at once when the visitor reaches for the page):
 * after the next frame once the document is parsed, or on the first touch, key or focus.
 * @param {string[]} sources @param {string | undefined} nonce
 */
function runtimeLoader(sources, nonce) {
  const code = `(function(s,n){var d=document,go=function(){if(go.done)return;go.done=1;s.forEach(function(u){var e=d.createElement('script');e.src=u;e.async=true;if(n)e.nonce=n;d.body.appendChild(e)})},later=function(){requestAnimationFrame(function(){setTimeout(go,0)})};['pointerdown','keydown','touchstart','focusin'].forEach(function(t){addEventListener(t,go,{once:true,passive:true,capture:true})});if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',later);else later()})(${JSON.stringify(sources)},${JSON.stringify(nonce ?? '')})`
  return `<script${nonce ? ` nonce="${nonce}"` : ''}>${code}</script>`
}

/** The page as it is sent to visitors: light, an island page with its runtime deferred, or as it was. */
/** @param {string} html */
export function lightenPage(html) {
  const kind = pageKind(html)
  if (kind === 'as-is') return html
  if (kind === 'light') return html.replace(RUNTIME_SCRIPT, '').replace(RUNTIME_PRELOAD, '').replace(RUNTIME_INLINE, '')

  // Modern browsers only: the legacy (nomodule) polyfills are dropped with the tags.
  const sources = [...html.matchAll(RUNTIME_SCRIPT)].filter((m) => !/\snoModule/i.test(m[0])).map((m) => m[1])
  const stripped = html.replace(RUNTIME_SCRIPT, '').replace(RUNTIME_PRELOAD, '')
  const end = stripped.lastIndexOf('</body>')
  if (end < 0 || sources.length === 0) return html
  return stripped.slice(0, end) + runtimeLoader(sources, NONCE.exec(html)?.[1]) + stripped.slice(end)
}

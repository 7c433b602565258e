// Inlined in the head (its CSP hash is computed when it is built), so it runs before anything paints:
// - marks the document as scripted: pages paint from their critical CSS as their HTML arrives, before
//   the site script at the end of the body runs, and must not show the layout for browsers without
//   JavaScript first (globals.css keys it on the attribute's absence);
// - on a session's later pages, links the full stylesheet that an earlier page prefetched with its fonts
//   (so both are in the cache) as render-blocking, which only an element inserted from the head can be:
//   the page then paints with the site's fonts, which are font-display: optional (decision 039).
import { FULL_STYLESHEET_LOADED, SCRIPTED } from './contract'

document.documentElement.setAttribute(SCRIPTED.name, '')
try {
  const href = sessionStorage.getItem(FULL_STYLESHEET_LOADED)
  if (href) {
    const sheet = Object.assign(document.createElement('link'), { rel: 'stylesheet', href })
    sheet.setAttribute('blocking', 'render')
    document.head.append(sheet)
  }
} catch {
  // storage blocked: the critical CSS styles the page alone
}

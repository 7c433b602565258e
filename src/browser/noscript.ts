// What a <noscript> holds joins the page: with scripts on, its markup is text until a script adds it.
export function addNoscriptMarkup(noscript: Element) {
  noscript.insertAdjacentHTML('afterend', noscript.textContent ?? '')
  noscript.remove()
}

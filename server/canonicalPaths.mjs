// @ts-check
// Fixed addresses whose spelling the site decides, not editors: a visitor who types another letter case
// is sent (308) to the page's own address, keeping the query. Answered before the public cache, next to
// the editors' redirects (server/redirects.mjs).

/** Pages with a fixed address that people type in other cases (IELTS is an acronym; its page keeps it upper case). */
const CANONICAL_PATHS = ['/examinations/IELTS']
const byLowerCase = new Map(CANONICAL_PATHS.map((p) => [p.toLowerCase(), p]))

/**
 * The redirect to a fixed page's own spelling, or undefined when the address is the page's own (or none of them).
 * @param {string} url the request's path and query
 * @returns {{ location: string, status: 308 } | undefined}
 */
export function canonicalRedirect(url) {
  const q = url.indexOf('?')
  const path = q === -1 ? url : url.slice(0, q)
  const canonical = byLowerCase.get(path.replace(/\/+$/, '').toLowerCase())
  if (!canonical || canonical === path) return undefined
  return { location: `${canonical}${q === -1 ? '' : url.slice(q)}`, status: 308 }
}

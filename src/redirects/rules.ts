import { RESERVED_PATHS, findRedirect, lookupKey, type Redirect } from '../../server/shared.mjs'

// What a redirect may be: checked on every save, so the server never meets a bad one.

/** The site's own host names (SERVER_URL and the address the request came in on). */
type OwnHosts = ReadonlySet<string>

export class RedirectRuleError extends Error {
  constructor(
    readonly path: 'from' | 'to.url' | 'to.reference',
    message: string,
  ) {
    super(message)
  }
}

const ABSOLUTE = /^[a-z][a-z0-9+.-]*:/i

/**
 * A redirect's source as the server looks it up: a path on this site with an optional query. A full
 * URL of this site is reduced to its path; anything else is refused with what to write instead.
 */
export function normaliseFrom(input: string, ownHosts: OwnHosts): string {
  const given = input.trim()
  if (!given) throw new RedirectRuleError('from', 'Enter the old address, e.g. /old-page or /?p=123.')
  let address = given
  if (ABSOLUTE.test(given) || given.startsWith('//')) {
    let url: URL
    try {
      url = new URL(given.startsWith('//') ? `http:${given}` : given)
    } catch {
      throw new RedirectRuleError('from', `“${given}” is not an address; write a path on this site, e.g. /old-page.`)
    }
    if (!/^https?:$/.test(url.protocol) || !ownHosts.has(url.host.toLowerCase()))
      throw new RedirectRuleError(
        'from',
        `A redirect can only start on this site: write the path alone, e.g. ${url.pathname || '/'}.`,
      )
    address = `${url.pathname}${url.search}`
  }
  if (!address.startsWith('/')) address = `/${address}`
  if (/\s/.test(address)) throw new RedirectRuleError('from', 'The old address cannot contain spaces.')
  const key = lookupKey(address)
  if (RESERVED_PATHS.test(key))
    throw new RedirectRuleError(
      'from',
      'Addresses under /admin, /api and /_next belong to the site itself and cannot be redirected.',
    )
  return key
}

/** A custom target: a path on this site (/new-page) or a full http(s) address. */
export function checkCustomTarget(input: string): string {
  const given = input.trim()
  if (given.startsWith('/') && !given.startsWith('//') && !/\s/.test(given)) return given
  try {
    const url = new URL(given)
    if (/^https?:$/.test(url.protocol) && url.host) return given
  } catch {
    // Reported below.
  }
  throw new RedirectRuleError(
    'to.url',
    'Write a path on this site (starting with /) or a full address starting with https:// or http://.',
  )
}

/** Where a target leads on this site (for loop checks), or undefined when it leaves the site. */
export function sitePathOf(target: string, ownHosts: OwnHosts): string | undefined {
  if (target.startsWith('/') && !target.startsWith('//')) return lookupKey(target)
  try {
    const url = new URL(target)
    return ownHosts.has(url.host.toLowerCase()) ? lookupKey(`${url.pathname}${url.search}`) : undefined
  } catch {
    return undefined
  }
}

/**
 * Refuses a redirect that leads back to where it starts, directly or through others, following the
 * chain exactly as the server would answer it (path and query, then the path alone).
 */
export function checkNoLoop(from: string, target: string | undefined, others: Redirect[], ownHosts: OwnHosts): void {
  if (target === undefined) return
  const table = new Map(others.filter((r) => r.from !== from).map((r) => [r.from, r]))
  table.set(from, { from, location: target, status: 308 })
  const seen = [from]
  let next: string | undefined = sitePathOf(target, ownHosts)
  while (next !== undefined) {
    const step = findRedirect(table, next)
    if (!step) return
    const key = lookupKey(next)
    if (key === from || seen.includes(key)) {
      if (seen.length === 1)
        throw new RedirectRuleError('from', `This redirect leads to itself (${from}); choose another target.`)
      throw new RedirectRuleError(
        'from',
        `This redirect would make a loop: ${[...seen, from].join(' → ')}. Change one of them.`,
      )
    }
    seen.push(key)
    if (seen.length > 50) return
    next = sitePathOf(step.location, ownHosts)
  }
}

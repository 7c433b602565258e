import { fileURLToPath } from 'node:url'
import path from 'node:path'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate'
import { LinkChecker, LinkState } from 'linkinator'

// Hygiene: the rendered HTML of every public page passes html-validate with the
// repository's .htmlvalidate.mjs, and a crawl of the site finds no broken internal link or image.

const root = fileURLToPath(new URL('../../', import.meta.url))

/** The routes that are not content, as listed in src/content/sitemap.ts. */
const staticPaths = [
  '/',
  '/about-us',
  '/examinations/IELTS',
  '/examinations/pte-contact',
  '/centre-for-school-excellence',
  '/blogs',
  '/gallery',
  '/blogs-and-gallery',
  '/contact-us',
  '/department-introduction',
]

/** Every public page: the static routes and every URL of the sitemap, as paths on the server under test. */
async function publicPaths(request: APIRequestContext): Promise<string[]> {
  const res = await request.get('/sitemap.xml')
  expect(res.status()).toBe(200)
  const fromSitemap = [...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
    const url = new URL(m[1].replace(/&amp;/g, '&'))
    return url.pathname + url.search
  })
  expect(fromSitemap.length).toBeGreaterThan(staticPaths.length)
  return [...new Set([...staticPaths, ...fromSitemap])]
}

test('every public page and the 404 page pass html-validate', async ({ request }) => {
  // Each page carries its critical CSS now (decision 039): more to validate, 45 s here on a quiet machine.
  test.setTimeout(120_000)
  const pages = [
    ...(await publicPaths(request)).map((p) => ({ path: p, status: 200 })),
    { path: '/no-such-page', status: 404 },
    { path: '/blog/no-such-post', status: 404 },
  ]
  const htmlvalidate = new HtmlValidate(new FileSystemConfigLoader())
  const problems: string[] = []
  for (const page of pages) {
    const res = await request.get(page.path)
    expect(res.status(), page.path).toBe(page.status)
    // A file name in the repository root, so the loader finds .htmlvalidate.mjs there.
    const report = await htmlvalidate.validateString(
      await res.text(),
      path.join(root, `rendered${page.path === '/' ? '/index' : page.path}.html`),
    )
    for (const m of report.results.flatMap((r) => r.messages)) {
      problems.push(`${page.path}: ${m.ruleId}: ${m.message} (line ${m.line}:${m.column}, ${m.selector ?? 'document'})`)
    }
  }
  expect(pages.length).toBeGreaterThan(20)
  expect(problems, 'html-validate messages').toEqual([])
})

/** Checks every link, picture, script and stylesheet at `paths` (and with `recurse`, on same-origin pages linked). */
async function crawl(origin: string, paths: string[], recurse: boolean) {
  const optimisedImages = new Set<string>()
  const checker = new LinkChecker()
  const retried: string[] = []
  checker.on('retry', (r) => retried.push(`${r.status || 'no answer'} ${r.url}`))
  const { links } = await checker.check({
    path: paths.map((p) => `${origin}${p}`),
    recurse,
    linksToSkip: async (link) => {
      const url = new URL(link)
      // Other hosts are not ours (and this machine has no internet); the admin is not public.
      if (url.origin !== origin || url.pathname === '/admin' || url.pathname.startsWith('/admin/')) return true
      // next/image lists each picture at up to ten widths; one width per source shows the source is
      // there and the optimiser serves it, without resizing every picture ten times.
      if (url.pathname === '/_next/image') {
        const source = url.searchParams.get('url') ?? ''
        if (optimisedImages.has(source)) return true
        optimisedImages.add(source)
      }
      return false
    },
    // Resolve relative links and #fragments against /about-us itself, not /about-us/ (linkinator
    // otherwise treats a path without an extension as a directory).
    cleanUrls: true,
    // Also url(…) in inline styles and stylesheets, and #fragments against the ids of the target page.
    checkCss: true,
    checkFragments: true,
    concurrency: 8,
    timeout: 30_000,
    // A dropped connection or a 5xx is tried twice more (after 2 s and 4 s) before it counts as broken.
    retryErrors: true,
    retryErrorsCount: 2,
    retryErrorsJitter: 500,
  })
  if (retried.length > 0) test.info().annotations.push({ type: 'retried', description: retried.join(', ') })
  // One line per broken URL: what was wrong (the status, or a missing #fragment) and the pages linking to it.
  const brokenOn = new Map<string, Set<string>>()
  for (const l of links.filter((l) => l.state === LinkState.BROKEN)) {
    const error = l.failureDetails?.find((f): f is Error => f instanceof Error)
    const cause = (error?.cause as { code?: string } | undefined)?.code
    const key = `${error ? `${error.message}${cause ? ` (${cause})` : ''}` : (l.status ?? 'no answer')}: ${l.url}`
    brokenOn.set(key, (brokenOn.get(key) ?? new Set()).add(l.parent ? new URL(l.parent).pathname : 'start'))
  }
  const broken = [...brokenOn].map(([key, parents]) => `${key} (on ${[...parents].join(', ')})`)
  const checked = new Set(links.filter((l) => l.state === LinkState.OK).map((l) => new URL(l.url).pathname))
  return { broken, checked, optimisedImages }
}

test('a crawl from the home page finds no broken internal link or image', async ({ request, baseURL }) => {
  test.setTimeout(90_000)
  const origin = new URL(baseURL!).origin
  const site = await crawl(origin, ['/'], true)
  expect(site.broken, 'broken links and images').toEqual([])
  expect(site.optimisedImages.size, 'pictures served through next/image').toBeGreaterThan(10)
  expect(
    [...site.checked].filter((p) => p.startsWith('/api/media/file/')).length,
    'files served from /api/media',
  ).toBeGreaterThan(0)

  // The crawl went through the site; public pages no link leads to (only the sitemap lists them, as
  // /department-introduction today) get their own links and pictures checked as well.
  const pages = await publicPaths(request)
  const unlinked = pages.filter((p) => !site.checked.has(p))
  expect(pages.length - unlinked.length, 'public pages reached through links').toBeGreaterThan(pages.length / 2)
  test
    .info()
    .annotations.push({ type: 'public pages no internal link leads to', description: unlinked.join(', ') || 'none' })
  if (unlinked.length > 0)
    expect((await crawl(origin, unlinked, false)).broken, 'broken links and images on unlinked pages').toEqual([])
})

import path from 'node:path'
import { expect, test } from '@playwright/test'
import { createCriticalCss, FULL_STYLESHEET_ATTRIBUTE } from '../../server/criticalCss.mjs'

// Decision 043: the server keeps a page's critical CSS per set of answers its markup gives beasties,
// and reuses it for a page that answers the same. Each page as served must carry exactly what a fresh
// run of beasties on that page gives: pages of one kind (two searches, two list pages, two posts) and
// pages of other kinds, rendered in one server one after the other.

const staticDir = path.resolve('.next/static')
const DEFERRED = new RegExp(
  `<noscript ${FULL_STYLESHEET_ATTRIBUTE}="[^"]+"(?: [a-z-]+="[^"]*")*>(<link rel="stylesheet"[^>]*>)</noscript>`,
)

/** The page as Next.js rendered it, before the critical CSS step: its <style> back to the stylesheet link. */
function beforeCriticalCss(served: string) {
  const deferred = served.match(new RegExp(DEFERRED, 'g')) ?? []
  expect(deferred, 'one stylesheet deferred').toHaveLength(1)
  const [, link] = DEFERRED.exec(served) ?? []
  return served.replace(DEFERRED, '').replace(/<style>[\s\S]*?<\/style>/, link)
}

test('every page carries the critical CSS a fresh beasties run gives it, byte for byte', async ({ request }) => {
  test.setTimeout(90_000)
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname)
  const posts = paths.filter((p) => p.startsWith('/blog/')).slice(0, 3)
  const galleries = paths.filter((p) => p.startsWith('/gallery/')).slice(0, 2)
  const pages = [
    '/blogs',
    '/blogs?page=2',
    '/gallery',
    ...posts,
    ...galleries,
    '/search?q=ielts',
    '/search?q=pte',
    '/search?q=zzzz',
  ]
  for (const page of pages) {
    const served = await (await request.get(page)).text()
    // A fresh instance each time: nothing kept from another page.
    expect(await createCriticalCss({ staticDir })(beforeCriticalCss(served)), page).toBe(served)
  }
})

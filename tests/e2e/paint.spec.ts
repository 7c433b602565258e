import { expect, test, type Page } from '@playwright/test'
import { PHONE, skipPopup } from '../support/e2e/site'

// Decision 039: each page paints from its own critical CSS, with no stylesheet or script that blocks it;
// the home scripts, the hero and the forms' scripts start after the first paint. How the page is styled
// before and after the full stylesheet arrives: paint-styles.spec.ts.

const KEY_PAGES = ['/', '/examinations/IELTS', '/contact-us', '/blogs']

test.describe('the HTML as served', () => {
  for (const path of KEY_PAGES) {
    test(`${path}: critical CSS in the head, no render-blocking sheet, the full sheet named first in the body`, async ({
      request,
    }) => {
      const html = await (await request.get(path)).text()
      const head = html.slice(0, html.indexOf('</head>'))
      expect(head).toMatch(/<style>[\s\S]*\.bg-navy-deep\{[\s\S]*<\/style>/)
      expect(head).not.toMatch(/<link[^>]*rel="stylesheet"/)
      // The phone's own typeface on every page (decision 045): no web font, first page or later.
      expect(html).not.toMatch(/@font-face\{[^}]*url\(/)
      expect(html).not.toContain('.woff2')
      expect(html).toMatch(
        /<body[^>]*><noscript data-full-stylesheet="\/_next\/static\/[^"]+\.css"><link rel="stylesheet"/,
      )
    })
  }

  test('no Link header preloads the stylesheet or the fonts', async ({ request }) => {
    const res = await request.get('/examinations/IELTS')
    expect(res.headers()['link'] ?? '').not.toMatch(/as="?(style|font)/)
  })

  test("the popup poster is the home page's first high-priority image, preloaded, never lazy", async ({ request }) => {
    const html = await (await request.get('/')).text()
    const poster = html.match(/<dialog id="home-popup"[\s\S]*?<img ([^>]*)>/)?.[1] ?? ''
    expect(poster).toContain('fetchPriority="high"')
    expect(poster).not.toContain('loading="lazy"')
    expect(poster).toMatch(/sizes="\(max-width: 456px\) 92vw, 420px"/)
    expect(html.slice(0, html.indexOf('</head>'))).toMatch(
      /<link rel="preload" as="image" imageSrcSet="[^"]*popup-poster/,
    )
  })
})

test('home and form scripts load after the paint, never from the HTML; no hero preload under the popup', async ({
  request,
}) => {
  for (const [path, script] of [
    ['/', 'home'],
    ['/contact-us', 'forms'],
    ['/examinations/IELTS', 'forms'],
  ]) {
    const html = await (await request.get(path)).text()
    expect(html, path).not.toMatch(/<script[^>]* src="\/assets\//)
    expect(html, path).toMatch(
      new RegExp(`<template data-after-paint-script="/assets/${script}-[\\w-]+\\.js"></template>`),
    )
  }
  const home = await (await request.get('/')).text()
  expect(home.slice(0, home.indexOf('</head>'))).not.toContain('home-slide')
  // The first slide waits in a <noscript> (a browser without scripts shows it from there).
  expect(home).toMatch(/<noscript data-after-paint="while-covered"><img [^>]*fetchPriority="high"[^>]*home-slide-1/)
})

/**
 * When a resource whose URL contains `part` started, when the document had been parsed and when its first
 * contentful paint was shown (ms since navigation). The site script adds what waits for the paint once that
 * paint is reported, so a resource that waits starts after both; one named in the HTML starts before the
 * parse ends (the preload scanner finds it).
 */
const startedAndParsed = (page: Page, part: string) =>
  page.evaluate((part) => {
    const started = performance.getEntriesByType('resource').find((entry) => entry.name.includes(part))?.startTime
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
    const painted = performance.getEntriesByName('first-contentful-paint')[0]?.startTime
    return {
      started: started ?? Number.NaN,
      parsed: navigation.domContentLoadedEventEnd,
      painted: painted ?? Number.NaN,
    }
  }, part)

test.describe('after the first paint', () => {
  test('under the popup: poster from the HTML, hero and home script after the first frame; hero on close', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE)
    await page.goto('/')
    await expect(page.getByRole('dialog', { name: 'Registrations open' })).toBeVisible()
    const hero = page.getByRole('region', { name: 'Highlights' })
    await expect(hero.locator('img').first()).toHaveJSProperty('complete', true)
    const poster = await startedAndParsed(page, 'popup-poster')
    expect(poster.started).toBeLessThan(poster.parsed)
    // The poster is the largest paint: what waits starts once it is shown, not only the first paint.
    const posterShown = await page.evaluate(
      () =>
        new Promise<number>((resolve) =>
          new PerformanceObserver((list) => {
            const poster = list
              .getEntries()
              .find((entry) => (entry as LargestContentfulPaint).url.includes('popup-poster'))
            if (poster) resolve(poster.startTime)
          }).observe({ type: 'largest-contentful-paint', buffered: true }),
        ),
    )
    for (const part of ['home-slide-1', '/assets/home-']) {
      // The home script waits for an idle moment, which a loaded machine may give late.
      await expect.poll(async () => (await startedAndParsed(page, part)).started, { message: part }).not.toBeNaN()
      const { started, parsed, painted } = await startedAndParsed(page, part)
      expect(started, part).toBeGreaterThanOrEqual(parsed)
      expect(started, part).toBeGreaterThanOrEqual(painted)
      expect(started, part).toBeGreaterThanOrEqual(posterShown)
    }
    // The hero does not move behind the popup: it is set up (autoplay on) once the popup is closed.
    await page.waitForLoadState('networkidle')
    await expect(hero).toHaveAttribute('data-autoplay', 'off')
    await page.keyboard.press('Escape')
    await expect(hero).toHaveAttribute('data-autoplay', 'on')
  })

  test('without the popup, the first slide joins the page at once, at high priority', async ({ page }) => {
    await skipPopup(page)
    await page.goto('/', { waitUntil: 'domcontentloaded' })
    const first = page.getByRole('region', { name: 'Highlights' }).locator('img').first()
    await expect(first).toHaveAttribute('fetchpriority', 'high')
    expect(await page.locator('noscript[data-after-paint]').count()).toBe(0)
    await expect(first).toHaveJSProperty('complete', true)
  })

  test('a form is taken over by its script, fetched after the first frame', async ({ page }) => {
    await page.goto('/contact-us')
    await expect(page.getByRole('form', { name: 'Contact form' })).toHaveAttribute('data-enhanced', '')
    const { started, parsed, painted } = await startedAndParsed(page, '/assets/forms-')
    expect(started).toBeGreaterThanOrEqual(parsed)
    expect(started).toBeGreaterThanOrEqual(painted)
  })

  test('without JavaScript the hero slides show from their <noscript>s', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/')
    await expect(page.getByRole('region', { name: 'Highlights' }).locator('img')).toHaveCount(3)
    const first = page.getByRole('region', { name: 'Highlights' }).locator('img').first()
    await expect(first).toBeVisible()
    await expect(first).toHaveJSProperty('complete', true)
    expect(await first.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    await context.close()
  })
})

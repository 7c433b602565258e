import { expect, test, type Page } from '@playwright/test'
import { DESKTOP, PHONE, skipPopup } from '../support/e2e/site'

// Decision 039: each page paints from its own critical CSS, which styles it completely; the full
// stylesheet is prefetched once a session's first page has loaded, for its later pages;
// the contact map's frame comes after the first paint; the home scripts wait for an idle moment.

const KEY_PAGES = ['/', '/examinations/IELTS', '/contact-us', '/blogs']

/** The layout shifts the page has had so far (what CLS adds up), read from the browser's own records. */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!entry.hadRecentInput) total += entry.value
        }).observe({ type: 'layout-shift', buffered: true })
        setTimeout(() => resolve(total), 100)
      }),
  )

/** The font the browser really draws an element's text with (DevTools protocol): a web font or a system one. */
async function renderedFont(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('DOM.enable')
  await cdp.send('CSS.enable')
  const { root } = await cdp.send('DOM.getDocument')
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector })
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId })
  await cdp.detach()
  return { custom: fonts[0].isCustomFont, name: fonts[0].familyName }
}

/** True once the page has applied the full stylesheet (linked by the site script, or from the <noscript>). */
const fullSheetApplied = (page: Page) =>
  page.evaluate(() => {
    const href = document.querySelector('noscript[data-full-stylesheet]')?.getAttribute('data-full-stylesheet')
    return [...document.styleSheets].some(
      (sheet) => sheet.href?.endsWith(href ?? '-') && sheet.media.mediaText !== 'print',
    )
  })

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

/** The computed style of every element of the page (and its ::before and ::after), custom properties aside. */
const computedStyles = (page: Page) =>
  page.evaluate(() => {
    const styles: Record<string, string> = {}
    document.querySelectorAll('body *').forEach((element, i) => {
      for (const pseudo of [null, '::before', '::after']) {
        const style = getComputedStyle(element, pseudo)
        const values: string[] = []
        for (const name of Array.from(style))
          if (!name.startsWith('--')) values.push(`${name}: ${style.getPropertyValue(name)}`)
        styles[`${i} ${element.tagName.toLowerCase()}${pseudo ?? ''}`] = values.join('; ')
      }
    })
    return styles
  })

/** The session's first page has prefetched the full stylesheet (its URL is kept for the next pages). */
const sheetPrefetched = (page: Page) => page.evaluate(() => sessionStorage.getItem('lyceum-full-stylesheet'))

test.describe('in the browser', () => {
  const SCREENS = [
    ['/contact-us', PHONE],
    ['/examinations/IELTS', PHONE],
    ['/examinations/IELTS', DESKTOP],
    ['/', PHONE],
    ['/', DESKTOP],
    // Rich text: the typography rules are kept only for the elements a post has.
    ['/blog/how-to-prepare-for-your-international-gcse-examinations', PHONE],
    ['/examinations/pearson/international-gcse--ig--examinations', DESKTOP],
  ] as const
  for (const [path, screen] of SCREENS) {
    test(`${path} (${screen.width} px): critical CSS alone styles the page like the full sheet, menus too`, async ({
      page,
    }) => {
      // Every element's every property, twice: 14 s each on the IELTS page on a loaded CI machine.
      test.setTimeout(90_000)
      // Web fonts change the text's width (and so the layout's numbers): left out of both sides.
      await page.route(/\.woff2$/, (route) => route.abort())
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.setViewportSize(screen)
      await page.goto(path)
      await expect.poll(() => sheetPrefetched(page)).not.toBeNull()
      expect(await fullSheetApplied(page)).toBe(false)
      // States the scripts set: the popup open (home), else open menus and a form's errors.
      if ((await page.locator('dialog[open]').count()) === 0) {
        for (const button of await page.locator('header button[aria-controls]:visible').all()) await button.click()
        await expect(page.locator('form[data-form]:not([data-enhanced])')).toHaveCount(0)
        const submit = page.locator('form[data-enhanced] button[type="submit"]')
        if (await submit.count()) await submit.first().click()
      }
      await page.waitForTimeout(300)
      const critical = await computedStyles(page)
      await page.evaluate(
        (href) =>
          new Promise((loaded) =>
            document.head.append(
              Object.assign(document.createElement('link'), { rel: 'stylesheet', href, onload: loaded }),
            ),
          ),
        await sheetPrefetched(page),
      )
      expect(await fullSheetApplied(page)).toBe(true)
      const full = await computedStyles(page)
      expect(Object.keys(critical).length).toBeGreaterThan(500)
      // Each element whose style the full sheet changes, with the declarations that change.
      const differing = Object.keys(full)
        .filter((key) => full[key] !== critical[key])
        .map((key) => {
          const before = new Set(critical[key]?.split('; '))
          const changed = full[key].split('; ').filter((declaration) => !before.has(declaration))
          return `${key} { ${changed.join('; ')} }`
        })
      expect(differing).toEqual([])
    })
  }

  test("a session's first page is never restyled; the next links the prefetched full sheet, same typeface", async ({
    page,
  }) => {
    await skipPopup(page)
    await page.setViewportSize(PHONE)
    await page.goto('/examinations/IELTS')
    await expect.poll(() => sheetPrefetched(page)).toMatch(/^\/_next\/static\/.+\.css$/)
    expect(await fullSheetApplied(page)).toBe(false)
    expect(await page.locator('head link[rel="stylesheet"]').count()).toBe(0)
    const fetched = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
      return performance
        .getEntriesByType('resource')
        .filter((entry) => /\.(css|woff2)$/.test(entry.name))
        .map((entry) => ({
          file: entry.name.split('.').pop(),
          afterLoad:
            entry.startTime >= navigation.loadEventEnd &&
            entry.startTime >= performance.getEntriesByName('first-contentful-paint')[0].startTime,
        }))
    })
    expect(fetched).toEqual([{ file: 'css', afterLoad: true }])
    // The system's typeface, the one every later page has too: one experience across the visit.
    const first = await renderedFont(page, 'h1')
    expect(first.custom).toBe(false)
    const firstBody = await renderedFont(page, 'main p')

    await page.goto('/contact-us')
    await expect(page.locator('head link[rel="stylesheet"]')).toHaveAttribute('blocking', 'render')
    await expect(page.locator('head link[rel="stylesheet"]')).toHaveCount(1)
    expect(await fullSheetApplied(page)).toBe(true)
    expect(await renderedFont(page, 'h1')).toEqual(first)
    expect(await renderedFont(page, 'main p')).toEqual(firstBody)
  })

  for (const path of ['/examinations/IELTS', '/contact-us', '/']) {
    test(`${path}: nothing moves after the first paint while the full sheet and fonts are prefetched (phone)`, async ({
      page,
    }) => {
      await skipPopup(page)
      await page.setViewportSize(PHONE)
      await page.goto(path)
      await expect.poll(() => sheetPrefetched(page)).not.toBeNull()
      await page.evaluate(() => document.fonts.ready)
      await page.waitForTimeout(300)
      expect(await layoutShift(page)).toBeLessThan(0.01)
    })
  }

  test('without JavaScript the full stylesheet applies from the <noscript>', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/examinations/IELTS')
    expect(await fullSheetApplied(page)).toBe(true)
    await context.close()
  })

  test('the contact map is added after the first paint in a box that keeps its height', async ({ page }) => {
    await page.goto('/contact-us')
    const map = page.locator('iframe[title^="Map"]')
    await expect(map).toHaveAttribute('loading', 'lazy')
    const box = await map.evaluate((el) => (el.parentElement as HTMLElement).getBoundingClientRect().height)
    expect(Math.round(box)).toBe(420)
    expect(await page.locator('noscript[data-after-paint]').count()).toBe(0)
  })

  test('the popup opens, traps focus and closes with Escape without the home bundle', async ({ page }) => {
    await page.route(/\/assets\/home-[^/]+\.js$/, (route) => route.abort())
    await page.goto('/')
    const popup = page.getByRole('dialog', { name: 'Registrations open' })
    await expect(popup).toBeVisible()
    await expect(popup.getByRole('button', { name: 'Close' })).toBeFocused()
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('Tab')
      expect(await popup.evaluate((el) => el.contains(document.activeElement))).toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect(popup).toBeHidden()
    expect(await page.evaluate(() => sessionStorage.getItem('lyceum-popup-shown'))).toBe('true')
  })

  test('the hero is set up once the page is idle, then autoplays; the group carousel once it nears the screen', async ({
    page,
  }) => {
    await skipPopup(page)
    await page.setViewportSize(DESKTOP)
    await page.goto('/')
    const hero = page.getByRole('region', { name: 'Highlights' })
    // The server renders it "off"; the script turns autoplay on when it takes the carousel over.
    await expect(hero).toHaveAttribute('data-autoplay', 'on')
    await expect(hero.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true', {
      timeout: 8000,
    })
    // Taken over, the group carousel's track is no longer a named tab stop of its own.
    const track = page.getByRole('group', { name: 'Group units, scroll sideways' })
    await expect(track).toHaveCount(1)
    await page.getByTestId('group-carousel').scrollIntoViewIfNeeded()
    await expect(track).toHaveCount(0)
    await expect(page.getByTestId('group-carousel').locator('[data-selected="true"]')).toHaveCount(1)
  })
})

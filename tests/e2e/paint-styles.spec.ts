import { expect, test, type Page } from '@playwright/test'
import { DESKTOP, PHONE, skipPopup } from '../support/e2e/site'

// Decision 039 in the browser: each page's critical CSS styles it as the full stylesheet does, which is
// prefetched once a session's first page has loaded; nothing moves after the paint; the map, the popup and
// the carousels come after it. The HTML as served and what starts when: paint.spec.ts.

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

import { expect, test, type Locator } from '@playwright/test'
import { DESKTOP, skipPopup } from '../support/e2e/site'

// What a visitor sees at 375x812 and 1280x800 (issue 15, visual defects): the phone header, the search
// entry points, carousels without JavaScript, the IELTS address in any case.
const TALL_PHONE = { width: 375, height: 812 }

/** Waits for a smooth keyboard scroll to come to rest on its snap point. */
async function settled(track: Locator) {
  let last = -1
  await expect
    .poll(async () => {
      const now = await track.evaluate((el) => el.scrollLeft)
      const still = now === last
      last = now
      return still
    })
    .toBe(true)
}

test.describe('phone header', () => {
  test.use({ viewport: TALL_PHONE })

  test('after scrolling, the sticky header is at most 72 px, the announcement bar gone, and nothing shifted', async ({
    page,
  }) => {
    await skipPopup(page)
    await page.goto('/about-us')
    const header = page.getByRole('banner').first()
    const bar = page.getByTestId('announcement-banner')
    await expect(bar).toBeInViewport()
    // Layout shifts the visitor did not cause (a scroll is not one), counted from the start.
    await page.evaluate(() => {
      const w = window as unknown as { shifts: number }
      w.shifts = 0
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
          if (!entry.hadRecentInput) w.shifts += entry.value
      }).observe({ type: 'layout-shift', buffered: true })
    })
    const mainTop = await page.locator('#main').evaluate((el) => el.getBoundingClientRect().top + window.scrollY)

    await page.mouse.wheel(0, 700)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400)
    const box = (await header.boundingBox())!
    expect(box.y).toBe(0)
    expect(box.height).toBeLessThanOrEqual(72)
    await expect(bar).not.toBeInViewport()
    await page.screenshot({ path: 'test-results/screenshots/phone-header-scrolled.png' })
    expect(await page.locator('#main').evaluate((el) => el.getBoundingClientRect().top + window.scrollY)).toBe(mainTop)
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBeLessThan(0.01)
  })

  test('the header links to the search page, and the phone menu has a search field', async ({ page }) => {
    await skipPopup(page)
    await page.goto('/')
    const header = page.getByRole('banner').first()
    await expect(header.getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/search')
    // The field is in the phone menu, closed for now.
    await expect(header.getByRole('search')).toHaveCount(0)
    await header.getByRole('button', { name: 'Open menu' }).click()
    const field = header.getByRole('searchbox', { name: 'Search the site' })
    await expect(field).toBeVisible()
    await field.fill('ielts fees')
    await field.press('Enter')
    await page.waitForURL(/\/search\?q=ielts\+fees$/)
  })

  test('the home hero is a readable 4:3 on phones, its first picture wide enough for the crop', async ({ page }) => {
    await skipPopup(page)
    await page.goto('/')
    const slide = page.getByRole('region', { name: 'Highlights' }).getByRole('group', { name: '1 of 3' })
    const box = (await slide.boundingBox())!
    expect(box.width).toBe(TALL_PHONE.width)
    expect(Math.round(box.height)).toBe(Math.round((TALL_PHONE.width * 3) / 4))
    const img = slide.locator('img')
    await expect(img).toHaveAttribute('fetchpriority', 'high')
    await expect(img).toHaveAttribute('sizes', '(max-width: 639px) 180vw, 100vw')
    // The browser picked a picture at least as wide as the crop draws it.
    expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThanOrEqual(TALL_PHONE.width * 1.8)
  })
})

test('desktop: a search form in the header sends GET /search?q=', async ({ page }) => {
  await skipPopup(page)
  await page.setViewportSize(DESKTOP)
  await page.goto('/blogs')
  const search = page.getByRole('banner').first().getByRole('search')
  await expect(search).toBeVisible()
  await expect(search).toHaveAttribute('action', '/search')
  await expect(search).toHaveAttribute('method', 'get')
  const field = search.getByRole('searchbox', { name: 'Search the site' })
  await expect(field).toHaveAttribute('name', 'q')
  await field.fill('IELTS')
  await search.getByRole('button', { name: 'Search' }).click()
  await page.waitForURL(/\/search\?q=IELTS$/)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the hero scrolls sideways to slide 3, by keyboard too', async ({ page }) => {
    for (const viewport of [TALL_PHONE, DESKTOP]) {
      await page.setViewportSize(viewport)
      await page.goto('/')
      const hero = page.getByRole('region', { name: 'Highlights' })
      const track = hero.getByRole('group', { name: 'Slides, scroll sideways' })
      const [second, third] = [hero.getByRole('group', { name: '2 of 3' }), hero.getByRole('group', { name: '3 of 3' })]
      await expect(third).not.toBeInViewport()
      // The arrow keys move the focused track one snap point at a time.
      await track.focus()
      await page.keyboard.press('ArrowRight')
      await expect(second).toBeInViewport({ ratio: 0.8 })
      await settled(track)
      await page.keyboard.press('ArrowRight')
      await expect(third).toBeInViewport({ ratio: 0.8 })
      await track.evaluate((el) => el.scrollTo({ left: 0, behavior: 'instant' }))
      await expect(third).not.toBeInViewport()
      await track.evaluate((el) => el.scrollBy({ left: el.clientWidth * 2, behavior: 'instant' }))
      await expect(third).toBeInViewport({ ratio: 0.8 })
      // Dots need the script: they are not offered.
      await expect(hero.getByRole('button', { name: /Go to slide/ })).toHaveCount(0)
    }
  })

  test('the group carousel scrolls to its fourth unit, whose links can be tabbed to', async ({ page }) => {
    await page.setViewportSize(DESKTOP)
    await page.goto('/')
    const carousel = page.getByTestId('group-carousel')
    const track = carousel.getByRole('group', { name: 'Group units, scroll sideways' })
    const fourth = carousel.getByRole('group', { name: /^4 of 4/ })
    await track.scrollIntoViewIfNeeded()
    await expect(fourth).not.toBeInViewport({ ratio: 0.9 })
    await track.evaluate((el) => el.scrollBy({ left: el.scrollWidth, behavior: 'instant' }))
    await expect(fourth).toBeInViewport({ ratio: 0.9 })
    await expect(fourth.getByRole('link', { name: /Instagram/ })).not.toHaveAttribute('tabindex', '-1')
    await page.screenshot({ path: 'test-results/screenshots/desktop-nojs-group-4.png' })
  })
})

test.describe('with JavaScript the carousels behave as before', () => {
  test('tracks are no tab stops; other slides are hidden from assistive technology, links out of tab order', async ({
    page,
  }) => {
    await skipPopup(page)
    await page.setViewportSize(DESKTOP)
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    // The group carousel is set up once it nears the screen.
    await page.getByTestId('group-carousel').scrollIntoViewIfNeeded()
    const viewports = page.locator('[data-carousel-viewport]')
    await expect(viewports).toHaveCount(2)
    for (const v of await viewports.all()) {
      await expect(v).not.toHaveAttribute('tabindex')
      await expect(v).not.toHaveAttribute('role')
      expect(await v.evaluate((el) => getComputedStyle(el).overflowX)).toBe('hidden')
    }
    const slides = page.locator('[data-hero-slider] [role="group"][aria-roledescription="slide"]')
    await expect(slides.nth(0)).toHaveAttribute('aria-hidden', 'false')
    await expect(slides.nth(1)).toHaveAttribute('aria-hidden', 'true')
    const units = page.getByTestId('group-carousel').getByRole('group', { name: /^2 of 4/ })
    await expect(units.getByRole('link').first()).toHaveAttribute('tabindex', '-1')
  })
})

test('/examinations/ielts in any case answers 308 to /examinations/IELTS, keeping the query', async ({ request }) => {
  for (const [from, to] of [
    ['/examinations/ielts', '/examinations/IELTS'],
    ['/examinations/Ielts?utm_source=flyer', '/examinations/IELTS?utm_source=flyer'],
    ['/examinations/ielts/', '/examinations/IELTS'],
  ]) {
    for (const method of ['get', 'head'] as const) {
      const res = await request[method](from, { maxRedirects: 0 })
      expect(res.status(), `${method} ${from}`).toBe(308)
      expect(res.headers().location).toBe(to)
    }
  }
  const page = await request.get('/examinations/ielts?x=1')
  expect(page.status()).toBe(200)
  expect(page.url()).toMatch(/\/examinations\/IELTS\?x=1$/)
  // The page's own address is served, not redirected.
  expect((await request.get('/examinations/IELTS', { maxRedirects: 0 })).status()).toBe(200)
})

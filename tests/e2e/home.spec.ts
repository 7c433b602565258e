import { expect, test } from '@playwright/test'
import { DESKTOP, PHONE, skipPopup } from '../support/e2e/site'

test.describe('popup', () => {
  test('shows once per session, locks scrolling while open, and closes with the Close button', async ({ page }) => {
    await page.goto('/')
    const popup = page.getByRole('dialog', { name: 'Registrations open' })
    await expect(popup).toBeVisible()
    expect(await page.evaluate(() => sessionStorage.getItem('lyceum-popup-shown'))).toBe('true')
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden')
    await expect(popup.getByRole('link', { name: /Register From Here/ })).toHaveAttribute('target', '_blank')
    await expect(popup.getByRole('link', { name: /Register From Here/ })).toHaveAttribute(
      'href',
      'https://register.example.lk',
    )
    await expect(popup.getByRole('button', { name: 'Close' })).toBeFocused()
    await popup.getByRole('button', { name: 'Close' }).click()
    await expect(popup).toBeHidden()
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden')

    await page.reload()
    await page.waitForLoadState('networkidle')
    await expect(page.getByRole('dialog', { name: 'Registrations open' })).toBeHidden()
  })

  test('Escape closes it and focus stays inside while open', async ({ page }) => {
    await page.goto('/')
    const popup = page.getByRole('dialog', { name: 'Registrations open' })
    await expect(popup).toBeVisible()
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab')
      expect(await popup.evaluate((el) => el.contains(document.activeElement))).toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect(popup).toBeHidden()
  })
})

test.describe('hero slider', () => {
  test('autoplays every 5000 ms and stops for good after the visitor interacts', async ({ page }) => {
    await skipPopup(page)
    await page.clock.install()
    await page.goto('/')
    const slider = page.getByRole('region', { name: 'Highlights' })
    const dots = slider.getByRole('button', { name: /Go to slide/ })
    await expect(dots).toHaveCount(3)
    await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true')
    await page.clock.runFor(4000)
    await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true')
    await page.clock.runFor(1500)
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true')

    await dots.nth(0).click()
    await page.clock.runFor(1000)
    await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true')
    await expect(slider).toHaveAttribute('data-autoplay', 'off')
    await page.clock.runFor(12_000)
    await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true')
  })

  test('has no arrows, a grab cursor, and viewport-wide images with empty alt, the first prioritised', async ({
    page,
  }) => {
    await skipPopup(page)
    await page.goto('/')
    const slider = page.getByRole('region', { name: 'Highlights' })
    await expect(slider.getByRole('button', { name: /next|previous/i })).toHaveCount(0)
    expect(await slider.locator('.cursor-grab').evaluate((el) => getComputedStyle(el).cursor)).toBe('grab')
    const images = slider.locator('img')
    await expect(images).toHaveCount(3)
    for (const img of await images.all()) await expect(img).toHaveAttribute('alt', '')
    await expect(images.first()).toHaveAttribute('fetchpriority', 'high')
    expect(await images.first().evaluate((img) => Math.round(img.getBoundingClientRect().width))).toBe(DESKTOP.width)
  })

  test('fetches the pictures of the slides after the first only once its script has taken it over', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/')).text()
    expect(html.match(/<noscript data-later-picture=""><img [^>]*home-slide-[23]\.jpg/g)).toHaveLength(2)
    expect(html.replace(/<noscript data-later-picture="">.*?<\/noscript>/g, '')).not.toMatch(/home-slide-[23]\.jpg/)

    await skipPopup(page)
    await page.goto('/')
    const slider = page.getByRole('region', { name: 'Highlights' })
    await expect(slider).toHaveAttribute('data-autoplay', 'on')
    await expect(slider.locator('img')).toHaveCount(3)
    const started = (part: string) =>
      page.evaluate(
        (part) =>
          performance.getEntriesByType('resource').find((entry) => entry.name.includes(part))?.startTime ?? null,
        part,
      )
    await expect.poll(() => started('home-slide-2')).not.toBeNull()
    expect(await started('home-slide-2')).toBeGreaterThan((await started('/assets/home-'))!)
  })

  test('does not autoplay for visitors who prefer reduced motion', async ({ page }) => {
    await skipPopup(page)
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.clock.install()
    await page.goto('/')
    const slider = page.getByRole('region', { name: 'Highlights' })
    await page.clock.runFor(11_000)
    await expect(slider.getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute('aria-current', 'true')
  })
})

test.describe('home sections', () => {
  test.beforeEach(async ({ page }) => skipPopup(page))

  test('vision and mission cards reproduce the swap', async ({ page, request }) => {
    const d = await (await request.get('/api/get-website-description')).json()
    await page.goto('/')
    const vision = page.locator('article', { has: page.getByRole('heading', { name: 'Vision', exact: true }) })
    const mission = page.locator('article', { has: page.getByRole('heading', { name: 'Mission', exact: true }) })
    await expect(vision).toContainText('To become the market leader')
    expect(d.mission).toContain('To become the market leader')
    await expect(mission).toContainText('To provide the expertise')
  })

  test('announcement block with an Apply now button, and grouped Download Materials', async ({ page }) => {
    await page.goto('/')
    const block = page.getByRole('region', { name: 'Announcement' })
    // The demo names the series still open on the day it was seeded (src/seed/demo/examSeries.ts).
    await expect(block).toContainText(/registrations close on \d{1,2} [A-Z][a-z]+ \d{4}|entries open on/)
    await expect(block.getByRole('link', { name: 'Apply now' })).toHaveAttribute('href', '/contact-us')
    const downloads = page.getByRole('region', { name: 'Download Materials' })
    await expect(downloads.getByRole('heading', { level: 3 })).toHaveText([
      'Timetables',
      'Registration Forms',
      'Guides',
    ])
    const link = downloads.getByRole('link', { name: 'Guide for parents: how examinations work' })
    const res = await page.request.get((await link.getAttribute('href'))!)
    expect(res.headers()['content-type']).toBe('application/pdf')
  })

  test('group carousel: four centred cards with dots from the medium breakpoint', async ({ page }) => {
    await page.setViewportSize(DESKTOP)
    await page.goto('/')
    const carousel = page.getByTestId('group-carousel')
    await expect(carousel).toBeVisible()
    const slides = carousel.locator('[aria-roledescription="slide"]')
    await expect(slides).toHaveCount(4)
    await expect(carousel.getByRole('button', { name: /Go to slide/ })).toHaveCount(4)
    const academy = carousel.getByRole('group', { name: /Lyceum Academy/ })
    await expect(academy.getByRole('link', { name: /Facebook/ })).toHaveAttribute('target', '_blank')
    await expect(academy.getByRole('link', { name: /Instagram/ })).toBeAttached()
    const img = slides.first().locator('img')
    await expect(img).toHaveAttribute('width', '600')
    await expect(img).toHaveAttribute('height', '350')
    // 200 px of the neighbours shows on each side of the centred slide.
    const slideWidth = await slides.first().evaluate((el) => el.getBoundingClientRect().width)
    const viewWidth = await carousel
      .locator('.overflow-hidden')
      .first()
      .evaluate((el) => el.getBoundingClientRect().width)
    expect(Math.round(viewWidth - slideWidth)).toBe(400)
  })

  for (const width of [800, 1280]) {
    test(`group carousel at ${width} px: picture with title, filling its card, no cut-off words beside`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 })
      await skipPopup(page)
      await page.goto('/')
      const carousel = page.getByTestId('group-carousel')
      await carousel.scrollIntoViewIfNeeded()
      const card = carousel.locator('[data-selected="true"] article')
      const [picture, title, box] = await Promise.all([
        card.locator('img').first().boundingBox(),
        card.getByRole('heading').boundingBox(),
        card.boundingBox(),
      ])
      if (width < 1024) expect(title!.y - (picture!.y + picture!.height)).toBeLessThan(48)
      // Side by side: the picture takes the card's height (less its padding), no band above or below it.
      else expect(picture!.height).toBeGreaterThan(box!.height - 30)
      // The units beside show a faded picture and none of their words.
      await expect
        .poll(() =>
          carousel
            .locator('[data-selected="false"] article h3')
            .evaluateAll((els) => els.map((el) => getComputedStyle(el.parentElement!).opacity)),
        )
        .toEqual(['0', '0', '0'])
    })
  }

  test('the group carousel is hidden on small screens', async ({ page }) => {
    await page.setViewportSize(PHONE)
    await page.goto('/')
    await expect(page.getByTestId('group-carousel')).toBeHidden()
  })
})

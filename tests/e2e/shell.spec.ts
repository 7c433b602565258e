import { expect, test } from '@playwright/test'
import { DESKTOP, PHONE, skipPopup, staffToken } from '../support/e2e/site'

test.beforeEach(async ({ page }) => {
  await skipPopup(page)
})

test.describe('menu on desktop', () => {
  test.use({ viewport: DESKTOP })

  test('lists the menu entries, with the drop-downs filled from the category lists', async ({ page }) => {
    await page.goto('/about-us')
    const nav = page.getByRole('navigation', { name: 'Main' })
    for (const name of ['Home', 'IELTS', 'Blogs', 'Gallery', 'Contact'])
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible()
    await expect(nav.getByRole('button', { name: 'Pearson' })).toBeVisible()
    await expect(nav.getByRole('button', { name: 'Festival of Arts' })).toBeVisible()
    await nav.getByRole('button', { name: 'Festival of Arts' }).hover()
    await expect(nav.getByRole('link', { name: 'Speech and Drama' })).toHaveAttribute(
      'href',
      '/examinations/festival-of-arts/speech-and-drama',
    )
  })

  test('drop-down opens on hover and closes when the pointer leaves', async ({ page }) => {
    await page.goto('/blogs')
    const nav = page.getByRole('navigation', { name: 'Main' })
    const button = nav.getByRole('button', { name: 'Pearson' })
    const entry = nav.getByRole('link', { name: 'PTE (Pearson Test of English)' })
    await expect(entry).toBeHidden()
    await button.hover()
    await expect(entry).toBeVisible()
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await page.mouse.move(5, 700)
    await expect(entry).toBeHidden()
  })

  test('drop-down works by keyboard: Enter opens, arrows move, Escape closes and returns focus', async ({ page }) => {
    await page.goto('/blogs')
    const nav = page.getByRole('navigation', { name: 'Main' })
    const button = nav.getByRole('button', { name: 'Pearson' })
    await button.focus()
    await page.keyboard.press('Enter')
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('ArrowDown')
    await expect(nav.getByRole('link', { name: 'International GCSE (IG) Examinations' })).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(nav.getByRole('link', { name: 'IAS/IAL Examinations' })).toBeFocused()
    await page.keyboard.press('ArrowUp')
    await expect(nav.getByRole('link', { name: 'International GCSE (IG) Examinations' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(button).toBeFocused()
    await page.keyboard.press(' ')
    await expect(button).toHaveAttribute('aria-expanded', 'true')
  })

  test('marks the current route with aria-current and a visible highlight', async ({ page }) => {
    await page.goto('/gallery')
    const current = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Gallery', exact: true })
    await expect(current).toHaveAttribute('aria-current', 'page')
    await expect(current).toHaveClass(/bg-navy/)
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home', exact: true }),
    ).not.toHaveAttribute('aria-current', 'page')
  })

  test('navigating to a new path scrolls to the top', async ({ page }) => {
    await page.goto('/')
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
    await page.getByRole('contentinfo').getByRole('link', { name: 'Blogs & Gallery' }).click()
    await expect(page).toHaveURL(/\/blogs-and-gallery$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })
})

test('without JavaScript the menu still opens: a focused button shows its list', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP })
  const page = await context.newPage()
  await page.goto('/blogs')
  const nav = page.getByRole('navigation', { name: 'Main' })
  const entry = nav.getByRole('link', { name: 'PTE (Pearson Test of English)' })
  await expect(entry).toBeHidden()
  await nav.getByRole('button', { name: 'Pearson' }).focus()
  await expect(entry).toBeVisible()
  await page.keyboard.press('Tab')
  await expect(nav.locator('[data-menu-link]:focus')).toHaveCount(1)
  await expect(entry).toBeVisible()
  await context.close()
})

test.describe('menu on a phone', () => {
  test.use({ viewport: PHONE })

  test('collapses into a toggle with expandable panels for the two sub-lists', async ({ page }) => {
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    const toggle = nav.getByRole('button', { name: 'Open menu' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(nav.getByRole('link', { name: 'Blogs', exact: true })).toBeHidden()
    await toggle.click()
    await expect(nav.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true')
    await expect(nav.getByRole('link', { name: 'Blogs', exact: true })).toBeVisible()
    const pearson = nav.getByRole('button', { name: 'Pearson' })
    await expect(pearson).toHaveAttribute('aria-expanded', 'false')
    await pearson.click()
    await expect(pearson).toHaveAttribute('aria-expanded', 'true')
    await nav.getByRole('link', { name: 'IAS/IAL Examinations' }).click()
    await expect(page).toHaveURL(/\/examinations\/pearson\/ias-ial-examinations$/)
    await expect(nav.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false')
  })
})

test('footer has every section: description, social links, sister sites, Quick Links, contact, copyright', async ({
  page,
  request,
}) => {
  await page.goto('/about-us')
  const footer = page.getByRole('contentinfo')
  await expect(footer).toContainText('27 July 2021')
  for (const name of ['Facebook', 'Instagram', 'LinkedIn', 'YouTube'])
    await expect(footer.getByRole('link', { name })).toHaveAttribute('target', '_blank')
  await expect(footer.getByRole('navigation', { name: 'Lyceum Education Group' }).getByRole('link')).toHaveCount(4)
  const quick = footer.getByRole('navigation', { name: 'Quick Links' })
  await expect(quick.getByRole('link', { name: 'Blogs & Gallery' })).toHaveAttribute('href', '/blogs-and-gallery')
  for (const name of ['Home', 'IELTS', 'Contact']) await expect(quick.getByRole('link', { name })).toBeVisible()
  await expect(footer).toContainText('Pearson student service')
  await expect(footer).toContainText('Festival of Arts & IELTS/PTE')
  // Both lines' numbers as the API lists them, Pearson's first.
  const { phones } = await (await request.get('/api/get-site-settings')).json()
  await expect(footer.locator('a[href^="tel:"]')).toHaveText(phones.map((p: { number: string }) => p.number))
  await expect(footer.getByRole('link', { name: /Colombo/ })).toHaveAttribute('href', /maps/)
  await expect(footer.getByRole('link', { name: 'info@example.lk' })).toHaveAttribute('href', 'mailto:info@example.lk')
  await expect(footer).toContainText('© 2023 Lyceum Assessments')
})

test('announcement banner follows the notification visibility', async ({ page, request }) => {
  await page.goto('/about-us')
  const banner = page.getByTestId('announcement-banner')
  await expect(banner).toContainText(/Registrations for the (January|May\/June) \d{4} Pearson Edexcel examinations/)
  await expect(banner.getByRole('link', { name: /Register now/ })).toHaveAttribute('href', '/contact-us')
  const mainTopWithBanner = await page.locator('#main').evaluate((el) => el.getBoundingClientRect().top)

  const token = await staffToken(request)
  const headers = { Authorization: `JWT ${token}` }
  const [notification] = (await (await request.get('/api/notifications?sort=-updatedAt&limit=1', { headers })).json())
    .docs
  await request.patch(`/api/notifications/${notification.id}`, { headers, data: { visibility: 'hide' } })
  try {
    await page.reload()
    await expect(page.getByTestId('announcement-banner')).toHaveCount(0)
    const mainTop = await page.locator('#main').evaluate((el) => el.getBoundingClientRect().top)
    expect(mainTop).toBeLessThan(mainTopWithBanner)
  } finally {
    await request.patch(`/api/notifications/${notification.id}`, { headers, data: { visibility: 'show' } })
  }
})

test.describe('not found', () => {
  const unknown = [
    '/no-such-page',
    '/a/b/c',
    '/blog/no-such-post',
    '/gallery/no-such-event',
    '/examinations/pearson/no-such-exam',
    '/examinations/no-such-category/ias-ial-examinations',
  ]

  test('every unknown path, slug and category answers 404 with the whole not-found page in its HTML', async ({
    request,
  }) => {
    for (const path of unknown) {
      const res = await request.get(path)
      expect(res.status(), path).toBe(404)
      const html = await res.text()
      expect(html, path).toMatch(/<html lang="en"/)
      expect(html, path).toMatch(/<title>Page not found · Lyceum Assessments<\/title>/)
      expect(html, path).toContain('<meta name="robots" content="noindex"/>')
      expect(html, path).toMatch(/<img[^>]+alt="not found"/)
      expect(html, path).toContain('We couldn’t find that page')
      expect(html, path).toMatch(/<a[^>]+href="\/"[^>]*>Back to home<\/a>/)
      // The site's header and footer, as on every page.
      expect(html, path).toMatch(/<nav aria-label="Main"/)
      expect(html, path).toContain('<footer')
    }
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('the not-found screen shows, with a way home and the menu', async ({ page }) => {
      for (const path of ['/no-such-page', '/blog/no-such-post']) {
        const res = await page.goto(path)
        expect(res?.status(), path).toBe(404)
        await expect(page).toHaveTitle('Page not found · Lyceum Assessments')
        await expect(page.getByRole('img', { name: 'not found' })).toBeVisible()
        await expect(page.getByRole('heading', { level: 1, name: 'We couldn’t find that page' })).toBeVisible()
        await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/')
        await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
      }
    })
  })
})

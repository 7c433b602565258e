import { expect, type APIRequestContext, type Page } from '@playwright/test'

export const PHONE = { width: 375, height: 740 }
export const DESKTOP = { width: 1280, height: 800 }

/** One page of each type the site serves, from the demo content. */
export const PAGE_TYPES: readonly string[] = [
  '/',
  '/about-us',
  '/blogs',
  '/blog/how-to-prepare-for-your-international-gcse-examinations',
  '/gallery',
  '/gallery/ielts-open-day-at-nugegoda',
  '/blogs-and-gallery',
  '/examinations/pearson/ias-ial-examinations',
  '/examinations/IELTS',
  '/examinations/pte-contact',
  '/contact-us',
  '/centre-for-school-excellence',
  '/department-introduction',
]

/** The home popup shows once per session; most tests start as a visitor who has already seen it. */
export async function skipPopup(page: Page) {
  await page.addInitScript(() => {
    try {
      sessionStorage.setItem('lyceum-popup-shown', 'true')
    } catch {
      // about:blank has no storage
    }
  })
}

/**
 * The page fits the window's width (nothing wider than it, so no sideways scrolling) and its main content
 * is shown: what a screenshot of it is taken to show.
 */
export async function expectFitsWidth(page: Page, label: string) {
  await expect(page.getByRole('main'), label).toBeVisible()
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }))
  expect(scrollWidth, `${label}: page width`).toBeLessThanOrEqual(innerWidth)
}

/** A signed-in staff session for changing content through Payload's REST API. */
export async function staffToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/users/login', {
    data: { email: 'admin@example.lk', password: 'e2e-admin-password' },
  })
  expect(res.ok()).toBe(true)
  return (await res.json()).token as string
}

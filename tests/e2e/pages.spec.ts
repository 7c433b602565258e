import { expect, test } from '@playwright/test'
import { expectNoSeriousA11yViolations } from '../support/e2e/a11y'
import { DESKTOP, PAGE_TYPES, PHONE, skipPopup, staffToken } from '../support/e2e/site'

test.beforeEach(async ({ page }) => skipPopup(page))

test('About: header with the company name, CMS descriptions, mission, vision and the values grid', async ({ page }) => {
  await page.goto('/about-us')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Lyceum Assessments')
  await expect(page.getByRole('main')).toContainText('The Lyceum Education Group is one of Sri Lanka’s leading')
  await expect(page.locator('article', { hasText: 'Mission' })).toContainText(
    'To become the market leader in the administration of assessments in the region.',
  )
  await expect(page.locator('article', { hasText: 'Vision' })).toContainText(
    'globally recognised awards and qualifications accessible and affordable',
  )
  const values = page.getByRole('list', { name: 'Our values' }).getByRole('listitem')
  await expect(values).toHaveCount(6)
  await expect(values.first()).toContainText('Integrity')
  expect(
    await values
      .first()
      .locator('div')
      .first()
      .evaluate((el) => getComputedStyle(el).backgroundColor),
  ).toBe('rgb(18, 53, 91)')
})

test('Blogs: a 3-column grid of cards with date, two-line excerpt and Read More', async ({ page }) => {
  await page.setViewportSize(DESKTOP)
  await page.goto('/blogs')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blogs')
  const cards = page.getByRole('main').getByRole('article')
  await expect(cards).toHaveCount(5)
  const tops = await cards.evaluateAll((els) => els.slice(0, 3).map((e) => Math.round(e.getBoundingClientRect().top)))
  expect(new Set(tops).size).toBe(1)
  const first = cards.first()
  await expect(first.locator('time')).toHaveText('2 October 2026')
  const excerpt = first.getByTestId('blog-excerpt')
  expect(await excerpt.evaluate((el) => getComputedStyle(el).webkitLineClamp)).toBe('2')
  expect(await excerpt.innerHTML()).not.toContain('<')
  await expect(first.getByRole('link', { name: /Read More/ })).toHaveAttribute(
    'href',
    '/blog/how-to-prepare-for-your-international-gcse-examinations',
  )
})

test('Blogs on a phone: one column', async ({ page }) => {
  await page.setViewportSize(PHONE)
  await page.goto('/blogs')
  const tops = await page
    .getByRole('main')
    .getByRole('article')
    .evaluateAll((els) => els.slice(0, 2).map((e) => Math.round(e.getBoundingClientRect().top)))
  expect(tops[1]).toBeGreaterThan(tops[0])
})

test('Blog post: header with Blog Post label, author, date, background image and sanitised body', async ({ page }) => {
  await page.goto('/blog/what-a-school-inspection-really-looks-at')
  const header = page.getByRole('banner').last()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('What a School Inspection Really Looks At')
  await expect(page.getByText('Blog Post', { exact: true })).toBeVisible()
  await expect(page.getByRole('main')).toContainText('Posted ByDilan Wickramasinghe')
  await expect(page.getByRole('main')).toContainText('Posted on5 July 2026')
  await expect(page.getByRole('main').locator('img[src*="blog-4-background"]').first()).toBeAttached()
  await expect(page.getByRole('main').getByRole('link', { name: 'Read about our process' })).toHaveAttribute(
    'href',
    '/centre-for-school-excellence',
  )
  expect(header).toBeTruthy()
})

test('Gallery: event cards with View More, detail with hint and new-tab photos', async ({ page }) => {
  await page.goto('/gallery')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gallery')
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(3)
  await page.getByRole('link', { name: /View More: Festival of Arts Prize Giving 2026/ }).click()
  await expect(page).toHaveURL(/\/gallery\/festival-of-arts-prize-giving-2026$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Festival of Arts Prize Giving 2026')
  await expect(page.getByText('Click an image to see a larger preview.')).toBeVisible()
  const photos = page.getByRole('list', { name: /Photos from/ }).getByRole('link')
  await expect(photos).toHaveCount(4)
  for (const link of await photos.all()) {
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', /noopener/)
  }
  await expect(page.getByText('No images available')).toHaveCount(0)
})

test('Gallery without photos says so and shows no hint', async ({ page }) => {
  await page.goto('/gallery/ielts-open-day-at-nugegoda')
  await expect(page.getByText('No images available')).toBeVisible()
  await expect(page.getByText('Click an image to see a larger preview.')).toHaveCount(0)
})

test('Blogs & Gallery and the department introduction', async ({ page }) => {
  await page.goto('/blogs-and-gallery')
  await expect(page.getByRole('heading', { name: 'Latest blogs' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'All blogs' })).toHaveAttribute('href', '/blogs')
  await expect(page.getByRole('link', { name: 'All galleries' })).toHaveAttribute('href', '/gallery')
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(6)
  await page.goto('/department-introduction')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Departments')
  await expect(page.getByRole('main')).toContainText('Centre for School Excellence: independent school inspections.')
})

test('pages are server-rendered: content is in the HTML', async ({ request }) => {
  const checks: [string, string][] = [
    ['/', 'What we do'],
    ['/about-us', 'Integrity'],
    ['/blogs', 'IELTS Academic or General Training'],
    ['/gallery', 'Pearson Edexcel Results Day 2026'],
    ['/blog/pte-academic--a-faster-route-to-studying-abroad', 'Shehani'],
  ]
  for (const [path, text] of checks) expect(await (await request.get(path)).text(), path).toContain(text)
})

test('"Loading..." shows while the next page loads, and back restores the page as it was', async ({ page }) => {
  await page.goto('/about-us')
  // Hold the navigation (Playwright cannot look at a page whose successor is on its way).
  await page.evaluate(() => window.addEventListener('click', (e) => e.preventDefault()))
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Gallery', exact: true }).click()
  await expect(page.getByRole('status')).toHaveText('Loading...')
  await expect(page.getByRole('heading', { level: 1 })).toBeHidden()
  // Coming back to this page from the browser's memory shows it as it was.
  await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })))
  await expect(page.getByRole('status')).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Lyceum Assessments')

  await page.reload()
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Gallery', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gallery')
  await expect(page.getByRole('status')).toHaveCount(0)
  await page.goBack()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Lyceum Assessments')
  await expect(page.getByRole('status')).toHaveCount(0)
})

test.describe('no framework runtime on any page (guards the stripping against Next.js upgrades)', () => {
  // What Next.js 16 writes for its client runtime; server/lightPages.mjs removes all of it. If an
  // upgrade changes that markup, the stripping misses it and these fail.
  const runtimeMarks = [
    /<script[^>]+src="\/_next\//,
    /<link[^>]+as="script"/,
    /<link[^>]+rel="modulepreload"/,
    /self\.__next_[fr]/,
    /TURBOPACK/,
    /__next_error__/,
  ]
  const expectLight = (html: string, what: string) => {
    for (const mark of runtimeMarks) expect(html, `${what}: ${mark}`).not.toMatch(mark)
    // Every script left is the site's own: JSON-LD data, an inline site script, or a bundle from /assets.
    for (const [tag] of html.matchAll(/<script\b[^>]*>/g))
      expect(tag, what).toMatch(
        /^<script(?: type="application\/ld\+json")?>$|^<script src="\/assets\/[\w-]+\.js" defer="">$/,
      )
  }

  test('public pages, the 404, a staff visit and a form’s result page', async ({ request, playwright, baseURL }) => {
    const visitor = await playwright.request.newContext({ baseURL })
    const paths = [...PAGE_TYPES, '/no-such-page', '/blog/no-such-post']
    for (const path of paths) expectLight(await (await visitor.get(path)).text(), path)
    await staffToken(request) // a signed-in staff member bypasses the cache: same page, rendered for them
    for (const path of ['/', '/contact-us']) expectLight(await (await request.get(path)).text(), `staff ${path}`)
    // A form's result after a plain post: rendered for this visitor only, light like the rest.
    const sent = await visitor.post('/api/contact-us', {
      multipart: {
        name: 'Guard Test',
        email: 'guard@example.lk',
        subject: 'Light result page (e2e)',
        message: 'Hello',
      },
      headers: { accept: 'text/html', referer: `${baseURL}/contact-us` },
      maxRedirects: 0,
    })
    expect(sent.status()).toBe(303)
    const result = await visitor.get(sent.headers().location)
    expect(await result.text()).toContain('Your message has been sent. Thank you!')
    expectLight(await result.text(), 'form result')
    await visitor.dispose()
  })

  test('in the browser only the home and form pages load a script, their own', async ({ page }) => {
    const scripts: string[] = []
    const errors: Error[] = []
    page.on('pageerror', (e) => errors.push(e))
    const others: string[] = []
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname)
      else others.push(new URL(r.url()).pathname)
    })
    const visit = async (path: string) => {
      scripts.length = 0
      await page.goto(path)
      await page.waitForLoadState('networkidle')
      return [...scripts]
    }
    for (const path of [
      '/blogs',
      '/about-us',
      '/centre-for-school-excellence',
      '/gallery',
      '/examinations/pearson/international-gcse--ig--examinations',
      '/no-such-page',
    ]) {
      expect(await visit(path), path).toEqual([])
    }
    for (const path of ['/contact-us', '/examinations/IELTS', '/examinations/pte-contact']) {
      expect(await visit(path), path).toEqual([expect.stringMatching(/^\/assets\/forms-[\w-]+\.js$/)])
    }
    expect(await visit('/')).toEqual([expect.stringMatching(/^\/assets\/home-[\w-]+\.js$/)])
    expect(errors).toEqual([])
    // Nor anything for a screen they do not show: the not-found illustration loads on the 404 only.
    expect(others.filter((p) => p === '/not-found.svg')).toHaveLength(1)
  })
})

test('an edit in the CMS shows on the site at once', async ({ page, request }) => {
  const token = await staffToken(request)
  const headers = { Authorization: `JWT ${token}` }
  const { docs } = await (
    await request.get('/api/blogs?where[slug][equals]=five-tips-for-performing-your-best-at-the-festival-of-arts', {
      headers,
    })
  ).json()
  const original = docs[0].title
  await request.patch(`/api/blogs/${docs[0].id}`, { headers, data: { title: 'Edited: festival tips' } })
  try {
    await page.goto('/blogs')
    await expect(page.getByRole('heading', { name: 'Edited: festival tips' })).toBeVisible()
  } finally {
    await request.patch(`/api/blogs/${docs[0].id}`, { headers, data: { title: original } })
  }
})

for (const viewport of [DESKTOP, PHONE]) {
  test(`no serious accessibility violations at ${viewport.width} px`, async ({ page }) => {
    test.setTimeout(90_000) // ten pages, each a full axe run
    await page.setViewportSize(viewport)
    for (const path of [
      '/',
      '/about-us',
      '/blogs',
      '/blog/how-to-prepare-for-your-international-gcse-examinations',
      '/gallery',
      '/gallery/festival-of-arts-prize-giving-2026',
      '/gallery/ielts-open-day-at-nugegoda',
      '/blogs-and-gallery',
      '/department-introduction',
      '/no-such-page',
    ]) {
      await page.goto(path)
      await expectNoSeriousA11yViolations(page, `${path} at ${viewport.width} px`)
    }
  })
}

test('the popup itself has no serious accessibility violations', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL })
  const page = await context.newPage()
  await page.goto('/')
  await expect(page.getByRole('dialog')).toBeVisible()
  await expectNoSeriousA11yViolations(page, 'home popup')
  await context.close()
})

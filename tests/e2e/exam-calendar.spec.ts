import { expect, test, type Page } from '@playwright/test'
import { expectNoSeriousA11yViolations } from '../support/e2e/a11y'
import { DESKTOP, expectFitsWidth, PHONE, skipPopup, staffToken } from '../support/e2e/site'
import { WHOLE_PAGE } from '../../scripts/lib/chromium.mjs'

// The exam calendar (/exam-calendar) and each exam's "Upcoming dates and fees", on the demo series
// (dated from the day the server seeded them).

const IGCSE = 'international-gcse--ig--examinations'
const IGCSE_PAGE = `/examinations/pearson/${IGCSE}`
const DAY = /^\d{4}-\d{2}-\d{2}$/

const jsonLd = async (page: Page) =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).flatMap((text) => {
    const data = JSON.parse(text) as Record<string, unknown>
    return (data['@graph'] as Record<string, unknown>[] | undefined) ?? [data]
  })

function expectEvent(event: Record<string, unknown>) {
  expect(event).toMatchObject({
    '@type': 'Event',
    name: expect.any(String),
    startDate: expect.stringMatching(DAY),
    endDate: expect.stringMatching(DAY),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: 'Lyceum Assessments',
      address: { '@type': 'PostalAddress', streetAddress: expect.stringContaining('Colombo'), addressCountry: 'LK' },
    },
    organizer: { '@type': 'Organization', name: 'Lyceum Assessments', url: expect.stringMatching(/^http/) },
  })
  expect(String(event.endDate) >= String(event.startDate)).toBe(true)
}

test.describe('the calendar page', () => {
  test('groups the upcoming dates by month and highlights the next deadline with the days left', async ({ page }) => {
    await page.goto('/exam-calendar')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Exam dates, deadlines and fees')
    const months = await page
      .locator('[data-month]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-month')!))
    expect(months.length).toBeGreaterThanOrEqual(3)
    expect([...months].sort()).toEqual(months)
    expect(new Set(months).size).toBe(months.length)
    for (const key of months.slice(0, 2)) {
      const label = new Date(`${key}-01T00:00:00Z`).toLocaleString('en-GB', {
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      })
      await expect(page.locator(`[data-month="${key}"] h3`).first()).toHaveText(label)
    }
    const next = page.locator('[data-calendar-date]', { hasText: 'Next deadline' })
    await expect(next).toHaveCount(1)
    await expect(next).toContainText(/Closes (today|tomorrow|in \d+ days)/)
    await expect(next).toContainText(/(Entry|Test) fee LKR [\d,]+/)
    const google = next.getByRole('link', { name: /^Add to calendar: .+\(Google Calendar\)$/ })
    await expect(google).toHaveAttribute('href', /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE&/)
    await expect(google).toHaveAttribute('rel', 'noopener noreferrer')
    // A May/June registration deadline reads with its series and fee at a glance.
    await expect(
      page.locator(`[data-calendar-date="${IGCSE}:deadline"]`, { hasText: /May\/June \d{4}: Standard entry deadline/ }),
    ).toContainText('Entry fee LKR 38,500 per subject')
    const subscribe = page.getByRole('link', { name: 'Subscribe', exact: true })
    await expect(subscribe).toHaveAttribute('href', /^webcal:\/\/localhost:\d+\/exam-calendar\.ics$/)
    await expect(page.getByRole('link', { name: 'Download .ics' })).toHaveAttribute('href', '/exam-calendar.ics')
    await expectNoSeriousA11yViolations(page, '/exam-calendar')
  })

  test('filters by exam with plain links, without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/exam-calendar')
    const filter = page.getByRole('navigation', { name: 'Filter by exam' })
    await expect(filter.getByRole('link', { name: 'All exams' })).toHaveAttribute('aria-current', 'page')
    await filter.getByRole('link', { name: 'IELTS', exact: true }).click()
    await expect(page).toHaveURL(/\/exam-calendar\?exam=ielts$/)
    await expect(filter.getByRole('link', { name: 'IELTS', exact: true })).toHaveAttribute('aria-current', 'page')
    await expect(filter.getByRole('link', { name: 'All exams' })).not.toHaveAttribute('aria-current', 'page')
    const exams = await page
      .locator('[data-calendar-date]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-calendar-date')!.split(':')[0]))
    expect(exams.length).toBeGreaterThan(3)
    expect(new Set(exams)).toEqual(new Set(['ielts']))
    await expect(page.getByRole('link', { name: /Subscribe to IELTS dates/ })).toHaveAttribute(
      'href',
      /\/exam-calendar\/ielts\.ics$/,
    )
    await filter.getByRole('link', { name: 'All exams' }).click()
    await expect(page).toHaveURL(/\/exam-calendar$/)
    await context.close()
  })

  test('an unknown exam is a 404 page, never an error', async ({ request }) => {
    for (const query of ['?exam=no-such-exam', '?exam=%3Cx%3E', '?exam=IELTS'])
      expect((await request.get(`/exam-calendar${query}`)).status(), query).toBe(404)
  })

  test('hides a date that has passed and keeps the series’ later dates', async ({ page, request }) => {
    const headers = { Authorization: `JWT ${await staffToken(request)}` }
    const exam = (await (await request.get(`/api/exams?where[slug][equals]=${IGCSE}&depth=0`, { headers })).json())
      .docs[0]
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
    const created = await request.post('/api/exam-series', {
      headers,
      data: {
        test: 'exam',
        exam: exam.id,
        name: 'Past deadline e2e',
        standardDeadline: `${day(-3)}T12:00:00.000+05:30`,
        examWindow: { firstPaper: `${day(20)}T12:00:00.000+05:30`, lastPaper: `${day(24)}T12:00:00.000+05:30` },
        _status: 'published',
      },
    })
    expect(created.status()).toBe(201)
    const id = (await created.json()).doc.id
    try {
      await page.goto(`/exam-calendar?exam=${IGCSE}`)
      const rows = page.locator('[data-calendar-date]', { hasText: 'Past deadline e2e' })
      await expect(rows).toHaveCount(1)
      await expect(rows).toContainText('Past deadline e2e: Exams')
    } finally {
      expect((await request.delete(`/api/exam-series/${id}`, { headers })).ok()).toBe(true)
    }
  })

  test('describes each sitting as a schema.org Event at the company’s address, and is in the sitemap', async ({
    page,
    request,
  }) => {
    await page.goto('/exam-calendar')
    const events = (await jsonLd(page)).filter((d) => d['@type'] === 'Event')
    expect(events.length).toBeGreaterThanOrEqual(10)
    for (const event of events) expectEvent(event)
    const crumbs = (await jsonLd(page)).find((d) => d['@type'] === 'BreadcrumbList')
    expect(JSON.stringify(crumbs)).toContain('/exam-calendar')
    expect(await (await request.get('/sitemap.xml')).text()).toContain('/exam-calendar</loc>')
  })
})

test.describe('an exam page’s dates and fees', () => {
  test('shows the series with states, late surcharges, fees and links, between the page and its downloads', async ({
    page,
  }) => {
    await page.goto(IGCSE_PAGE)
    const block = page.locator('#dates-and-fees')
    await expect(block.getByRole('heading', { level: 2 })).toHaveText('Upcoming dates and entry fees')
    // The series a candidate can enter next is unfolded, with its key dates.
    const open = block.locator('details[open][data-series]')
    await expect(open).toHaveCount(1)
    await expect(open.getByRole('list', { name: /^(January|May\/June) \d{4}: key dates$/ })).toBeVisible()
    await expect(open.locator('[data-series-event="late-deadline"]')).toHaveCount(2)
    await expect(open.locator('[data-series-event="late-deadline"]').last()).toContainText(
      'entry fee LKR 38,500 per subject + LKR 19,000 late surcharge',
    )
    await expect(open.locator('[data-stage-state="open"], [data-stage-state="closing-soon"]').first()).toContainText(
      /Open|Closes/,
    )
    await expect(block).toContainText('International GCSE, per subject')
    await expect(block).toContainText('LKR 38,500')
    await expect(block).toContainText(/Last checked on \d{1,2} \w+ \d{4}/)
    await expect(block.getByRole('link', { name: /dates on the exam calendar/ })).toHaveAttribute(
      'href',
      `/exam-calendar?exam=${IGCSE}`,
    )
    await expect(block.getByRole('link', { name: 'Download .ics' })).toHaveAttribute(
      'href',
      `/exam-calendar/${IGCSE}.ics`,
    )
    // Its own band right after the exam's white block, then the practical information, then the downloads.
    expect(await block.evaluate((el) => el.previousElementSibling?.className ?? '')).toContain('bg-white py-14')
    expect(await block.evaluate((el) => el.nextElementSibling?.id)).toBe('practical-information')
    expect(await block.evaluate((el) => el.nextElementSibling?.nextElementSibling?.id)).toBe('downloads')

    const data = await jsonLd(page)
    for (const event of data.filter((d) => d['@type'] === 'Event')) expectEvent(event)
    const course = data.find((d) => d['@type'] === 'Course')!
    expect(course).toMatchObject({
      name: 'International GCSE (IG) Examinations',
      provider: { '@type': 'Organization' },
    })
    const offers = course.offers as Record<string, unknown>[]
    expect(offers).toContainEqual({
      '@type': 'Offer',
      name: 'International GCSE, per subject',
      category: 'International GCSE, per subject',
      price: 38500,
      priceCurrency: 'LKR',
      validThrough: expect.stringMatching(DAY),
    })
  })

  test('the IELTS page shows its next test day, and its Course offers the test fees', async ({ page }) => {
    await page.goto('/examinations/IELTS')
    const block = page.locator('#dates-and-fees')
    await expect(block.getByRole('list', { name: /^Test on \d{1,2} \w+ \d{4}: key dates$/ }).first()).toBeVisible()
    await expect(block).toContainText('IELTS Academic or General Training, per test')
    // Later test days follow in date order, folded.
    expect(await block.locator('details[data-series]:not([open])').count()).toBeGreaterThan(0)
    const course = (await jsonLd(page)).find((d) => d['@type'] === 'Course')!
    expect(course.offers).toContainEqual(expect.objectContaining({ price: 80750, priceCurrency: 'LKR' }))
  })

  test('an exam without dates says how to get them', async ({ page }) => {
    await page.goto('/examinations/pearson/pearson-btec-international')
    const block = page.locator('#dates-and-fees[data-no-dates], #dates-and-fees:has([data-no-dates])')
    await expect(block.getByRole('heading', { level: 2 })).toHaveText(
      'Pearson BTEC International: how to get the dates',
    )
    await expect(block.getByRole('link', { name: 'Ask our team for the dates' })).toHaveAttribute('href', '/contact-us')
    await expect(block.getByRole('link', { name: 'Download .ics' })).toBeVisible()
  })
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } })

  test('two taps from home: the next IELTS test day and the May/June deadline with its fee', async ({ page }) => {
    await skipPopup(page)
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await nav.getByRole('button', { name: 'Open menu' }).click()
    await nav.getByRole('link', { name: 'Exam dates', exact: true }).click()
    await expect(page).toHaveURL(/\/exam-calendar$/)
    const ielts = page.locator('[data-next-dates="ielts"]')
    await expect(ielts).toContainText(/Next test day\s*\d{1,2} \w+ \d{4}/)
    const igcse = page.locator(`[data-next-dates="${IGCSE}"]`)
    await expect(igcse).toContainText(/May\/June \d{4}: standard entry deadline/)
    await expect(igcse).toContainText('LKR 38,500 per subject')
    await expect(igcse).toContainText(/Closes (today|tomorrow|in \d+ days)/)
    // Both near the top: within the first three screens.
    for (const card of [ielts, igcse]) expect((await card.boundingBox())!.y).toBeLessThan(3 * 812)
  })
})

test.describe('layout', () => {
  for (const [name, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    test(`the calendar and the exam block fit the width, ${name} (with screenshots)`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await skipPopup(page)
      await page.goto('/exam-calendar')
      await expectFitsWidth(page, `calendar, ${name}`)
      await page.screenshot({ path: `test-results/screenshots/exam-calendar-${name}.png`, ...WHOLE_PAGE })
      await page.goto(IGCSE_PAGE)
      await expectFitsWidth(page, `IGCSE page, ${name}`)
      await expect(page.locator('#dates-and-fees')).toBeVisible()
      // A full-page shot cut to the block, so the sticky header stays at the top and off the block.
      const box = (await page.locator('#dates-and-fees').boundingBox())!
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width)
      const scroll = await page.evaluate(() => window.scrollY)
      await page.screenshot({
        path: `test-results/screenshots/exam-dates-block-${name}.png`,
        ...WHOLE_PAGE,
        clip: { ...box, y: box.y + scroll },
      })
    })
  }
})

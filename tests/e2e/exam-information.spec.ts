import { expect, test } from '@playwright/test'
import { expectFitsWidth, PHONE, skipPopup } from '../support/e2e/site'
import { WHOLE_PAGE } from '../../scripts/lib/chromium.mjs'

// Exam information that cannot be read wrongly (decision 045), on the demo content: stages read by
// their state (nothing struck through), series in date order, fees named, the feed's words the page's,
// paged lists that end, and every exam with dates or a way to get them.

const IGCSE_PAGE = '/examinations/pearson/international-gcse--ig--examinations'
/** What a folded series' summary says about where it stands. */
const SERIES_SUMMARY =
  /(Entries|Registration) (open|opens|closed|closing soon)|Late entries|Exams under way|Results (on|out)|Test day today/

const SERIES_STATES = [
  'opens-soon',
  'open',
  'closing-soon',
  'closed',
  'exams-under-way',
  'awaiting-results',
  'results-out',
]

test.describe('an exam page’s dates', () => {
  test('every upcoming series in date order, each with its state; no stage struck through or "Passed"', async ({
    page,
  }) => {
    await page.goto(IGCSE_PAGE)
    const block = page.locator('#dates-and-fees')
    const series = block.locator('details[data-series]')
    expect(await series.count()).toBeGreaterThanOrEqual(2)
    const days = await series.evaluateAll((els) => els.map((el) => el.getAttribute('data-first-paper')!))
    expect(days).toEqual([...days].sort())
    for (const state of await series.evaluateAll((els) => els.map((el) => el.getAttribute('data-series-state')!)))
      expect(SERIES_STATES).toContain(state)
    await expect(block.locator('.line-through')).toHaveCount(0)
    await expect(block).not.toContainText('Passed')
    // Each folded series says where it stands in words.
    for (const summary of await series.locator('summary').allInnerTexts()) expect(summary).toMatch(SERIES_SUMMARY)
  })

  test('an opening that has begun reads as open, until entries close', async ({ page }) => {
    await page.goto(IGCSE_PAGE)
    const opened = page.locator('#dates-and-fees [data-series-event="entries-open"][data-stage-state="open"]')
    const count = await opened.count()
    for (let i = 0; i < count; i++) {
      await expect(opened.nth(i)).toContainText(/Entries open since \d{1,2} \w+/)
      await expect(opened.nth(i)).toContainText('Open')
    }
    for (const closed of await page
      .locator('#dates-and-fees [data-series-event="entries-open"][data-stage-state="closed"]')
      .all())
      await expect(closed).toContainText('Entries closed')
  })

  test('the IELTS page names course fees and test fees apart', async ({ page }) => {
    await page.goto('/examinations/IELTS')
    const chart = page.locator('#course-structure')
    await expect(chart).toContainText('course fee')
    await expect(chart).toContainText('the IELTS test fee is separate')
    const dates = page.locator('#dates-and-fees')
    await expect(dates.getByRole('heading', { level: 2 })).toHaveText('Upcoming dates and test fees')
    await expect(dates.getByRole('heading', { name: /^Test fees, / })).toBeVisible()
    await expect(dates).toContainText('not part of our course fees')
    await expect(dates.locator('[data-series-event="deadline"]').first()).toContainText('test fee LKR 80,750 per test')
  })

  test('the page and the feed name the stages alike', async ({ page, request }) => {
    await page.goto('/examinations/IELTS')
    const dates = page.locator('#dates-and-fees details[open]')
    await expect(dates.locator('[data-series-event="deadline"]')).toContainText('Registration deadline')
    await expect(dates.locator('[data-series-event="exams"]')).toContainText('Test day')
    const feed = (await (await request.get('/exam-calendar/ielts.ics')).text()).replace(/\r\n /g, '')
    const summaries = [...feed.matchAll(/^SUMMARY:(.+)$/gm)].map((m) => m[1].trim())
    expect(summaries.length).toBeGreaterThan(0)
    for (const summary of summaries) expect(summary).toMatch(/: (Registration deadline|Test day|Results day)$/)
    const api = await (await request.get('/api/get-exam-calendar?exam=ielts')).json()
    expect(new Set(api.flatMap((s: { events: { title: string }[] }) => s.events.map((e) => e.title)))).toEqual(
      new Set(['Registration deadline', 'Test day', 'Results day']),
    )
  })

  test('every exam has dates or says how to get them', async ({ page }) => {
    for (const path of [
      '/examinations/festival-of-arts/speech-and-drama',
      '/examinations/festival-of-arts/music-performance',
      '/examinations/festival-of-arts/art-and-design',
      '/examinations/pearson/pearson-english-international-certificate',
    ]) {
      await page.goto(path)
      expect(await page.locator('#dates-and-fees details[data-series]').count(), path).toBeGreaterThan(0)
    }
    await page.goto('/examinations/pearson/pearson-btec-international')
    await expect(page.locator('#dates-and-fees')).toContainText('our team gives you the next dates')
  })
})

test.describe('paged lists end', () => {
  test('a page past the last is a 404; "No posts yet" only when there are none', async ({ page, request }) => {
    for (const path of ['/blogs?page=2', '/blogs?page=99', '/gallery?page=99'])
      expect((await request.get(path)).status(), path).toBe(404)
    await page.goto('/blogs')
    await expect(page.getByText('No posts yet')).toHaveCount(0)
    expect((await request.get('/blogs?page=1')).status()).toBe(200)
  })

  test('the calendar API answers an empty or repeated ?exam= with 400, cached or not', async ({ request }) => {
    for (let i = 0; i < 2; i++) {
      const empty = await request.get('/api/get-exam-calendar?exam=')
      expect(empty.status()).toBe(400)
      expect((await empty.json()).message).toContain('Give an exam slug')
      expect((await request.get('/api/get-exam-calendar?exam=ielts&exam=ielts')).status()).toBe(400)
    }
    expect((await request.get('/api/get-exam-calendar')).status()).toBe(200)
  })
})

test.describe('on a phone', () => {
  test('the IGCSE dates block fits the width (with a screenshot)', async ({ page }) => {
    await page.setViewportSize(PHONE)
    await skipPopup(page)
    await page.goto(IGCSE_PAGE)
    await expectFitsWidth(page, 'IGCSE page at 375 px')
    await expect(page.locator('#dates-and-fees')).toBeVisible()
    const box = (await page.locator('#dates-and-fees').boundingBox())!
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width)
    const scroll = await page.evaluate(() => window.scrollY)
    await page.screenshot({
      path: 'test-results/screenshots/exam-dates-block-after-phone.png',
      ...WHOLE_PAGE,
      clip: { ...box, y: box.y + scroll },
    })
  })
})

import { expect, test, type Page } from '@playwright/test'
import { expectNoSeriousA11yViolations, scrollThrough } from '../support/e2e/a11y'

// The IELTS course page and the Centre for School Excellence page, on the demo content.

// The IELTS course table of the demo content (spec §9, src/seed/demo/globals.ts): rows × Group / Individual / Crash.
const COURSE_STRUCTURE: [string, string, string, string][] = [
  ['Price (LKR)', '20,000', '32,000', '16,000'],
  ['Sessions', '10', '5', '3'],
  ['Class length', '2 hrs each', '2 hrs each', '2 hrs each'],
  ['Students per class', '5-10', '1', '1'],
  ['Mode', 'online', 'online', 'online'],
  ['Intake', 'Nov / Feb / Jun', 'when required', 'when required'],
  ['Included', 'study pack and mock exam', 'study pack and mock exam', 'study pack and mock exam'],
  ['Recommended for', 'Students', 'Students and Adults', 'Students and Adults'],
  ['Exam type', 'Academic', 'Academic or General', 'Academic or General'],
]

const PILLARS = [
  'Standards Excellence',
  'Quality Assurance',
  'Effective Lesson Delivery',
  'Student Engagement',
  'Overall Academic Standard',
  'School Leadership Standard',
  'Policy Compliance',
  'Child Protection Health & Safety',
]

const STEPS = [
  'Pre-Inspection Planning',
  'In-School Evaluation',
  'Stakeholder Interviews & Lesson Observations',
  'Evidence-Based Reporting',
  'Post-Inspection Feedback & Recommendations',
  'Follow-Up Monitoring & Support',
]

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
const exact = (s: string) => new RegExp(`^${escape(s)}$`)

test.describe('IELTS course page', () => {
  test('has the Why Choose, What is IELTS, course chart and enquiry sections', async ({ page }) => {
    const res = await page.goto('/examinations/IELTS')
    expect(res?.status()).toBe(200)
    await expect(page).toHaveTitle(/^IELTS Preparation Classes/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('IELTS Preparation Course')
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      /^Why Choose /,
      'What is IELTS?',
      'Course Structure Chart',
      // The demo's open class intakes, each with "Book a seat" (tests/e2e/entries.spec.ts).
      'Next IELTS preparation classes',
      'Upcoming dates and test fees',
      'Before and after the exam',
      'Contact Regarding the Course',
    ])

    const why = page.getByRole('region', { name: /^Why Choose/ })
    for (const text of [
      'Flexible options',
      'Individual classes',
      'Group classes',
      'Crash course',
      'Expert trainers',
      'Personalised guidance',
      'Online classes',
    ]) {
      await expect(why.getByText(text, { exact: true })).toBeVisible()
    }
    await expect(why).toContainText('exam registration assistance')

    const what = page.getByRole('region', { name: 'What is IELTS?' })
    await expect(what).toContainText('recognised by over 11,000 organisations')
    for (const use of ['Study abroad', 'Migration', 'Work overseas', 'Professional licences']) {
      await expect(what.getByText(use, { exact: true })).toBeVisible()
    }

    const enquiry = page.getByRole('region', { name: 'Contact Regarding the Course' })
    await expect(enquiry.getByRole('heading', { level: 2, name: 'Contact Regarding the Course' })).toBeVisible()
  })

  test('the Course Structure Chart is a real table with every value of the IELTS course table', async ({ page }) => {
    await page.goto('/examinations/IELTS')
    const table = page.getByRole('table', { name: /course structure chart/i })
    await expect(table.locator('caption')).toHaveCount(1)
    await expect(table.locator('thead th[scope="col"]')).toHaveText(['Course feature', 'Group', 'Individual', 'Crash'])
    await expect(table.locator('tbody tr')).toHaveCount(COURSE_STRUCTURE.length)
    for (const [i, [feature, group, individual, crash]] of COURSE_STRUCTURE.entries()) {
      const row = table.locator('tbody tr').nth(i)
      await expect(row.locator('th[scope="row"]')).toHaveText(feature)
      await expect(row.locator('td')).toHaveText([exact(group), exact(individual), exact(crash)])
    }
    // Every data cell is labelled by its row and column headers.
    await expect(table.getByRole('rowheader')).toHaveCount(9)
    await expect(table.getByRole('columnheader')).toHaveCount(4)
  })

  test('on a 375 px phone the chart scrolls sideways in a focusable region and nothing is clipped', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    await page.goto('/examinations/IELTS')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    const scroller = page.getByTestId('course-structure-scroller')
    await expect(scroller).toHaveRole('region')
    await expect(scroller).toHaveAccessibleName(/course structure chart/i)
    await expect(page.getByText('Scroll sideways to compare all three classes.')).toBeVisible()
    await expect(scroller).toHaveAttribute('tabindex', '0')
    const { scrollWidth, clientWidth } = await scroller.evaluate((el) => ({
      scrollWidth: el.scrollWidth,
      clientWidth: el.clientWidth,
    }))
    expect(scrollWidth).toBeGreaterThan(clientWidth)

    // Keyboard users can scroll it, and the last column then comes fully into view.
    await scroller.focus()
    await page.keyboard.press('End')
    await scroller.evaluate((el) => el.scrollTo({ left: el.scrollWidth }))
    const lastCell = page.getByRole('table').locator('tbody tr').last().locator('td').last()
    await expect(lastCell).toHaveText('Academic or General')
    const box = await lastCell.boundingBox()
    const frame = await scroller.boundingBox()
    expect(box!.x + box!.width).toBeLessThanOrEqual(frame!.x + frame!.width + 1)
    expect(box!.x).toBeGreaterThanOrEqual(frame!.x)
    // The feature names stay pinned and readable while scrolled.
    const rowHeader = page.getByRole('rowheader', { name: 'Exam type' })
    const headerBox = await rowHeader.boundingBox()
    expect(headerBox!.x).toBeGreaterThanOrEqual(frame!.x - 1)
  })

  test('has no serious axe violations at 1280 px and 375 px', async ({ page }) => {
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 })
      await page.goto('/examinations/IELTS')
      await expectNoSeriousA11yViolations(page, `IELTS at ${width}px`)
    }
  })
})

test.describe('Centre for School Excellence', () => {
  const pillarCards = (page: Page) => page.getByRole('region', { name: 'What We Do' }).getByTestId('pillar')

  test('shows About the Centre, the eight pillars, five reasons, six steps in order', async ({ page }) => {
    const res = await page.goto('/centre-for-school-excellence')
    expect(res?.status()).toBe(200)
    await expect(page).toHaveTitle(/^Centre for School Excellence/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Centre for School Excellence')
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      'About the Centre',
      'What We Do',
      'Why Choose the Centre',
      'Our Process',
      'Partner With Us',
    ])

    await expect(pillarCards(page).getByRole('heading', { level: 3 })).toHaveText(PILLARS)

    const reasons = page.getByRole('region', { name: 'Why Choose the Centre' }).getByRole('listitem')
    await expect(reasons.getByRole('heading', { level: 3 })).toHaveText([
      /^Independent,? impartial evaluations$/i,
      /^Customised feedback and improvement road-maps$/i,
      /^Actionable insights grounded in best practice$/i,
      /^Support for sustainable growth$/i,
      /^Empowerment,? not just evaluation$/i,
    ])

    const process = page.getByRole('region', { name: 'Our Process' })
    const steps = process.locator('ol > li')
    await expect(steps).toHaveCount(6)
    await expect(steps.getByRole('heading', { level: 3 })).toHaveText(
      STEPS.map((s, i) => new RegExp(`^Step ${i + 1}: ${escape(s)}$`)),
    )
  })

  test('Partner With Us links call, visit and e-mail from the site settings', async ({ page, request }) => {
    const settings = await (await request.get('/api/get-site-settings')).json()
    await page.goto('/centre-for-school-excellence')
    const partner = page.getByRole('region', { name: 'Partner With Us' })
    const tel = `tel:${settings.phones[0].number.replace(/[^\d+]/g, '')}`
    expect(tel).toMatch(/^tel:\+\d{6,}$/)
    await expect(partner.getByRole('link', { name: /call us/i })).toHaveAttribute('href', tel)
    await expect(partner.getByRole('link', { name: /call us/i })).toContainText(settings.phones[0].number)
    const website = partner.getByRole('link', { name: /visit our website/i })
    await expect(website).toHaveAttribute('href', settings.website)
    await expect(website).toHaveAttribute('target', '_blank')
    await expect(website).toHaveAttribute('rel', /noopener/)
    await expect(partner.getByRole('link', { name: /e-mail us/i })).toHaveAttribute('href', `mailto:${settings.email}`)
  })

  test('the pillar cards fade in as they scroll into view (threshold 0.3)', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/centre-for-school-excellence')
    await expect(page.getByRole('region', { name: 'What We Do' }).locator('ul[data-reveal-ready]')).toHaveCount(1)
    const cards = pillarCards(page)
    await expect(cards).toHaveCount(8)
    for (let i = 0; i < 8; i++) await expect(cards.nth(i)).toHaveCSS('opacity', '0')

    // A sliver of the first card (10 %) on screen is below the threshold: still hidden.
    const first = cards.first()
    await first.evaluate((el) => {
      const rect = el.getBoundingClientRect()
      window.scrollBy(0, rect.top - window.innerHeight + rect.height * 0.1)
    })
    await page.waitForTimeout(400)
    await expect(first).toHaveCSS('opacity', '0')

    // Once in view they fade in and stay visible.
    for (let i = 0; i < 8; i++) {
      await cards.nth(i).scrollIntoViewIfNeeded()
      await expect(cards.nth(i)).toHaveCSS('opacity', '1')
      await expect(cards.nth(i)).toHaveAttribute('data-reveal', 'shown')
    }
  })

  test('with reduced motion every pillar is visible at once, without scrolling', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce', viewport: { width: 1280, height: 800 } })
    const page = await context.newPage()
    await page.goto('/centre-for-school-excellence')
    await expect(page.locator('ul[data-reveal-ready]')).toHaveCount(1)
    const cards = pillarCards(page)
    for (let i = 0; i < 8; i++) await expect(cards.nth(i)).toHaveCSS('opacity', '1')
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    await context.close()
  })

  test('without JavaScript every pillar is visible', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } })
    const page = await context.newPage()
    await page.goto('/centre-for-school-excellence')
    const cards = pillarCards(page)
    await expect(cards).toHaveCount(8)
    for (let i = 0; i < 8; i++) await expect(cards.nth(i)).toHaveCSS('opacity', '1')
    await context.close()
  })

  test('has no serious axe violations at 1280 px and 375 px', async ({ page }) => {
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 })
      await page.goto('/centre-for-school-excellence')
      await expect(page.locator('ul[data-reveal-ready]')).toHaveCount(1)
      // Reveal every pillar the way a reader does, so axe checks the cards as they are seen.
      const cards = pillarCards(page)
      for (let i = 0; i < 8; i++) {
        await cards.nth(i).scrollIntoViewIfNeeded()
        await expect(cards.nth(i)).toHaveCSS('opacity', '1')
      }
      await scrollThrough(page)
      await expectNoSeriousA11yViolations(page, `centre at ${width}px`)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    }
  })
})

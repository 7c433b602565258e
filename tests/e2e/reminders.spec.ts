import path from 'node:path'
import { createClient } from '@libsql/client'
import { expect, test, type Page } from '@playwright/test'
import { expectNoSeriousA11yViolations } from '../support/e2e/a11y'
import { DESKTOP, expectFitsWidth, PHONE } from '../support/e2e/site'
import { WHOLE_PAGE } from '../../scripts/lib/chromium.mjs'

// The practical information and "Remind me" as a visitor without JavaScript meets them, on the
// production build: the sign-up, the confirmation page the e-mail links to, stopping, and the pages'
// accessibility. The confirmation e-mail's token is read from the server's database (SMTP is not
// set here, so the e-mail itself is logged; tests/int/reminders-sign-up.test.ts reads it from a sink).

const IELTS = '/examinations/IELTS'
const IGCSE = '/examinations/pearson/international-gcse--ig--examinations'
const SHOTS = 'test-results/screenshots'

/** The token of the address's subscription, from the SQLite file of the server this spec runs against. */
async function tokenOf(baseURL: string, email: string): Promise<string> {
  const dir = process.env[`E2E_DATA_DIR_${new URL(baseURL).port}`]
  const db = createClient({ url: `file:${path.join(dir!, 'lyceum.db')}` })
  try {
    for (let i = 0; i < 50; i++) {
      const { rows } = await db.execute({
        sql: 'select token from reminder_subscriptions where email = ?',
        args: [email],
      })
      if (rows[0]) return String(rows[0].token)
      await new Promise((r) => setTimeout(r, 100))
    }
    throw new Error(`no subscription for ${email}`)
  } finally {
    db.close()
  }
}

/** A full-page shot cut to one section, so the sticky header stays off it. */
async function shotOf(page: Page, selector: string, file: string) {
  await page.evaluate(() => window.scrollTo(0, 0))
  const box = (await page.locator(selector).boundingBox())!
  const scroll = await page.evaluate(() => window.scrollY)
  await page.screenshot({ path: `${SHOTS}/${file}`, ...WHOLE_PAGE, clip: { ...box, y: box.y + scroll } })
}

test.describe('practical information', () => {
  test('IELTS and a Pearson exam show venues and the four disclosures, server-rendered, no JavaScript', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE })
    const page = await context.newPage()
    for (const [url, venue] of [
      [IELTS, 'Lyceum Hall, Kandy'],
      [IGCSE, 'Lyceum Assessments, Colombo 03'],
    ] as const) {
      await page.goto(url)
      const section = page.locator('#practical-information')
      await expect(section.getByRole('heading', { level: 2, name: 'Before and after the exam' })).toBeVisible()
      await expect(section.getByText(venue, { exact: true })).toBeVisible()
      await expect(section.getByRole('link', { name: /Open in maps/ }).first()).toHaveAttribute('href', /^https:\/\//)
      // The exam day is open; the others open on a tap, with no script.
      await expect(section.getByText('Identity documents')).toBeVisible()
      const refunds = section.locator('details', { hasText: 'Refunds, transfers and withdrawals' })
      await expect(refunds.getByText('Transfers', { exact: true })).toBeHidden()
      await refunds.locator('summary').click()
      await expect(refunds.getByText('Transfers', { exact: true })).toBeVisible()
    }
    await page.goto(IELTS)
    await page.locator('#practical-information details summary').nth(2).click()
    await shotOf(page, '#practical-information', 'practical-information-phone.png')
    await context.close()
  })

  test('office hours on the contact page', async ({ page }) => {
    await page.goto('/contact-us')
    const hours = page.locator('#office-hours')
    await expect(hours.getByRole('heading', { name: 'Office hours' })).toBeVisible()
    await expect(hours.getByText('Monday to Friday')).toBeVisible()
  })

  test('no serious accessibility violations in the section', async ({ page }) => {
    await page.setViewportSize(PHONE)
    await page.goto(IGCSE)
    await expectNoSeriousA11yViolations(page, 'practical information and remind me')
  })
})

test.describe('remind me', () => {
  test('without JavaScript: ask on the exam page, confirm on the page the e-mail links to, stop', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE })
    const page = await context.newPage()
    const email = `e2e-remind-${Date.now()}@example.lk`
    await page.goto(IELTS)
    const form = page.locator('form[data-remind-me]')
    await expect(form.getByRole('heading', { name: 'Remind me by e-mail' })).toBeVisible()
    await form.getByLabel('Email address').fill(email)
    await form.scrollIntoViewIfNeeded()
    await shotOf(page, 'form[data-remind-me]', 'remind-me-phone.png')
    await form.getByRole('button', { name: 'Remind me' }).click()
    await expect(page).toHaveURL(/\/reminders\/check-your-inbox$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible()
    await page.screenshot({ path: `${SHOTS}/reminders-check-inbox-phone.png` })

    const token = await tokenOf(baseURL!, email)
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    await page.goto(`/reminders/${token}`)
    await expect(page.getByText('Waiting for your confirmation')).toBeVisible()
    await expect(page.getByText(email)).toHaveCount(0)
    await page.getByRole('button', { name: 'Confirm my reminders' }).click()
    await expect(page).toHaveURL(new RegExp(`/reminders/${token}\\?form-result=confirmed$`))
    await expect(page.getByRole('status')).toContainText('Your reminders are on')
    await page.screenshot({ path: `${SHOTS}/reminders-confirmed-phone.png`, ...WHOLE_PAGE })
    await page.getByRole('button', { name: 'Stop these reminders' }).click()
    await expect(page.getByRole('status')).toContainText('no more of these reminders')
    await expect(page.getByText('Stopped', { exact: true })).toBeVisible()
    await context.close()
  })

  test('the calendar offers every upcoming series to choose from; an unknown token says so', async ({ page }) => {
    await page.setViewportSize(DESKTOP)
    await page.goto('/exam-calendar')
    const select = page.locator('form[data-remind-me] select[name="series"]')
    expect(await select.locator('option').count()).toBeGreaterThan(2)
    await expect(select.locator('option').filter({ hasText: 'IELTS:' }).first()).toBeAttached()
    await page.goto(`/reminders/${'x'.repeat(43)}`)
    await expect(page.getByRole('heading', { level: 1, name: 'This link is not valid' })).toBeVisible()
  })
})

test('the practical information, the dates block and Remind me fit 1280 and 375 px (with screenshots)', async ({
  page,
}) => {
  const remindMe = page.locator('#dates-and-fees form[data-remind-me]')
  await page.setViewportSize(DESKTOP)
  await page.goto(IGCSE)
  await expectFitsWidth(page, 'exam page at 1280 px')
  await expect(page.locator('#practical-information')).toBeVisible()
  await expect(remindMe).toBeVisible()
  await shotOf(page, '#practical-information', 'practical-information-desktop.png')
  await shotOf(page, '#dates-and-fees', 'dates-block-remind-me-desktop.png')
  await page.setViewportSize(PHONE)
  await expectFitsWidth(page, 'exam page at 375 px')
  await expect(remindMe).toBeVisible()
  await shotOf(page, '#dates-and-fees', 'dates-block-remind-me-phone.png')
  await page.goto('/exam-calendar')
  await expectFitsWidth(page, 'calendar at 375 px')
  await expect(page.locator('form[data-remind-me]').first()).toBeVisible()
  await shotOf(page, 'form[data-remind-me]', 'calendar-remind-me-phone.png')
})

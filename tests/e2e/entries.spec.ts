import crypto from 'node:crypto'
import { expect, test } from '@playwright/test'
import { raster } from '../support/uploadFiles'
import { expectNoSeriousA11yViolations } from '../support/e2e/a11y'
import {
  BANK,
  CONSENT,
  IAL_PAGE,
  examEntryFields,
  fillExamEntry,
  newIntake,
  newSeries,
  shot,
  tokenOf,
} from '../support/e2e/entries'
import { TALL_PHONE } from '../support/e2e/forms'
import { staffApi, type StaffApi } from '../support/e2e/staffApi'

// The online entry journey as a parent on a phone takes it, without JavaScript: the exam page, the form,
// the status page, then a bank slip or a card payment through the local PayHere gateway (port+5).

const GATEWAY = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 5}`
const PLAIN = { accept: 'text/html' }

let api: StaffApi
let open: { id: number }
let closed: { id: number }
let intake: { id: number }
const made: { collection: string; id: number }[] = []

test.beforeAll(async ({ baseURL }) => {
  api = await staffApi(baseURL!)
  await api.post('/api/globals/entry-settings', { bank: BANK, consentText: CONSENT, holdHours: 48, centreFee: 0 })
  open = await newSeries(api, 'June 2099 (e2e online)', 'open')
  closed = await newSeries(api, 'March 2099 (e2e closed)', 'closed')
  intake = await newIntake(api, 'IELTS Academic e2e, one seat', 1)
  made.push({ collection: 'exam-series', id: open.id }, { collection: 'exam-series', id: closed.id })
  made.push({ collection: 'class-intakes', id: intake.id })
})

test.afterAll(async () => {
  // Entries are never deleted; their offers are unpublished, so the other specs see the demo content only.
  for (const { collection, id } of made) await api.patch(`/api/${collection}/${id}`, { _status: 'draft' })
  await api.dispose()
})

test.describe('without JavaScript, on a phone', () => {
  test.use({ javaScriptEnabled: false, viewport: TALL_PHONE })

  test('exam page → form → status page → bank slip: the entry is stored, itemised, its slip with staff', async ({
    page,
  }) => {
    await page.goto(IAL_PAGE)
    await page.locator(`#dates-and-fees a[data-enter-online="${open.id}"]`).first().click()
    await expect(page).toHaveURL(new RegExp(`/enter/exam/${open.id}$`))
    await expect(page.getByRole('heading', { level: 1 })).toContainText('June 2099 (e2e online)')
    await expect(page.locator('[data-consent-text]')).toHaveText(CONSENT)
    await expect(page.getByRole('checkbox', { name: /WCH11 Chemistry Unit 1/ })).toBeVisible()
    await shot(page, 'form')
    const form = await fillExamEntry(page, 'Amaya Perera')
    await form.getByRole('button', { name: 'Continue to payment' }).click()

    await expect(page).toHaveURL(/\/entries\/[A-Za-z0-9_-]{43}$/)
    await expect(page.locator('[data-reference]')).toHaveText(/^LA-[A-Z0-9]+-\d{5}$/)
    await expect(page.locator('[data-status]')).toHaveText('Your entry is saved. Pay to complete it.')
    // Two units at LKR 29,800 and the centre fee per candidate, computed on the server.
    await expect(page.locator('[data-total]')).toHaveText('LKR 67,100')
    await expect(page.locator('[data-held-until]')).toContainText('held until')
    const reference = (await page.locator('[data-reference]').textContent())!
    const bank = page.locator('[data-bank-details]')
    await expect(bank).toContainText(BANK.accountNumber)
    await expect(bank).toContainText(reference)
    // Never an identity number or a date of birth on the page.
    await expect(page.locator('body')).not.toContainText('N1234567')
    await shot(page, 'status-unpaid')
    await page.locator('#pay-bank').scrollIntoViewIfNeeded()
    await shot(page, 'bank-details')

    const slip = await raster('jpeg')
    await page.getByLabel('Bank slip').setInputFiles({ name: 'slip.jpg', mimeType: slip.mimetype, buffer: slip.data })
    await page.getByRole('button', { name: 'Upload the slip' }).click()
    await expect(page).toHaveURL(/\?upload=slip-received/)
    await expect(page.getByRole('status')).toContainText('the slip is uploaded')
    await expect(page.locator('[data-status]')).toHaveText('Thank you: we are checking your bank slip.')
    await expect(page.locator('[data-pay-card]')).toHaveCount(0)
  })

  test('exam page → form → status page → PayHere (local gateway) → paid, in four screens', async ({ page }) => {
    const screens: string[] = []
    page.on('load', () => screens.push(new URL(page.url()).pathname))
    await page.goto(IAL_PAGE)
    await page.locator(`#dates-and-fees a[data-enter-online="${open.id}"]`).first().click()
    const form = await fillExamEntry(page, 'Kavin Silva')
    await form.getByRole('button', { name: 'Continue to payment' }).click()
    await expect(page).toHaveURL(/\/entries\/[A-Za-z0-9_-]{43}$/)
    const token = tokenOf(page.url())
    await page.getByRole('button', { name: 'Pay LKR 67,100 by card' }).click()
    await expect(page).toHaveURL(new RegExp(`^${GATEWAY}/pay/checkout`))
    await page.getByRole('button', { name: 'Pay', exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/entries/${token}\\?payment=returned`))
    await expect(page.locator('[data-status]')).toHaveText('Paid. Thank you!')
    await expect(page.locator('[data-step="done"]')).toHaveCount(2)
    await shot(page, 'paid')
    // The exam page, the form, the status page, PayHere's page: then the paid entry.
    expect(screens.slice(0, -1), screens.join(' → ')).toHaveLength(4)
  })

  test('a refused form comes back with each message beside its field and the values kept', async ({ page }) => {
    await page.goto(`/enter/exam/${open.id}`)
    const form = await fillExamEntry(page, 'Nethmi Fernando')
    // What a browser cannot check: no subject, and an identity number with punctuation.
    await form.getByRole('checkbox', { name: /WMA11/ }).uncheck()
    await form.getByRole('checkbox', { name: /WPH11/ }).uncheck()
    await form.getByLabel('NIC or passport number').fill('N-12/34')
    const born = form.getByRole('group', { name: 'Date of birth' })
    await born.getByLabel('Day').fill('31')
    await born.getByLabel('Month').fill('2')
    await form.getByRole('button', { name: 'Continue to payment' }).click()
    await expect(page).toHaveURL(new RegExp(`/enter/exam/${open.id}\\?form-result=[A-Za-z0-9_-]{22}#form-result$`))
    await expect(page.getByRole('alert')).toContainText('Some details need attention.')
    await expect(page.locator('#field-subjects-error')).toHaveText('Choose at least one subject.')
    await expect(page.locator('#field-idNumber-error')).toHaveText(
      'Use only the letters and digits of the NIC or passport number.',
    )
    await expect(page.getByLabel('NIC or passport number')).toHaveAttribute('aria-invalid', 'true')
    await expect(page.locator('#field-dateOfBirth-error')).toHaveText(
      'Enter a real date of birth: day, month and year, like 23 4 2010.',
    )
    const bornAgain = page.getByRole('group', { name: 'Date of birth' })
    await expect(bornAgain).toHaveAccessibleDescription(/For example, 23 4 2010 Enter a real date of birth/)
    await expect(bornAgain.getByLabel('Day')).toHaveValue('31')
    await expect(bornAgain.getByLabel('Month')).toHaveValue('2')
    await expect(bornAgain.getByLabel('Year')).toHaveValue('2009')
    await expect(bornAgain.getByLabel('Day')).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByLabel('Full name')).toHaveValue('Nethmi Fernando')
    await expect(page.getByRole('radio', { name: 'Female' })).toBeChecked()
    await shot(page, 'form-errors')
  })

  test('a closed series’ form says so; a full intake offers the waiting list and puts the booking on it', async ({
    page,
    request,
  }) => {
    await page.goto(`/enter/exam/${closed.id}`)
    await expect(page.locator('[data-refusal="closed"]')).toContainText('have closed')
    await expect(page.getByRole('form')).toHaveCount(0)

    // The one seat goes to a first booking (a plain post); the intake is then full.
    const first = await request.post(`/api/enter?kind=class&id=${intake.id}`, {
      form: {
        fullName: 'First Booker',
        email: 'first@example.lk',
        mobile: '0771234567',
        consent: '1',
        formKey: crypto.randomUUID(),
      },
      headers: PLAIN,
      maxRedirects: 0,
    })
    expect(first.status()).toBe(303)
    await page.goto('/examinations/IELTS')
    const card = page.locator(`[data-intake="${intake.id}"]`)
    await expect(card.locator('[data-seats-left]')).toHaveText('Full')
    await card.getByRole('link', { name: /Join the waiting list/ }).click()
    await expect(page.locator('[data-full]')).toContainText('This intake is full')
    const form = page.getByRole('form', { name: 'Class booking form' })
    await form.getByLabel('Full name').fill('Second Booker')
    await form.getByLabel('Email address').fill('second@example.lk')
    await form.getByLabel('Mobile').fill('0777654321')
    await form.getByRole('checkbox', { name: /I agree/ }).check()
    await form.getByRole('button').click()
    await expect(page.locator('[data-status]')).toHaveText('You are on the waiting list.')
    await expect(page.locator('[data-waiting-list]')).toBeVisible()
    await expect(page.locator('#pay-bank')).toHaveCount(0)
    await shot(page, 'waiting-list')
  })
})

test('a double submit of one form makes one entry; the JSON twin answers 201 with the status URL', async ({
  request,
}) => {
  // The form page is one cached page for everyone, with no key in it: the server knows the form by what it sends.
  await request.get(`/enter/exam/${open.id}`)
  const form = await request.get(`/enter/exam/${open.id}`)
  expect(form.headers()['x-cache']).toBe('HIT')
  expect(await form.text()).not.toContain('name="formKey"')
  const post = () =>
    request.post(`/api/enter?kind=exam&id=${open.id}`, {
      form: examEntryFields(undefined),
      headers: PLAIN,
      maxRedirects: 0,
    })
  const [a, b] = await Promise.all([post(), post()])
  expect([a.status(), b.status()]).toEqual([303, 303])
  expect(a.headers()['location']).toMatch(/^\/entries\/[A-Za-z0-9_-]{43}$/)
  expect(b.headers()['location']).toBe(a.headers()['location'])
  const again = await post()
  expect(again.headers()['location']).toBe(a.headers()['location'])
  const found = (await api.get(`/api/entries?where[candidate.email][equals]=double@example.lk&depth=0`)) as {
    totalDocs: number
  }
  expect(found.totalDocs).toBe(1)

  const json = await request.post(`/api/enter?kind=exam&id=${open.id}`, {
    data: { ...examEntryFields(crypto.randomUUID()), subjects: ['WMA11', 'WCH11'], email: 'json@example.lk' },
  })
  expect(json.status()).toBe(201)
  const body = await json.json()
  expect(body.reference).toMatch(/^LA-/)
  expect(body.statusUrl).toMatch(/\/entries\/[A-Za-z0-9_-]{43}$/)
  const invalid = await request.post(`/api/enter?kind=exam&id=${open.id}`, { data: { formKey: crypto.randomUUID() } })
  expect(invalid.status()).toBe(400)
  expect((await invalid.json()).errors.fullName).toBeTruthy()
  expect((await request.post('/api/enter?kind=exam&id=abc', { data: {} })).status()).toBe(400)
  expect(
    (
      await request.post(`/api/enter?kind=exam&id=${closed.id}`, { data: examEntryFields(crypto.randomUUID()) })
    ).status(),
  ).toBe(409)
})

test('the status link: wrong → 404, expired → says so, right → the entry; private, never cached', async ({
  page,
  request,
}) => {
  const series = await newSeries(api, 'November 2099 (e2e expiring)', 'open')
  made.push({ collection: 'exam-series', id: series.id })
  const created = await request.post(`/api/enter?kind=exam&id=${series.id}`, {
    data: examEntryFields(crypto.randomUUID()),
  })
  const statusPath = new URL((await created.json()).statusUrl).pathname

  const right = await request.get(statusPath)
  expect(right.status()).toBe(200)
  expect(right.headers()['referrer-policy']).toBe('no-referrer')
  expect(right.headers()['x-robots-tag']).toContain('noindex')
  expect(right.headers()['x-cache']).not.toBe('HIT')
  // Never kept, yet compressed on its way to a phone.
  expect(['br', 'gzip']).toContain(right.headers()['content-encoding'])
  expect((await request.get(statusPath)).headers()['x-cache']).not.toBe('HIT')
  expect(right.headers()['content-security-policy']).toContain(`form-action 'self' ${GATEWAY}`)
  await page.goto(statusPath)
  await expectNoSeriousA11yViolations(page, 'status page')

  const wrong = await page.goto(`/entries/${'x'.repeat(43)}`)
  expect(wrong!.status()).toBe(404)
  // The site's not-found page (Next.js 16 answers notFound() with the global one: server/lightPages.mjs).
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We couldn’t find that page')
  await expectNoSeriousA11yViolations(page, 'unknown link')

  // Results day has passed: the link no longer opens the entry.
  await api.patch(`/api/exam-series/${series.id}`, {
    entriesOpen: '2020-01-01T12:00:00.000+05:30',
    standardDeadline: '2020-02-01T12:00:00.000+05:30',
    examWindow: { firstPaper: '2020-03-01T12:00:00.000+05:30', lastPaper: '2020-03-05T12:00:00.000+05:30' },
    resultsDay: '2020-04-01T12:00:00.000+05:30',
  })
  await page.goto(statusPath)
  await expect(page.locator('[data-link-expired]')).toBeVisible()
  await expect(page.locator('[data-reference]')).toHaveCount(0)
  await shot(page, 'expired')
  await expectNoSeriousA11yViolations(page, 'expired link')
})

test('the entry form and its refused post have no serious accessibility violations', async ({
  page,
  request,
  baseURL,
}) => {
  await page.setViewportSize(TALL_PHONE)
  await page.goto(`/enter/exam/${open.id}`)
  await expectNoSeriousA11yViolations(page, 'entry form')
  const refused = await request.post(`/api/enter?kind=exam&id=${open.id}`, {
    form: examEntryFields(crypto.randomUUID(), { subjects: '', consent: '' }),
    headers: { ...PLAIN, referer: `${baseURL}/enter/exam/${open.id}` },
    maxRedirects: 0,
  })
  await page.goto(refused.headers()['location'])
  await expect(page.getByRole('alert')).toBeVisible()
  await expectNoSeriousA11yViolations(page, 'entry form with errors')
  await page.goto(`/enter/class/${intake.id}`)
  await expectNoSeriousA11yViolations(page, 'class booking form (waiting list)')
})

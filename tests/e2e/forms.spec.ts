import { expect, test, type Page } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './support/a11y'
import { DESKTOP, PHONE, staffToken } from './support/site'

const slow = async (page: Page, path: string) =>
  page.route(path, async (route) => {
    await new Promise((r) => setTimeout(r, 800))
    await route.continue()
  })

async function fillContact(page: Page, subject: string) {
  const form = page.getByRole('form', { name: 'Contact form' })
  await form.getByLabel('Full Name').fill('Dilini Jayawardena')
  await form.getByLabel('Email address').fill('dilini@example.lk')
  await form.getByLabel('Subject').fill(subject)
  await form.getByLabel('Message').fill('Which documents do I need for a private candidate entry?')
  return form
}

test.describe('contact form', () => {
  test('sending shows a spinner, success shows the dialog and clears the fields; the message is stored', async ({ page, request }) => {
    await page.goto('/contact-us')
    await slow(page, '**/api/contact-us')
    const form = await fillContact(page, 'Private candidate entry (e2e)')
    const send = form.getByRole('button', { name: 'Send' })
    await send.click()
    await expect(form.getByTestId('spinner')).toBeVisible()
    await expect(form.getByRole('button', { name: /Sending/ })).toBeDisabled()
    const dialog = page.getByRole('dialog', { name: 'Awesome!' })
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText('Your message has been sent. Thank you!')
    await expect(form.getByLabel('Full Name')).toHaveValue('')
    await expect(form.getByLabel('Message')).toHaveValue('')
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(form.getByRole('button', { name: 'Send' })).toBeFocused()

    const token = await staffToken(request)
    const stored = await request.get('/api/contact-messages?where[subject][equals]=Private candidate entry (e2e)', {
      headers: { Authorization: `JWT ${token}` },
    })
    expect((await stored.json()).docs[0]).toMatchObject({ name: 'Dilini Jayawardena', sourcePage: '/contact-us' })
  })

  test('a failing server shows "Oops..." and keeps the fields', async ({ page }) => {
    await page.goto('/contact-us')
    await page.route('**/api/contact-us', (route) => route.fulfill({ status: 500, body: 'boom' }))
    const form = await fillContact(page, 'Will fail')
    await form.getByRole('button', { name: 'Send' }).click()
    const dialog = page.getByRole('dialog', { name: 'Oops...' })
    await expect(dialog).toContainText('Something went wrong. Please try again.')
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()
    await expect(form.getByLabel('Subject')).toHaveValue('Will fail')
    await expect(form.getByRole('button', { name: 'Send' })).toBeFocused()
  })

  test('invalid fields are flagged at once, described, and the first one focused; nothing is sent', async ({ page }) => {
    await page.goto('/contact-us')
    let posted = false
    page.on('request', (r) => {
      if (r.url().endsWith('/api/contact-us') && r.method() === 'POST') posted = true
    })
    const form = page.getByRole('form', { name: 'Contact form' })
    await form.getByLabel('Email address').fill('not-an-email')
    await form.getByRole('button', { name: 'Send' }).click()
    const name = form.getByLabel('Full Name')
    await expect(name).toBeFocused()
    await expect(name).toHaveAttribute('aria-invalid', 'true')
    await expect(name).toHaveAccessibleDescription('Full name is required.')
    await expect(form.getByLabel('Email address')).toHaveAccessibleDescription('Enter a valid email address, like name@example.com.')
    expect(posted).toBe(false)
  })

  test('where React hydrates the form too (a signed-in staff visit bypasses the cache), one submission stores one message', async ({
    page,
    request,
    baseURL,
  }) => {
    const token = await staffToken(request)
    await page.context().addCookies([{ name: 'payload-token', value: token, url: baseURL! }])
    const scripts: string[] = []
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()))
    await page.goto('/contact-us')
    await page.waitForLoadState('networkidle')
    expect(scripts.some((u) => u.includes('/_next/static/chunks/'))).toBe(true)
    const form = await fillContact(page, 'Hydrated once (e2e)')
    await form.getByRole('button', { name: 'Send' }).click()
    await expect(page.getByRole('dialog', { name: 'Awesome!' })).toBeVisible()
    await page.waitForLoadState('networkidle')
    const stored = await request.get('/api/contact-messages?where[subject][equals]=Hydrated once (e2e)', {
      headers: { Authorization: `JWT ${token}` },
    })
    expect((await stored.json()).totalDocs).toBe(1)
  })

  for (const viewport of [DESKTOP, PHONE]) {
    test(`the contact page has no serious accessibility violations at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await page.goto('/contact-us')
      await expectNoSeriousA11yViolations(page, `contact at ${viewport.width}px`)
    })
  }

  test('contact page: departments with mailto and tel links, Follow Us, and a lazy map', async ({ page }) => {
    await page.goto('/contact-us')
    for (const [name, email] of [
      ['Pearson Edexcel Exams', 'pearson@example.lk'],
      ['Festival of Arts', 'festival@example.lk'],
      ['IELTS | PTE Classes', 'ielts@example.lk'],
    ]) {
      const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) })
      await expect(card.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`)
      await expect(card.getByRole('link', { name: /\+94/ })).toHaveAttribute('href', /^tel:\+94/)
    }
    const map = page.locator('iframe[title^="Map"]')
    await expect(map).toHaveAttribute('loading', 'lazy')
    await expect(page.getByRole('main').getByRole('link', { name: 'Facebook' })).toBeVisible()
  })
})

test.describe('enquiry forms', () => {
  test('IELTS: spinner, success dialog, fields cleared', async ({ page }) => {
    await page.goto('/examinations/IELTS')
    await slow(page, '**/api/contact-ielts')
    const form = page.getByRole('form', { name: 'Contact Regarding the Course' })
    await form.getByLabel('First Name').fill('Nimali')
    await form.getByLabel('Last Name').fill('Silva')
    await form.getByLabel('Email address').fill('nimali@example.lk')
    await form.getByLabel('Phone Number').fill('+94 77 123 4567')
    await form.getByLabel('Preferred Study Destination').selectOption('australia')
    await form.getByRole('button', { name: 'Send' }).click()
    await expect(form.getByTestId('spinner')).toBeVisible()
    await expect(page.getByRole('dialog', { name: 'Awesome!' })).toContainText('Your message has been sent. Thank you!')
    await expect(form.getByLabel('First Name')).toHaveValue('')
  })

  test('IELTS: failure shows "Oops..." / "Something went wrong!", removes the spinner and keeps the fields', async ({ page }) => {
    await page.goto('/examinations/IELTS')
    await page.route('**/api/contact-ielts', (route) => route.fulfill({ status: 503, body: '' }))
    const form = page.getByRole('form', { name: 'Contact Regarding the Course' })
    await form.getByLabel('First Name').fill('Nimali')
    await form.getByLabel('Last Name').fill('Silva')
    await form.getByLabel('Email address').fill('nimali@example.lk')
    await form.getByLabel('Phone Number').fill('0771234567')
    await form.getByRole('button', { name: 'Send' }).click()
    await expect(page.getByRole('dialog', { name: 'Oops...' })).toContainText('Something went wrong!')
    await expect(form.getByTestId('spinner')).toBeHidden()
    await expect(form.getByLabel('First Name')).toHaveValue('Nimali')
  })

  test('PTE: every field is required, and after success the fields are kept', async ({ page }) => {
    await page.goto('/examinations/pte-contact')
    const form = page.getByRole('form', { name: 'Contact Regarding the PTE' })
    await form.getByLabel('First Name').fill('Ruwan')
    await form.getByLabel('Last Name').fill('Jayasinghe')
    await form.getByLabel('Email address').fill('ruwan@example.lk')
    await form.getByLabel('Phone Number').fill('0712345678')
    await form.getByRole('button', { name: 'Send' }).click()
    await expect(form.getByLabel('Preferred Study Destination')).toBeFocused()
    for (const label of ['Preferred Study Destination', 'Proposed Intake', 'Preferred Location for Appointment', 'Subject', 'Message']) {
      await expect(form.getByLabel(label)).toHaveAttribute('aria-invalid', 'true')
    }
    await form.getByLabel('Preferred Study Destination').selectOption('canada')
    await form.getByLabel('Proposed Intake').selectOption('other')
    await form.getByLabel('Preferred Location for Appointment').selectOption('nugegoda')
    await form.getByLabel('Subject').fill('PTE test dates')
    await form.getByLabel('Message').fill('When is the next test?')
    await form.getByRole('button', { name: 'Send' }).click()
    await expect(page.getByRole('dialog', { name: 'Awesome!' })).toBeVisible()
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click()
    await expect(form.getByLabel('First Name')).toHaveValue('Ruwan')
    await expect(form.getByLabel('Subject')).toHaveValue('PTE test dates')
  })

  test('the PTE exam page carries the same form', async ({ page }) => {
    await page.goto('/examinations/pearson/pte--pearson-test-of-english-')
    await expect(page.getByRole('form', { name: 'Contact Regarding the PTE' })).toBeVisible()
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the contact form posts and the page shows the result; the message is stored', async ({ page, request }) => {
    await page.goto('/contact-us')
    const form = await fillContact(page, 'Sent without JavaScript')
    await form.getByRole('button', { name: 'Send' }).click()
    await expect(page.getByTestId('form-result')).toContainText('Awesome!')
    await expect(page.getByTestId('form-result')).toContainText('Your message has been sent. Thank you!')
    const token = await staffToken(request)
    const stored = await request.get('/api/contact-messages?where[subject][equals]=Sent without JavaScript', {
      headers: { Authorization: `JWT ${token}` },
    })
    expect((await stored.json()).totalDocs).toBe(1)
  })

  test('invalid input comes back with the errors and what the visitor typed', async ({ page }) => {
    await page.goto('/contact-us')
    const form = page.getByRole('form', { name: 'Contact form' })
    await form.getByLabel('Full Name').fill('Kept Name')
    await form.getByLabel('Email address').fill('broken@')
    await form.getByRole('button', { name: 'Send' }).click()
    await expect(page.getByTestId('form-result')).toContainText('Some fields need attention.')
    const again = page.getByRole('form', { name: 'Contact form' })
    await expect(again.getByLabel('Full Name')).toHaveValue('Kept Name')
    await expect(again.getByLabel('Email address')).toHaveValue('broken@')
    await expect(again.getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true')
    await expect(again.getByLabel('Subject')).toHaveAccessibleDescription('Subject is required.')
  })

  test('the PTE form works too', async ({ page }) => {
    await page.goto('/examinations/pte-contact')
    const form = page.getByRole('form', { name: 'Contact Regarding the PTE' })
    await form.getByLabel('First Name').fill('No')
    await form.getByLabel('Last Name').fill('Script')
    await form.getByLabel('Email address').fill('noscript@example.lk')
    await form.getByLabel('Phone Number').fill('0712345678')
    await form.getByLabel('Preferred Study Destination').selectOption('uk')
    await form.getByLabel('Proposed Intake').selectOption('other')
    await form.getByLabel('Preferred Location for Appointment').selectOption('panadura')
    await form.getByLabel('Subject').fill('No JS PTE')
    await form.getByLabel('Message').fill('Hello')
    await form.getByRole('button', { name: 'Send' }).click()
    await expect(page.getByTestId('form-result')).toContainText('Awesome!')
  })
})

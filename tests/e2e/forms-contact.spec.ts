import { expect, test } from '@playwright/test'
import { expectNoSeriousA11yViolations } from '../support/e2e/a11y'
import { fillContact, gotoForms, slow } from '../support/e2e/forms'
import { DESKTOP, PHONE, staffToken } from '../support/e2e/site'

// The contact form with its script, and the contact page around it.

test.describe('contact form', () => {
  test('sending shows a spinner, success shows the dialog and clears the fields; the message is stored', async ({
    page,
    request,
  }) => {
    await gotoForms(page, '/contact-us')
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
    const body = await stored.json()
    // One submission, one message.
    expect(body.totalDocs).toBe(1)
    expect(body.docs[0]).toMatchObject({ name: 'Dilini Jayawardena', sourcePage: '/contact-us' })
  })

  test('the script takes the form over: it checks with zod instead of the browser, and asks the API for JSON', async ({
    page,
  }) => {
    await gotoForms(page, '/contact-us')
    const form = page.getByRole('form', { name: 'Contact form' })
    await expect(form).toHaveAttribute('data-enhanced', '')
    expect(await form.evaluate((f: HTMLFormElement) => f.noValidate)).toBe(true)
    await fillContact(page, 'Accept header (e2e)')
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/contact-us') && r.method() === 'POST')
    await form.getByRole('button', { name: 'Send' }).click()
    const request = await sent
    expect(request.headers()['accept']).toBe('application/json')
    expect(request.headers()['content-type']).toMatch(/^multipart\/form-data/)
    const fields = [...(request.postData() ?? '').matchAll(/name="([^"]+)"/g)].map((m) => m[1]).sort()
    expect(fields).toEqual(['email', 'message', 'name', 'subject', 'website'])
    await expect(page.getByRole('dialog', { name: 'Awesome!' })).toBeVisible()
  })

  test('a 429 shows the server’s rate-limit message, and the fields are kept', async ({ page }) => {
    await gotoForms(page, '/contact-us')
    const message = 'Too many messages from your connection. Please try again in 15 minutes, or call us.'
    await page.route('**/api/contact-us', (route) =>
      route.fulfill({ status: 429, headers: { 'Retry-After': '900' }, json: { message } }),
    )
    const form = await fillContact(page, 'Rate limited (e2e)')
    await form.getByRole('button', { name: 'Send' }).click()
    const dialog = page.getByRole('dialog', { name: 'Oops...' })
    await expect(dialog).toContainText(message)
    await expect(dialog).not.toContainText('Something went wrong')
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(form.getByLabel('Subject')).toHaveValue('Rate limited (e2e)')
  })

  test('a 400 from the server puts its field errors on the fields', async ({ page }) => {
    await gotoForms(page, '/contact-us')
    await page.route('**/api/contact-us', (route) =>
      route.fulfill({
        status: 400,
        json: { message: 'Some fields need attention.', errors: { email: 'This address bounced.' } },
      }),
    )
    const form = await fillContact(page, 'Server says no (e2e)')
    await form.getByRole('button', { name: 'Send' }).click()
    const email = form.getByLabel('Email address')
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await expect(email).toHaveAccessibleDescription('This address bounced.')
    await expect(email).toBeFocused()
  })

  test('where the page came with a result of a post without the script, the script hides it when it sends', async ({
    page,
    request,
    baseURL,
  }) => {
    // A visitor whose script had not run yet posted the form plainly; the page came back with the result.
    const plain = await request.post('/api/contact-us', {
      multipart: { name: 'Early', email: 'early@example', subject: 'Before the script', message: 'Hi' },
      headers: { accept: 'text/html', referer: `${baseURL}/contact-us` },
      maxRedirects: 0,
    })
    expect(plain.status()).toBe(303)
    await gotoForms(page, plain.headers()['location'])
    const notice = page.getByRole('alert').filter({ hasText: 'Some fields need attention.' })
    await expect(notice).toBeVisible()
    const form = page.getByRole('form', { name: 'Contact form' })
    await form.getByLabel('Email address').fill('early@example.lk')
    await form.getByRole('button', { name: 'Send' }).click()
    await expect(page.getByRole('dialog', { name: 'Awesome!' })).toBeVisible()
    await expect(notice).toBeHidden()
    // Cleared, not reset to the values the page came with.
    await expect(form.getByLabel('Full Name')).toHaveValue('')
  })

  test('a failing server shows "Oops..." and keeps the fields', async ({ page }) => {
    await gotoForms(page, '/contact-us')
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

  test('invalid fields are flagged at once, described, and the first one focused; nothing is sent', async ({
    page,
  }) => {
    await gotoForms(page, '/contact-us')
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
    await expect(form.getByLabel('Email address')).toHaveAccessibleDescription(
      'Enter a valid email address, like name@example.com.',
    )
    expect(posted).toBe(false)
  })

  test('signed-in staff get the same light form (no framework runtime); one submission stores one message', async ({
    page,
    request,
    baseURL,
  }) => {
    const token = await staffToken(request)
    await page.context().addCookies([{ name: 'payload-token', value: token, url: baseURL! }])
    const scripts: string[] = []
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname))
    await gotoForms(page, '/contact-us')
    await page.waitForLoadState('networkidle')
    expect(scripts).toEqual([expect.stringMatching(/^\/assets\/forms-[\w-]+\.js$/)])
    const form = await fillContact(page, 'Staff sends once (e2e)')
    await form.getByRole('button', { name: 'Send' }).click()
    await expect(page.getByRole('dialog', { name: 'Awesome!' })).toBeVisible()
    await page.waitForLoadState('networkidle')
    const stored = await request.get('/api/contact-messages?where[subject][equals]=Staff sends once (e2e)', {
      headers: { Authorization: `JWT ${token}` },
    })
    expect((await stored.json()).totalDocs).toBe(1)
  })

  for (const viewport of [DESKTOP, PHONE]) {
    test(`the contact page has no serious accessibility violations at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await gotoForms(page, '/contact-us')
      await expectNoSeriousA11yViolations(page, `contact at ${viewport.width}px`)
    })
  }

  test('contact page: departments with mailto and tel links, Follow Us, and a lazy map', async ({ page }) => {
    await gotoForms(page, '/contact-us')
    for (const [name, email] of [
      ['Pearson Edexcel Exams', 'pearson@example.lk'],
      ['Festival of Arts', 'festival@example.lk'],
      ['IELTS | PTE Classes', 'ielts@example.lk'],
    ]) {
      const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) })
      await expect(card.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`)
      await expect(card.getByRole('link', { name: /^\+94/ })).toHaveAttribute('href', /^tel:\+94/)
    }
    const map = page.locator('iframe[title^="Map"]')
    await expect(map).toHaveAttribute('loading', 'lazy')
    await expect(page.getByRole('main').getByRole('link', { name: 'Facebook' })).toBeVisible()
  })
})

import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './support/a11y'
import { DESKTOP, PHONE, staffToken } from './support/site'

const TALL_PHONE = { width: 375, height: 812 }

async function storedCount(request: APIRequestContext, collection: 'contact-messages' | 'enquiries', subject: string) {
  const token = await staffToken(request)
  const res = await request.get(`/api/${collection}?where[subject][equals]=${encodeURIComponent(subject)}`, {
    headers: { Authorization: `JWT ${token}` },
  })
  return (await res.json()).totalDocs as number
}

async function fillPte(page: Page, subject: string) {
  const form = page.getByRole('form', { name: 'Contact Regarding the PTE' })
  await form.getByLabel('First Name').fill('No')
  await form.getByLabel('Last Name').fill('Script')
  await form.getByLabel('Email address').fill('noscript@example.lk')
  await form.getByLabel('Phone Number').fill('0712345678')
  await form.getByLabel('Preferred Study Destination').selectOption('uk')
  await form.getByLabel('Proposed Intake').selectOption('other')
  await form.getByLabel('Preferred Location for Appointment').selectOption('panadura')
  await form.getByLabel('Subject').fill(subject)
  await form.getByLabel('Message').fill('Hello')
  return form
}

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
    const body = await stored.json()
    // One submission, one message.
    expect(body.totalDocs).toBe(1)
    expect(body.docs[0]).toMatchObject({ name: 'Dilini Jayawardena', sourcePage: '/contact-us' })
  })

  test('the script takes the form over: it checks with zod instead of the browser, and asks the API for JSON', async ({ page }) => {
    await page.goto('/contact-us')
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
    await page.goto('/contact-us')
    const message = 'Too many messages from your connection. Please try again in 15 minutes, or call us.'
    await page.route('**/api/contact-us', (route) => route.fulfill({ status: 429, headers: { 'Retry-After': '900' }, json: { message } }))
    const form = await fillContact(page, 'Rate limited (e2e)')
    await form.getByRole('button', { name: 'Send' }).click()
    const dialog = page.getByRole('dialog', { name: 'Oops...' })
    await expect(dialog).toContainText(message)
    await expect(dialog).not.toContainText('Something went wrong')
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(form.getByLabel('Subject')).toHaveValue('Rate limited (e2e)')
  })

  test('a 400 from the server puts its field errors on the fields', async ({ page }) => {
    await page.goto('/contact-us')
    await page.route('**/api/contact-us', (route) =>
      route.fulfill({ status: 400, json: { message: 'Some fields need attention.', errors: { email: 'This address bounced.' } } }),
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
    await page.goto(plain.headers()['location'])
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

  test('a signed-in staff member gets the same light form (no framework runtime), and one submission stores one message', async ({
    page,
    request,
    baseURL,
  }) => {
    const token = await staffToken(request)
    await page.context().addCookies([{ name: 'payload-token', value: token, url: baseURL! }])
    const scripts: string[] = []
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname))
    await page.goto('/contact-us')
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

  test('IELTS: the request body is JSON of exactly the enquiry’s fields (and the honeypot), nothing a framework adds', async ({ page }) => {
    await page.goto('/examinations/IELTS')
    const form = page.getByRole('form', { name: 'Contact Regarding the Course' })
    await form.getByLabel('First Name').fill('Exact')
    await form.getByLabel('Last Name').fill('Fields')
    await form.getByLabel('Email address').fill('exact@example.lk')
    await form.getByLabel('Phone Number').fill('0771234567')
    await form.getByLabel('Subject').fill('Exact fields (e2e)')
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/contact-ielts') && r.method() === 'POST')
    await form.getByRole('button', { name: 'Send' }).click()
    const request = await sent
    expect(request.headers()['content-type']).toBe('application/json')
    expect(request.headers()['accept']).toBe('application/json')
    expect(request.postDataJSON()).toEqual({
      title: 'IELTS',
      fname: 'Exact',
      lname: 'Fields',
      email: 'exact@example.lk',
      phone: '0771234567',
      destination: '',
      intake: '',
      location: '',
      subject: 'Exact fields (e2e)',
      message: '',
      website: '',
    })
    await expect(page.getByRole('dialog', { name: 'Awesome!' })).toBeVisible()
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

test('pages showing a plain post’s result (an error, a success) have no serious accessibility violations', async ({
  page,
  request,
  baseURL,
}) => {
  // axe needs scripts in the page, so the results are made by plain posts and viewed in a normal page.
  await page.setViewportSize(PHONE)
  const posts: { path: string; api: string; fields: Record<string, string> }[] = [
    { path: '/contact-us', api: '/api/contact-us', fields: { name: 'A11y', email: 'a11y@example', subject: ' ', message: 'Hi' } },
    {
      path: '/examinations/pte-contact',
      api: '/api/contact-ielts',
      fields: {
        title: 'PTE',
        fname: 'A11y',
        lname: 'Check',
        email: 'a11y@example.lk',
        phone: '0771234567',
        destination: 'uk',
        intake: 'other',
        location: 'panadura',
        subject: 'A11y (e2e)',
        message: 'Hi',
      },
    },
  ]
  for (const { path, api, fields } of posts) {
    const plain = await request.post(api, {
      multipart: fields,
      headers: { accept: 'text/html', referer: `${baseURL}${path}` },
      maxRedirects: 0,
    })
    await page.goto(plain.headers()['location'])
    await expect(page.getByTestId('form-result')).toBeVisible()
    await expectNoSeriousA11yViolations(page, `${path} with a result`)
  }
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: TALL_PHONE })

  test('on a phone, the contact form posts to the API and the success is on the first screen; the message is stored', async ({
    page,
    request,
  }) => {
    await page.goto('/contact-us')
    const form = await fillContact(page, 'Sent without JavaScript')
    await expect(form).toHaveAttribute('action', '/api/contact-us')
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/contact-us'))
    const landed = page.waitForResponse((r) => r.url().includes('?form-result='))
    await form.getByRole('button', { name: 'Send' }).click()
    expect((await answered).status()).toBe(303)
    // The page with the visitor's result is theirs alone: no shared cache keeps it.
    expect((await landed).headers()['cache-control']).toMatch(/no-store/)
    await page.waitForURL(/\/contact-us\?form-result=[A-Za-z0-9_-]{22}#form-result$/)
    // The visitor's words never travel in the URL.
    expect(page.url()).not.toContain('Dilini')
    const result = page.getByRole('status')
    await expect(result).toContainText('Awesome!')
    await expect(result).toContainText('Your message has been sent. Thank you!')
    await expect(result).toHaveAttribute('id', 'form-result')
    // The page opens at it (no long scroll still under way), within the first screen and below the
    // sticky site header: the visitor sees it without scrolling.
    const top = async () => (await result.boundingBox())!.y
    const opened = await top()
    await page.waitForTimeout(400)
    expect(await top()).toBe(opened)
    const box = (await result.boundingBox())!
    const header = (await page.locator('header').first().boundingBox())!
    expect(box.y).toBeGreaterThanOrEqual(header.y + header.height)
    expect(box.y + box.height).toBeLessThanOrEqual(TALL_PHONE.height)
    await expect(result).toBeFocused()
    // The contact form clears after a success.
    await expect(form.getByLabel('Full Name')).toHaveValue('')
    expect(await storedCount(request, 'contact-messages', 'Sent without JavaScript')).toBe(1)
    // Shown once: the same address again shows the plain form.
    await page.reload()
    await expect(page.getByTestId('form-result')).toHaveCount(0)
  })

  test('the browser checks the constraints first: an empty required field is not posted', async ({ page }) => {
    await page.goto('/contact-us')
    const form = page.getByRole('form', { name: 'Contact form' })
    expect(await form.getAttribute('novalidate')).toBeNull()
    let posted = false
    page.on('request', (r) => {
      if (r.method() === 'POST') posted = true
    })
    await form.getByLabel('Full Name').fill('Only a name')
    await form.getByRole('button', { name: 'Send' }).click()
    expect(await form.getByLabel('Email address').evaluate((e: HTMLInputElement) => e.validity.valueMissing)).toBe(true)
    await page.waitForTimeout(300)
    expect(posted).toBe(false)
    await expect(page).toHaveURL(/\/contact-us$/)
  })

  test('invalid input comes back with the errors and what the visitor typed', async ({ page }) => {
    await page.goto('/contact-us')
    const form = page.getByRole('form', { name: 'Contact form' })
    await form.getByLabel('Full Name').fill('Kept Name')
    // Both pass the browser's own checks; the schema refuses them.
    await form.getByLabel('Email address').fill('broken@example')
    await form.getByLabel('Subject').fill('   ')
    await form.getByLabel('Message').fill('Kept message')
    await form.getByRole('button', { name: 'Send' }).click()
    const result = page.getByRole('alert').filter({ hasText: 'Some fields need attention.' })
    await expect(result).toBeVisible()
    await expect(result).toBeInViewport()
    await expect(result.getByRole('link', { name: 'Subject is required.' })).toHaveAttribute('href', '#field-subject')
    const again = page.getByRole('form', { name: 'Contact form' })
    await expect(again.getByLabel('Full Name')).toHaveValue('Kept Name')
    await expect(again.getByLabel('Email address')).toHaveValue('broken@example')
    await expect(again.getByLabel('Message')).toHaveValue('Kept message')
    await expect(again.getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true')
    await expect(again.getByLabel('Email address')).toHaveAccessibleDescription('Enter a valid email address, like name@example.com.')
    await expect(again.getByLabel('Subject')).toHaveAccessibleDescription('Subject is required.')
  })

  test('PTE keeps its fields after a success, and the enquiry is stored', async ({ page, request }) => {
    await page.goto('/examinations/pte-contact')
    const form = await fillPte(page, 'No JS PTE')
    await expect(form).toHaveAttribute('action', '/api/contact-ielts')
    await form.getByRole('button', { name: 'Send' }).click()
    await page.waitForURL(/\/examinations\/pte-contact\?form-result=/)
    await expect(page.getByRole('status')).toContainText('Awesome!')
    await expect(page.getByRole('status')).toBeInViewport()
    await expect(form.getByLabel('First Name')).toHaveValue('No')
    await expect(form.getByLabel('Proposed Intake')).toHaveValue('other')
    await expect(form.getByLabel('Subject')).toHaveValue('No JS PTE')
    expect(await storedCount(request, 'enquiries', 'No JS PTE')).toBe(1)
  })

  test('IELTS clears its fields after a success', async ({ page, request }) => {
    await page.goto('/examinations/IELTS')
    const form = page.getByRole('form', { name: 'Contact Regarding the Course' })
    await form.getByLabel('First Name').fill('Cleared')
    await form.getByLabel('Last Name').fill('Afterwards')
    await form.getByLabel('Email address').fill('cleared@example.lk')
    await form.getByLabel('Phone Number').fill('0771234567')
    await form.getByLabel('Subject').fill('No JS IELTS')
    await form.getByRole('button', { name: 'Send' }).click()
    await page.waitForURL(/\/examinations\/IELTS\?form-result=/)
    await expect(page.getByRole('status')).toContainText('Your message has been sent. Thank you!')
    await expect(page.getByRole('status')).toBeInViewport()
    await expect(form.getByLabel('First Name')).toHaveValue('')
    await expect(form.getByLabel('Subject')).toHaveValue('')
    expect(await storedCount(request, 'enquiries', 'No JS IELTS')).toBe(1)
  })

  test('the PTE form on the PTE exam page comes back to that page', async ({ page }) => {
    const path = '/examinations/pearson/pte--pearson-test-of-english-'
    await page.goto(path)
    const form = await fillPte(page, 'No JS PTE exam page')
    await form.getByRole('button', { name: 'Send' }).click()
    await page.waitForURL((url) => url.pathname === path && url.searchParams.has('form-result'))
    await expect(page.getByRole('status')).toContainText('Awesome!')
  })
})

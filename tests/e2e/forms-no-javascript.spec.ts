import { expect, test } from '@playwright/test'
import { expectNoSeriousA11yViolations } from '../support/e2e/a11y'
import { fillContact, fillPte, storedCount, TALL_PHONE } from '../support/e2e/forms'
import { PHONE } from '../support/e2e/site'

// The forms as a plain post (no script), and the pages that show its result.

test('pages showing a plain post’s result (an error, a success) have no serious accessibility violations', async ({
  page,
  request,
  baseURL,
}) => {
  // axe needs scripts in the page, so the results are made by plain posts and viewed in a normal page.
  await page.setViewportSize(PHONE)
  const posts: { path: string; api: string; fields: Record<string, string> }[] = [
    {
      path: '/contact-us',
      api: '/api/contact-us',
      fields: { name: 'A11y', email: 'a11y@example', subject: ' ', message: 'Hi' },
    },
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

  test('on a phone the contact form posts to the API, success on the first screen; the message is stored', async ({
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
    await expect(again.getByLabel('Email address')).toHaveAccessibleDescription(
      'Enter a valid email address, like name@example.com.',
    )
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

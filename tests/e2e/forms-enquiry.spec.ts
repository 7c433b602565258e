import { expect, test } from '@playwright/test'
import { gotoForms, slow } from '../support/e2e/forms'

// The IELTS and PTE enquiry forms with their script.

test.describe('enquiry forms', () => {
  test('IELTS: spinner, success dialog, fields cleared', async ({ page }) => {
    await gotoForms(page, '/examinations/IELTS')
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

  test('IELTS: the body is JSON of exactly the enquiry’s fields (and honeypot), nothing a framework adds', async ({
    page,
  }) => {
    await gotoForms(page, '/examinations/IELTS')
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

  test('IELTS: failure shows "Oops..." / "Something went wrong!", removes the spinner and keeps the fields', async ({
    page,
  }) => {
    await gotoForms(page, '/examinations/IELTS')
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
    await gotoForms(page, '/examinations/pte-contact')
    const form = page.getByRole('form', { name: 'Contact Regarding the PTE' })
    await form.getByLabel('First Name').fill('Ruwan')
    await form.getByLabel('Last Name').fill('Jayasinghe')
    await form.getByLabel('Email address').fill('ruwan@example.lk')
    await form.getByLabel('Phone Number').fill('0712345678')
    await form.getByRole('button', { name: 'Send' }).click()
    await expect(form.getByLabel('Preferred Study Destination')).toBeFocused()
    for (const label of [
      'Preferred Study Destination',
      'Proposed Intake',
      'Preferred Location for Appointment',
      'Subject',
      'Message',
    ]) {
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
    await gotoForms(page, '/examinations/pearson/pte--pearson-test-of-english-')
    await expect(page.getByRole('form', { name: 'Contact Regarding the PTE' })).toBeVisible()
  })
})

import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { staffToken } from './site'

// What the form tests share: filling the forms, slowing an answer down, and counting what was stored.

export const TALL_PHONE = { width: 375, height: 812 }

/** Opens a page with forms and waits until the forms script, loaded after the first paint, has taken each over. */
export async function gotoForms(page: Page, path: string) {
  await page.goto(path)
  await expect(page.locator('form[data-form]:not([data-enhanced])')).toHaveCount(0)
}

/** How many stored messages or enquiries carry this subject (read as staff). */
export async function storedCount(
  request: APIRequestContext,
  collection: 'contact-messages' | 'enquiries',
  subject: string,
) {
  const token = await staffToken(request)
  const res = await request.get(`/api/${collection}?where[subject][equals]=${encodeURIComponent(subject)}`, {
    headers: { Authorization: `JWT ${token}` },
  })
  return (await res.json()).totalDocs as number
}

/** Fills every field of the PTE form; the subject names the test's enquiry. */
export async function fillPte(page: Page, subject: string) {
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

/** Holds requests to `path` back 800 ms, so the sending state can be seen. */
export const slow = async (page: Page, path: string) =>
  page.route(path, async (route) => {
    await new Promise((r) => setTimeout(r, 800))
    await route.continue()
  })

/** Fills the contact form; the subject names the test's message. */
export async function fillContact(page: Page, subject: string) {
  const form = page.getByRole('form', { name: 'Contact form' })
  await form.getByLabel('Full Name').fill('Dilini Jayawardena')
  await form.getByLabel('Email address').fill('dilini@example.lk')
  await form.getByLabel('Subject').fill(subject)
  await form.getByLabel('Message').fill('Which documents do I need for a private candidate entry?')
  return form
}

import { expect, test, type Page } from '@playwright/test'
import { Secret, TOTP } from 'otpauth'
import { staffToken } from '../support/e2e/site'

// A staff member turns two-factor sign-in on in the admin, signs out, and signs in with a code:
// the whole flow in a browser, under the admin's CSP, on an account of its own.

const codeFor = (secret: string, at = Date.now()) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at })

async function signInWithPassword(page: Page, email: string, password: string) {
  await page.goto('/admin/login')
  await page.locator('#field-email').fill(email)
  await page.locator('#field-password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

test('a staff member turns on two-factor sign-in, signs out, and signs in again with a code', async ({
  page,
  request,
}) => {
  const violations: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) violations.push(m.text())
  })
  const email = `two-factor-${Date.now()}@example.lk`
  const password = 'a long e2e staff password'
  const token = await staffToken(request)
  const made = await request.post('/api/users', {
    headers: { authorization: `JWT ${token}` },
    data: { email, password, roles: ['editor'] },
  })
  expect(made.ok()).toBe(true)

  await signInWithPassword(page, email, password)
  await expect(page).toHaveURL(/\/admin\/?$/)
  await page.goto('/admin/account')
  const settings = page.getByTestId('two-factor-settings')
  await expect(settings).toContainText('Off.')
  await settings.getByRole('button', { name: 'Turn on two-factor sign-in' }).click()
  const secret = (await page.getByTestId('two-factor-secret').textContent())!.trim()
  await expect(settings.locator('svg')).toBeVisible() // the QR code
  await page.getByLabel('Code from the app').fill(codeFor(secret))
  await settings.getByRole('button', { name: 'Turn on two-factor sign-in' }).click()
  await expect(page.getByTestId('recovery-codes').locator('li')).toHaveCount(10)
  await page.getByRole('button', { name: 'Done' }).click()
  await expect(settings).toContainText('On.')

  await page.goto('/admin/logout')
  await expect(page).toHaveURL(/\/admin\/login/)

  await signInWithPassword(page, email, password)
  await expect(page).toHaveURL(/\/admin\/two-factor/)
  // Half signed in: the admin and the API refuse the session until the code is given.
  expect((await (await page.request.get('/api/users/me')).json()).user).toBeNull()
  await page.getByLabel('Code').fill('000000')
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'not right' })).toBeVisible()
  // The next time step's code: the current one was spent turning it on.
  await page.getByLabel('Code').fill(codeFor(secret, Date.now() + 30_000))
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
  expect((await (await page.request.get('/api/users/me')).json()).user.email).toBe(email)
  expect(violations).toEqual([])
})

import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test'
import { staffToken } from '../support/e2e/site'

// The admin as the office uses it without training: an export of exactly what the list shows, a schedule
// drawer whose default fits the document, messages on the field that is wrong, a reply link, dates with
// their year, and no API tab for editors.

test.describe.configure({ timeout: 120_000 })
// The admin renders each screen on first visit; on a loaded machine a drawer or a sign-in takes seconds.
const expect = baseExpect.configure({ timeout: 20_000 })

const ADMIN = { email: 'admin@example.lk', password: 'e2e-admin-password' }
const STAFF_PASSWORD = 'a long e2e office password'
const YEAR_TIME = /\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}/

async function signIn(page: Page, { email, password } = ADMIN) {
  await page.goto('/admin/login')
  await page.locator('#field-email').fill(email)
  await page.locator('#field-password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
}

const auth = async (request: APIRequestContext) => ({ authorization: `JWT ${await staffToken(request)}` })

async function sendMessages(request: APIRequestContext, tag: string, n: number) {
  for (let i = 0; i < n; i++) {
    const sent = await request.post('/api/contact-us', {
      headers: { accept: 'application/json' },
      multipart: {
        name: `Office ${i}`,
        email: `office${i}@example.lk`,
        subject: `${tag} ${i}`,
        message: `Line one ${i}\nLine two`,
        website: '',
      },
    })
    expect(sent.status(), await sent.text()).toBeLessThan(400)
  }
  const headers = await auth(request)
  const found = await request.get(
    `/api/contact-messages?where[subject][like]=${encodeURIComponent(tag)}&sort=subject&depth=0`,
    { headers },
  )
  return (await found.json()).docs as { id: number; subject: string }[]
}

test('the export holds every row the list’s filter shows, with the message, Yes/No and Sri Lanka times', async ({
  page,
  request,
}) => {
  const tag = `Export-office-${Date.now()}`
  const [first] = await sendMessages(request, tag, 3)
  await request.patch(`/api/contact-messages/${first.id}`, { headers: await auth(request), data: { handled: true } })

  await signIn(page)
  await page.goto(`/admin/collections/contact-messages?where[handled][not_equals]=true&search=${tag}`)
  await expect(page.getByRole('row').filter({ hasText: tag })).toHaveCount(2)
  await page.getByRole('button', { name: /Export to a spreadsheet/ }).click()
  await expect(page.getByText('Download all 2 contact messages')).toBeVisible()
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download 2 rows' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^contact-messages-\d{4}-\d{2}-\d{2}\.csv$/)
  const csv = (
    await (await download.createReadStream()).toArray().then((parts) => Buffer.concat(parts).toString())
  ).replace(/^\uFEFF/, '')
  const [header, ...rows] = csv.trimEnd().split('\r\n')
  expect(header.split(',')).toEqual([
    'Received (Sri Lanka time)',
    'Name',
    'E-mail',
    'Subject',
    'Message',
    'Sent from page',
    'Handled',
    'Notification e-mail',
    'Notification sent at',
  ])
  expect(rows).toHaveLength(2)
  for (const row of rows) {
    expect(row).toMatch(new RegExp(`^"?${YEAR_TIME.source}"?,`))
    expect(row).toContain('"Line one')
    expect(row).toContain(',No,')
  }
  expect(csv).not.toContain(`${tag} 0`)
  await expect(page.getByText(/Your download of contact-messages-.* has started/)).toBeVisible()
})

test('a message is for replying: sender, first line, age and state listed; a reply link; handled and next', async ({
  page,
  request,
}) => {
  const tag = `Reply-office-${Date.now()}`
  const [message, next] = await sendMessages(request, tag, 2)
  await signIn(page)
  await page.goto(`/admin/collections/contact-messages?search=${tag}`)
  const row = page.getByRole('row').filter({ hasText: `${tag} 0` })
  await expect(row).toContainText('Not handled')
  await expect(row).toContainText('Line one 0')
  await expect(row).toContainText('Office 0')
  await expect(row.locator('time')).toHaveText(/just now|minute/)

  await page.goto(`/admin/collections/contact-messages/${message.id}`)
  const reply = page.getByRole('link', { name: 'Reply by e-mail' })
  const href = (await reply.getAttribute('href')) ?? ''
  expect(href.startsWith('mailto:office0%40example.lk?')).toBe(true)
  const params = new URLSearchParams(href.split('?')[1])
  expect(params.get('subject')).toBe(`Re: ${tag} 0`)
  expect(params.get('body')).toContain('Office 0 wrote:\n> Line one 0\n> Line two')
  await expect(page.getByText('Sent from page')).toBeVisible()
  await expect(page.getByText('E-mail to the department')).toBeVisible()
  await expect(page.getByText(/Attempts|Last error|back-off/)).toHaveCount(0)
  // Its times carry the year.
  await expect(page.locator('.doc-controls__meta')).toContainText(YEAR_TIME)

  await page.getByRole('button', { name: 'Mark handled and open the next' }).click()
  await expect(page).not.toHaveURL(new RegExp(`/contact-messages/${message.id}$`))
  const stored = await request.get(`/api/contact-messages/${message.id}?depth=0`, { headers: await auth(request) })
  expect((await stored.json()).handled).toBe(true)
  expect(next.id).toBeGreaterThan(0)
})

async function openScheduleDrawer(page: Page, id: number) {
  await page.goto(`/admin/collections/blogs/${id}`)
  await page.locator('.btn--withPopup .popup-button').first().click()
  await page.getByRole('button', { name: /Schedule publish or unpublish/ }).click()
  return page.getByRole('dialog', { name: `schedule-publish-${id}` })
}

test('the schedule drawer proposes Publish on a draft, Unpublish on a published post, and refuses a past time', async ({
  page,
  request,
}) => {
  const headers = await auth(request)
  const [model] = (
    await (await request.get('/api/blogs?limit=1&depth=0&where[_status][equals]=published', { headers })).json()
  ).docs
  const title = `Office draft ${Date.now()}`
  const created = await request.post('/api/blogs?draft=true', {
    headers,
    data: {
      title,
      _status: 'draft',
      publishedAt: new Date().toISOString(),
      thumbnail: model.thumbnail,
      description: model.description,
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const draft = (await created.json()).doc as { id: number }

  await signIn(page)
  let drawer = await openScheduleDrawer(page, draft.id)
  await expect(drawer.getByRole('radio', { name: /^Publish:/ })).toBeChecked()
  await expect(drawer.getByRole('heading', { name: 'Already scheduled for this document' })).toBeVisible()
  await expect(drawer.getByText('Upcoming Events')).toHaveCount(0)
  await drawer.getByLabel('When (Sri Lanka time, Asia/Colombo)').fill('2020-01-01T10:00')
  await drawer.getByRole('button', { name: 'Schedule publishing' }).click()
  await expect(drawer.getByRole('alert')).toHaveText(
    '1 Jan 2020, 10:00 (Sri Lanka time) has passed: choose a time in the future.',
  )

  drawer = await openScheduleDrawer(page, model.id)
  await expect(drawer.getByRole('radio', { name: /^Unpublish:/ })).toBeChecked()
  await request.delete(`/api/blogs/${draft.id}`, { headers })
})

test('an editor sees no API tab; an admin does', async ({ page, request }) => {
  const email = `office-editor-${Date.now()}@example.lk`
  const made = await request.post('/api/users', {
    headers: await auth(request),
    data: { email, password: STAFF_PASSWORD, roles: ['editor'] },
  })
  expect(made.ok(), await made.text()).toBe(true)
  const headers = await auth(request)
  const [blog] = (await (await request.get('/api/blogs?limit=1&depth=0', { headers })).json()).docs

  await signIn(page, { email, password: STAFF_PASSWORD })
  await page.goto(`/admin/collections/blogs/${blog.id}`)
  await expect(page.locator('.doc-tabs').getByRole('link', { name: 'Versions' })).toBeVisible()
  await expect(page.locator('.doc-tabs').getByRole('link', { name: 'API' })).toHaveCount(0)

  await page.context().clearCookies()
  await signIn(page)
  await page.goto(`/admin/collections/blogs/${blog.id}`)
  await expect(page.locator('.doc-tabs').getByRole('link', { name: 'API' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Sign out' })).toHaveCount(1)
})

test('the sign-in page is the company’s: its name, its mark, “Sign in”', async ({ page }) => {
  await page.goto('/admin/login')
  await expect(page.getByText('Lyceum Assessments', { exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Login' })).toHaveCount(0)
})

test('an image without alt text says why, on its field, marked required', async ({ page, request }) => {
  const email = `office-image-${Date.now()}@example.lk`
  const made = await request.post('/api/users', {
    headers: await auth(request),
    data: { email, password: STAFF_PASSWORD, roles: ['editor'] },
  })
  expect(made.ok(), await made.text()).toBe(true)
  await signIn(page, { email, password: STAFF_PASSWORD })

  await page.goto('/admin/collections/media/create')
  await expect(page.locator('label[for="field-alt"]')).toContainText('*')
  // The file taken in first (the form's own state request): in Payload, one answered after a refused save
  // clears the field's mark, a race rare at a person's pace.
  const createView = '/admin/collections/media/create'
  const formState = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith(createView))
  await page.locator('input[type=file]').setInputFiles('public/apple-touch-icon.png')
  await formState
  await page.getByRole('button', { name: 'Save' }).click()
  const altField = page.locator('.field-type.text').filter({ has: page.locator('#field-alt') })
  await expect(altField).toContainText('Write the alt text: say what the image shows')
  await expect(altField).toHaveClass(/error/)
})

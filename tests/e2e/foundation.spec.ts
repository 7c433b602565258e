import { expect, test } from '@playwright/test'

// The foundation as a visitor's browser and an API client meet it over HTTP.

test('the home page is server-rendered with content from the CMS', async ({ request }) => {
  const res = await request.get('/')
  expect(res.status()).toBe(200)
  const html = await res.text()
  expect(html).toContain('Lyceum Assessments')
  expect(html).toContain('PTE (Pearson Test of English)')
  expect(html).toMatch(/<html lang="en"/)
})

test('the admin answers at /admin', async ({ page }) => {
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin\/login/)
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible()
})

test('every GET of the public API answers with JSON', async ({ request }) => {
  const paths = [
    '/api/get-examinations-category/pearson',
    '/api/get-examinations-category/festival-of-arts',
    '/api/notifications-read',
    '/api/get-website-description',
    '/api/get-values',
    '/api/get-value-description',
    '/api/get-single-blog/how-to-prepare-for-your-international-gcse-examinations',
    '/api/get-all-blogs',
    '/api/get-single-event/festival-of-arts-prize-giving-2026',
    '/api/get-all-events',
    '/api/get-social-data',
    '/api/frontend-slider',
    '/api/get-single-exam/ias-ial-examinations',
    '/api/get-exam-downloads/ias-ial-examinations',
    '/api/get-exams-category/festival-of-arts',
    '/api/get-download-materials',
    '/api/get-banner',
    '/api/get-contact-page',
    '/api/get-site-settings',
    '/api/get-department-introduction',
    '/api/get-ielts-options',
    '/api/get-ielts-course-structure',
  ]
  for (const path of paths) {
    const res = await request.get(path)
    expect(res.status(), path).toBe(200)
    expect(res.headers()['content-type'], path).toContain('application/json')
  }
})

test('images and downloads named by the API are served by the app', async ({ request }) => {
  const [slide] = await (await request.get('/api/frontend-slider')).json()
  const image = await request.get(slide.image)
  expect(image.status()).toBe(200)
  expect(image.headers()['content-type']).toBe('image/jpeg')

  const { downloads } = await (await request.get('/api/get-download-materials')).json()
  const file = await request.get(downloads[0].file)
  expect(file.status()).toBe(200)
  expect(file.headers()['content-type']).toBe('application/pdf')
  expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-')
})

test('an unknown slug answers 404 with a JSON error', async ({ request }) => {
  const res = await request.get('/api/get-single-blog/does-not-exist')
  expect(res.status()).toBe(404)
  expect((await res.json()).message).toContain('does-not-exist')
})

for (const collection of ['users', 'contact-messages', 'enquiries']) {
  test(`anonymous REST read of /api/${collection} is refused`, async ({ request }) => {
    const res = await request.get(`/api/${collection}`)
    expect([401, 403]).toContain(res.status())
  })
}

test('anonymous GraphQL reads of users, messages and enquiries are refused', async ({ request }) => {
  for (const query of [
    '{ Users { docs { email } } }',
    '{ ContactMessages { docs { email } } }',
    '{ Enquiries { docs { email } } }',
  ]) {
    const res = await request.post('/api/graphql', { data: { query } })
    expect([401, 403], query).toContain(res.status())
  }
})

test('the contact endpoint stores a message; staff can read it, visitors cannot', async ({ request }) => {
  const res = await request.post('/api/contact-us', {
    multipart: { name: 'E2E Visitor', email: 'visitor@example.lk', subject: 'Hello', message: 'From the e2e test' },
  })
  expect(res.status()).toBe(201)

  const login = await request.post('/api/users/login', {
    data: { email: 'admin@example.lk', password: 'e2e-admin-password' },
  })
  expect(login.status()).toBe(200)
  const { token } = await login.json()
  const staffView = await request.get('/api/contact-messages?where[email][equals]=visitor@example.lk', {
    headers: { Authorization: `JWT ${token}` },
  })
  expect((await staffView.json()).docs[0].message).toBe('From the e2e test')
})

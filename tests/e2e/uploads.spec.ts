import http from 'node:http'
import { expect, test, type Page } from '@playwright/test'
import { noisyPng, oversizedPdf, raster, svgWithScript } from '../support/uploadFiles'

// Uploaded files as the production server serves them, and refused uploads as an editor sees them.

const SANDBOX = "sandbox; default-src 'none'"

/** A GET with the path sent exactly as written: fetch and browsers would normalise `..` and `%2e`. */
function rawGet(baseURL: string, rawPath: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(baseURL)
  return new Promise((resolve, reject) => {
    const req = http.request({ host: hostname, port, path: rawPath, method: 'GET' }, (res) => {
      let body = ''
      res.setEncoding('latin1')
      res.on('data', (chunk: string) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
    })
    req.on('error', reject)
    req.end()
  })
}

// The policy reaches the visitor only when src/proxy.ts gives these paths UPLOADED_FILE_POLICY
// (src/lib/securityHeaders.ts): the proxy sets every response's policy and would replace the handler's.
test('an uploaded image is served sandboxed and not sniffed', async ({ request }) => {
  const { docs } = await (await request.get('/api/media?limit=1&where[mimeType][equals]=image/png')).json()
  const res = await request.get(`/api/media/file/${encodeURIComponent(docs[0].filename)}`)
  expect(res.status()).toBe(200)
  expect(res.headers()['content-type']).toBe('image/png')
  expect(res.headers()['content-security-policy']).toBe(SANDBOX)
  expect(res.headers()['x-content-type-options']).toBe('nosniff')
  expect(res.headers()['content-disposition']).toBeUndefined()
})

test('a download is served as an attachment under its name, sandboxed and not sniffed', async ({ request }) => {
  const { docs } = await (await request.get('/api/downloads?limit=1')).json()
  const res = await request.get(`/api/downloads/file/${encodeURIComponent(docs[0].filename)}`)
  expect(res.status()).toBe(200)
  expect(res.headers()['content-type']).toBe('application/pdf')
  expect(res.headers()['content-disposition']).toContain(`attachment; filename="${docs[0].filename}"`)
  expect(res.headers()['content-security-policy']).toBe(SANDBOX)
  expect(res.headers()['x-content-type-options']).toBe('nosniff')
})

const outside = [
  '/api/media/file/..%252f..%252fetc%252fpasswd',
  '/api/media/file/..%2f..%2fetc%2fpasswd',
  '/api/media/file/..%5c..%5cetc%5cpasswd',
  '/api/media/file/%2fetc%2fpasswd',
  '/api/media/file/passwd%00.png',
  '/api/media/file/../../../../etc/passwd',
  '/api/media/file/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
  '/api/downloads/file/..%252f..%252f..%252fetc%252fpasswd',
  '/api/downloads/file/..%2f..%2fimages%2fvalue-integrity.png',
  '/api/downloads/file/no-such-file.pdf',
  '/api/media/file/no-such-image.png',
]

test('missing files answer 404 and nothing outside the upload folders is served', async ({ baseURL }) => {
  for (const rawPath of outside) {
    const { status, body } = await rawGet(baseURL!, rawPath)
    expect(status, rawPath).toBeGreaterThanOrEqual(400)
    expect(status, rawPath).toBeLessThan(500)
    expect(body, rawPath).not.toMatch(/root:|PNG/)
  }
  expect((await rawGet(baseURL!, '/api/downloads/file/no-such-file.pdf')).status).toBe(404)
  expect((await rawGet(baseURL!, '/api/media/file/..%252f..%252fetc%252fpasswd')).status).toBe(404)
})

async function signIn(page: Page) {
  await page.goto('/admin/login')
  await page.locator('#field-email').fill('admin@example.lk')
  await page.locator('#field-password').fill('e2e-admin-password')
  await page.locator('button[type="submit"]').click()
  await expect(page).not.toHaveURL(/\/admin\/login/)
}

/** Picks a file on a collection's create screen, saves, and returns the message the admin shows. */
async function uploadInAdmin(
  page: Page,
  collection: string,
  file: { name: string; mimetype: string; data: Buffer },
  fill?: () => Promise<void>,
) {
  await page.goto(`/admin/collections/${collection}/create`)
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: file.name, mimeType: file.mimetype, buffer: file.data })
  await fill?.()
  const answer = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === `/api/${collection}`,
  )
  await page.locator('#action-save').click()
  return answer
}

const fillAlt = (page: Page) => () => page.locator('#field-alt').fill('A test image')

test.describe('the admin shows why an upload was refused', () => {
  test.beforeEach(async ({ page }) => signIn(page))

  test('an image over 10 MB', async ({ page }) => {
    const res = await uploadInAdmin(page, 'media', await noisyPng(10.5 * 1024 * 1024), fillAlt(page))
    expect(res.status()).toBe(413)
    await expect(page.getByText(/an image can be at most 10 MB/)).toBeVisible()
  })

  test('an image over 4000 pixels on a side', async ({ page }) => {
    const res = await uploadInAdmin(page, 'media', await raster('png', 4001, 20), fillAlt(page))
    expect(res.status()).toBe(400)
    await expect(page.getByText(/4001 × 20 pixels; images can be at most 4000 pixels on a side/)).toBeVisible()
  })

  test('an image without alt text that is not marked decorative', async ({ page }) => {
    await page.goto('/admin/collections/media/create')
    const file = await raster('png')
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: file.name, mimeType: file.mimetype, buffer: file.data })
    await page.locator('#action-save').click()
    // Payload's form names the field (its message, "Write the alt text: …", shows on the field).
    await expect(page.getByText(/invalid: Alt text|Write the alt text/).first()).toBeVisible()
    await expect(page).toHaveURL(/\/admin\/collections\/media\/create/)
  })

  test('an SVG image', async ({ page }) => {
    const res = await uploadInAdmin(page, 'media', svgWithScript(), fillAlt(page))
    expect(res.status()).toBe(400)
    await expect(page.getByText(/SVG files are not accepted/)).toBeVisible()
  })

  test('a download over 25 MB', async ({ page }) => {
    const res = await uploadInAdmin(page, 'downloads', oversizedPdf(25 * 1024 * 1024 + 100), async () => {
      await page.locator('#field-title').fill('Too large')
    })
    expect(res.status()).toBe(413)
    await expect(page.getByText(/larger than 25 MB/)).toBeVisible()
  })
})

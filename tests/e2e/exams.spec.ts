import { expect, test, type APIRequestContext } from '@playwright/test'
import { expectNoSeriousA11yViolations } from '../support/e2e/a11y'
import { staffToken } from '../support/e2e/site'

// Exam detail pages (/examinations/{category}/{slug}) and the PTE contact page, on the demo content.

type Exam = {
  name: string
  slug: string
  category: string
  description: string
  banner_status: number
  banner_text: string
  banner_link: string
}
type Downloads = {
  downloads: { id: number; title: string; file: string; file_url: string; download_cat_id: number }[]
  downloadCats: { id: number; name: string }[]
}

const PTE = 'pte--pearson-test-of-english-'

async function examFromApi(request: APIRequestContext, slug: string): Promise<Exam> {
  const res = await request.get(`/api/get-single-exam/${slug}`)
  expect(res.status(), slug).toBe(200)
  return (await res.json())[0]
}

async function downloadsFromApi(request: APIRequestContext, slug: string): Promise<Downloads> {
  return (await request.get(`/api/get-exam-downloads/${slug}`)).json()
}

test.describe('exam banner rule', () => {
  for (const { category, slug } of [
    { category: 'pearson', slug: PTE },
    { category: 'festival-of-arts', slug: 'speech-and-drama' },
  ]) {
    test(`${slug}: status 6 shows the banner with its text and link`, async ({ page, request }) => {
      const exam = await examFromApi(request, slug)
      expect(exam.banner_status).toBe(6)
      await page.goto(`/examinations/${category}/${slug}`)
      const banner = page.getByTestId('exam-banner')
      await expect(banner).toBeVisible()
      await expect(banner).toContainText(exam.banner_text)
      await expect(banner.getByRole('link', { name: /find out more/i })).toHaveAttribute('href', exam.banner_link)
    })
  }

  test('music-performance: a status other than 6 hides the banner', async ({ page, request }) => {
    const exam = await examFromApi(request, 'music-performance')
    expect(exam.banner_status).not.toBe(6)
    await page.goto('/examinations/festival-of-arts/music-performance')
    await expect(page.getByRole('heading', { level: 2, name: exam.name })).toBeVisible()
    await expect(page.getByTestId('exam-banner')).toHaveCount(0)
  })

  for (const slug of ['ias-ial-examinations', 'international-gcse--ig--examinations']) {
    test(`${slug}: an excluded slug hides the banner even with status 6`, async ({ page, request }) => {
      const exam = await examFromApi(request, slug)
      expect(exam.banner_status).toBe(6)
      expect(exam.banner_text).not.toBe('')
      await page.goto(`/examinations/pearson/${slug}`)
      await expect(page.getByRole('heading', { level: 2, name: exam.name })).toBeVisible()
      await expect(page.getByTestId('exam-banner')).toHaveCount(0)
      await expect(page.getByText(exam.banner_text)).toHaveCount(0)
    })
  }
})

test('the exam page shows the category header, the exam name and the sanitised description', async ({
  page,
  request,
}) => {
  const exam = await examFromApi(request, 'ias-ial-examinations')
  const [category] = await (await request.get('/api/get-exams-category/pearson')).json()
  await page.goto('/examinations/pearson/ias-ial-examinations')
  await expect(page).toHaveTitle(new RegExp(`^${exam.name.replace(/[/()]/g, '\\$&')}`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.header_title)
  await expect(page.locator('header img').first()).toHaveAttribute(
    'src',
    new RegExp(encodeURIComponent(category.header_image)),
  )
  await expect(page.getByRole('heading', { level: 2, name: exam.name })).toBeVisible()
  // The description's list and heading are rendered as HTML, not as escaped text.
  const article = page.getByRole('article')
  await expect(article.getByRole('heading', { level: 3, name: 'At a glance' })).toBeVisible()
  await expect(article.getByRole('listitem').first()).toBeVisible()
  await expect(article).not.toContainText('<p>')
  const description = await page.locator('meta[name="description"]').getAttribute('content')
  expect(description).toMatch(/^International AS and A Levels/)
})

test('the exam page is complete in the server HTML: no Loading state without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/examinations/festival-of-arts/speech-and-drama')
  await expect(page.getByRole('heading', { level: 2, name: 'Speech and Drama' })).toBeVisible()
  await expect(page.getByTestId('exam-banner')).toBeVisible()
  await expect(page.getByRole('region', { name: 'Downloads', exact: true })).toBeVisible()
  await expect(page.getByText('Loading...')).toBeHidden()
  await context.close()
})

test.describe('downloads', () => {
  for (const { category, slug } of [
    { category: 'pearson', slug: 'international-gcse--ig--examinations' },
    { category: 'festival-of-arts', slug: 'speech-and-drama' },
  ]) {
    test(`${slug}: files are grouped under their category headings and download as PDF`, async ({ page, request }) => {
      const list = await downloadsFromApi(request, slug)
      expect(list.downloadCats.length).toBeGreaterThan(1)
      await page.goto(`/examinations/${category}/${slug}`)
      const section = page.getByRole('region', { name: 'Downloads', exact: true })
      await expect(section).toBeVisible()
      await expect(section.getByRole('heading', { level: 3 })).toHaveText(list.downloadCats.map((c) => c.name))
      for (const cat of list.downloadCats) {
        const group = section.getByRole('region', { name: cat.name, exact: true })
        const files = list.downloads.filter((d) => d.download_cat_id === cat.id)
        await expect(group.getByRole('link')).toHaveCount(files.length)
        for (const file of files) {
          const link = group.getByRole('link', { name: `${file.title} (PDF)` })
          await expect(link).toHaveAttribute('href', file.file_url)
          await expect(link).toHaveAttribute('download', '')
          const res = await request.get((await link.getAttribute('href'))!)
          expect(res.status(), file.title).toBe(200)
          expect(res.headers()['content-type']).toBe('application/pdf')
          expect((await res.body()).subarray(0, 5).toString()).toBe('%PDF-')
        }
      }
    })
  }

  test('an exam without files has no downloads section', async ({ page, request }) => {
    expect((await downloadsFromApi(request, 'music-performance')).downloads).toHaveLength(0)
    await page.goto('/examinations/festival-of-arts/music-performance')
    await expect(page.getByRole('heading', { level: 2, name: 'Music Performance' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Downloads', exact: true })).toHaveCount(0)
  })
})

test.describe('PTE enquiry form section', () => {
  test('appears on the PTE exam page', async ({ page }) => {
    await page.goto(`/examinations/pearson/${PTE}`)
    const section = page.getByRole('region', { name: 'Contact Regarding the PTE' })
    await expect(section).toBeVisible()
    await expect(section.getByRole('heading', { level: 2, name: 'Contact Regarding the PTE' })).toBeVisible()
    await expect(page.locator('#pte-enquiry')).toHaveCount(1)
  })

  for (const path of [
    '/examinations/pearson/ias-ial-examinations',
    '/examinations/festival-of-arts/speech-and-drama',
    '/examinations/pearson/international-certificate-young-learners--pte-yl-',
  ]) {
    test(`is absent from ${path}`, async ({ page }) => {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible()
      await expect(page.getByText('Contact Regarding the PTE')).toHaveCount(0)
    })
  }

  test("follows the exam's box, and the PTE Enquiries page links to the exam that has it", async ({
    page,
    request,
  }) => {
    const headers = { Authorization: `JWT ${await staffToken(request)}` }
    const idOf = async (slug: string): Promise<number> =>
      (await (await request.get(`/api/exams?where[slug][equals]=${slug}&depth=0`, { headers })).json()).docs[0].id
    const [pte, drama] = [await idOf(PTE), await idOf('speech-and-drama')]
    const tick = async (id: number, on: boolean) =>
      expect(
        (
          await request.patch(`/api/exams/${id}`, { headers, data: { showPteEnquiryForm: on, _status: 'published' } })
        ).ok(),
      ).toBe(true)
    const readAboutPte = page.getByRole('link', { name: 'Read about the PTE' })
    await page.goto('/examinations/pte-contact')
    await expect(readAboutPte).toHaveAttribute('href', `/examinations/pearson/${PTE}`)
    try {
      await tick(pte, false)
      await tick(drama, true)
      await page.goto('/examinations/festival-of-arts/speech-and-drama')
      await expect(page.getByRole('region', { name: 'Contact Regarding the PTE' })).toBeVisible()
      await expect(page.getByRole('link', { name: 'Send a PTE enquiry' })).toHaveAttribute('href', '#pte-enquiry')
      await page.goto(`/examinations/pearson/${PTE}`)
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible()
      await expect(page.getByText('Contact Regarding the PTE')).toHaveCount(0)
      await page.goto('/examinations/pte-contact')
      await expect(readAboutPte).toHaveAttribute('href', '/examinations/festival-of-arts/speech-and-drama')
    } finally {
      await tick(drama, false)
      await tick(pte, true)
    }
  })

  test('has its own page at /examinations/pte-contact', async ({ page }) => {
    const res = await page.goto('/examinations/pte-contact')
    expect(res?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: 'PTE Enquiries' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Contact Regarding the PTE' })).toBeVisible()
    await expect(page).toHaveTitle(/PTE Enquiries/)
  })
})

test.describe('not found', () => {
  for (const path of [
    '/examinations/pearson/does-not-exist',
    '/examinations/festival-of-arts/ias-ial-examinations',
    '/examinations/pearson/speech-and-drama',
    '/examinations/no-such-category/ias-ial-examinations',
    '/examinations/IELTS/ias-ial-examinations',
  ]) {
    test(`${path} answers 404`, async ({ request }) => {
      const res = await request.get(path)
      expect(res.status()).toBe(404)
    })
  }

  test('the right category answers 200 and the static routes are not swallowed by [category]', async ({ request }) => {
    expect((await request.get('/examinations/pearson/ias-ial-examinations')).status()).toBe(200)
    expect((await request.get('/examinations/festival-of-arts/speech-and-drama')).status()).toBe(200)
    const ielts = await request.get('/examinations/IELTS')
    expect(ielts.status()).toBe(200)
    expect(await ielts.text()).toContain('Course Structure Chart')
    const pte = await request.get('/examinations/pte-contact')
    expect(pte.status()).toBe(200)
    expect(await pte.text()).toContain('Contact Regarding the PTE')
  })
})

test.describe('accessibility', () => {
  const pages = [
    `/examinations/pearson/${PTE}`,
    '/examinations/pearson/ias-ial-examinations',
    '/examinations/festival-of-arts/speech-and-drama',
    '/examinations/pte-contact',
  ]
  for (const width of [1280, 375]) {
    test(`exam pages have no serious axe violations at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 })
      for (const path of pages) {
        await page.goto(path)
        await expectNoSeriousA11yViolations(page, `${path} at ${width}px`)
        // Nothing wider than the screen.
        expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(width)
      }
    })
  }
})

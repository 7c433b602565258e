import { expect, test, type Browser } from '@playwright/test'
import { expectNoSeriousA11yViolations } from '../support/e2e/a11y'
import { newBlog, staffApi } from '../support/e2e/staffApi'
import { WHOLE_PAGE } from '../../scripts/lib/chromium.mjs'

// /search and the exam page's questions, as a visitor without JavaScript meets them; axe with it.

const IG_PATH = '/examinations/pearson/international-gcse--ig--examinations'

async function noScriptPage(browser: Browser) {
  const context = await browser.newContext({ javaScriptEnabled: false })
  return { context, page: await context.newPage() }
}

test('the search form finds an exam without JavaScript: count, highlighted title and snippet, noindex', async ({
  browser,
}) => {
  const { context, page } = await noScriptPage(browser)
  await page.goto('/search')
  await expect(page.getByRole('heading', { name: 'What are you looking for?' })).toBeVisible()
  await page.getByLabel('Search examinations, blogs, galleries and pages').fill('  International GCSE ')
  // The header has its own search form (and button) too: this is the page's.
  await page.getByRole('main').getByRole('button', { name: 'Search' }).click()
  // The browser sends the box as typed; the server trims it.
  await expect(page).toHaveURL(/\/search\?q=\+*International\+GCSE\+*$/)
  await expect(
    page.getByRole('heading', {
      level: 2,
      name: /^\d+ results? for “International GCSE”$/,
    }),
  ).toBeVisible()
  const first = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: 'International GCSE (IG) Examinations' }) })
    .first()
  await expect(first.getByRole('link')).toHaveAttribute('href', IG_PATH)
  await expect(page.locator('ol > li').first()).toContainText('International GCSE (IG) Examinations')
  await expect(first.locator('h3 mark').first()).toHaveText(/International/i)
  await expect(first.locator('p mark').first()).toBeVisible()
  expect(await page.locator('meta[name="robots"]').getAttribute('content')).toMatch(/noindex/)
  await expect(page.getByLabel('Search examinations, blogs, galleries and pages')).toHaveValue('International GCSE')
  await context.close()
})

test('no results: suggestions; odd and long queries answer 200; a page past the last is 404', async ({
  page,
  request,
}) => {
  // A dozen uncached renders: seconds each on a loaded machine.
  test.slow()
  await page.goto('/search?q=zzqqxxnothing')
  await expect(page.getByRole('heading', { name: 'No results for “zzqqxxnothing”' })).toBeVisible()
  const main = page.getByRole('main')
  await expect(main.getByRole('link', { name: 'IELTS test dates', exact: true })).toHaveAttribute(
    'href',
    '/search?q=IELTS%20test%20dates',
  )
  await expect(main.getByRole('link', { name: 'exam calendar', exact: true })).toHaveAttribute('href', '/exam-calendar')
  await expectNoSeriousA11yViolations(page, 'search, no results')
  // Two edits away: not corrected on its own, but offered.
  await page.goto('/search?q=iltes')
  await expect(main.getByText('Did you mean ielts?')).toBeVisible()
  await expect(main.getByRole('link', { name: 'ielts', exact: true })).toHaveAttribute('href', '/search?q=ielts')

  for (const q of ['%', '_', '\\', "'; drop table search; --", '<script>alert(1)</script>', '%ff%fe']) {
    const res = await request.get(`/search?q=${encodeURIComponent(q)}`)
    expect(res.status(), q).toBe(200)
    expect(await res.text()).not.toContain('<script>alert(1)</script>')
  }
  const long = await request.get(`/search?q=${'ielts '.repeat(40)}`)
  expect(long.status()).toBe(200)
  expect(await long.text()).toContain('first 100 characters')
  expect((await request.get('/search?q=International+GCSE&page=40')).status()).toBe(404)
  expect((await request.get('/search?q=zzqqxxnothing&page=2')).status()).toBe(404)
})

test('new content is found at once (the cached page is purged) and pages ten at a time', async ({
  browser,
  request,
  baseURL,
}) => {
  test.slow()
  const word = `pagedword${Date.now().toString(36)}`
  const path = `/search?q=${word}`
  await request.get(path)
  expect((await request.get(path)).headers()['x-cache']).toBe('HIT')

  const api = await staffApi(baseURL!)
  const created: number[] = []
  try {
    for (let i = 1; i <= 11; i++) created.push((await newBlog(api, `Search paging ${i} ${word}`)).id)
    const { context, page } = await noScriptPage(browser)
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 2, name: `11 results for “${word}”` })).toBeVisible()
    await expect(page.locator('ol > li')).toHaveCount(10)
    await page.getByRole('link', { name: 'Next →' }).click()
    await expect(page).toHaveURL(`${path}&page=2`)
    await expect(page.locator('ol > li')).toHaveCount(1)
    await expect(page.getByText('Page 2 of 2')).toBeVisible()
    await page.getByRole('link', { name: '← Previous' }).click()
    await expect(page).toHaveURL(path)
    await context.close()
  } finally {
    for (const id of created) await api.delete(`/api/blogs/${id}`)
    await api.dispose()
  }
  await expect(async () => {
    const html = await (await request.get(path)).text()
    expect(html).toContain('No results for')
    expect(html).not.toContain('Search paging 1 ')
  }).toPass()
})

test('a fee question shows the answer above the results, without JavaScript', async ({ browser }) => {
  const { context, page } = await noScriptPage(browser)
  await page.goto('/search?q=ielts+fee')
  const answer = page.getByRole('region', { name: /^IELTS: / })
  await expect(answer).toBeVisible()
  await expect(answer.getByRole('definition').first()).toContainText(/LKR \d/)
  await expect(answer.getByRole('link', { name: 'IELTS page →' })).toHaveAttribute('href', '/examinations/IELTS')
  await expect(
    answer.getByRole('link', {
      name: 'IELTS dates →',
    }),
  ).toHaveAttribute('href', '/exam-calendar?exam=ielts')
  await expect(page.locator('ol > li').first().getByRole('link')).toHaveAttribute('href', '/examinations/IELTS')
  await context.close()
})

test('a typo is corrected; results show breadcrumbs and mark whole words only', async ({ page }) => {
  await page.goto('/search?q=ielst+test+date')
  await expect(page.getByText('Showing results for ielts test date.')).toBeVisible()
  await expect(page.locator('ol > li').first().getByRole('link')).toHaveAttribute('href', '/examinations/IELTS')
  await page.goto('/search?q=a+level')
  const first = page.locator('ol > li').first()
  await expect(first.getByRole('link')).toHaveAttribute('href', '/examinations/pearson/ias-ial-examinations')
  // A readable breadcrumb, not the page's path.
  await expect(first.getByText('Examinations', { exact: true })).toBeVisible()
  await expect(first.getByText('Pearson', { exact: true })).toBeVisible()
  await expect(first).not.toContainText('/examinations/')
  for (const mark of await page.locator('mark').allTextContents()) expect(mark.toLowerCase()).not.toBe('a')
})

test('the search page passes axe with results', async ({ page }) => {
  await page.goto('/search?q=ielts')
  await expect(page.getByRole('heading', { level: 2, name: /results? for “ielts”/ })).toBeVisible()
  await expectNoSeriousA11yViolations(page, 'search results')
})

test.describe('exam questions and answers', () => {
  test('open and close with the keyboard and the mouse without JavaScript; FAQPage data matches', async ({
    browser,
  }) => {
    const { context, page } = await noScriptPage(browser)
    await page.goto(IG_PATH)
    const article = page.locator('article[aria-labelledby="exam-name"]')
    const section = article.getByRole('region', { name: 'Questions and answers' })
    await expect(section).toBeVisible()
    const items = section.locator('details')
    await expect(items).toHaveCount(3)
    const first = items.first()
    const summary = first.locator('summary')
    await expect(summary).toHaveText('Can I sit International GCSEs as a private candidate?')
    const answer = first.getByText(/Private candidates register with us directly/)
    await expect(answer).toBeHidden()

    await summary.focus()
    await page.keyboard.press('Enter')
    await expect(first).toHaveAttribute('open', '')
    await expect(answer).toBeVisible()
    await page.keyboard.press('Space')
    await expect(first).not.toHaveAttribute('open', '')
    await summary.click()
    await expect(answer).toBeVisible()

    const data = await page.locator('script[type="application/ld+json"]').allTextContents()
    const faq = data.map((d) => JSON.parse(d)).find((d) => d['@type'] === 'FAQPage')
    expect(faq.mainEntity).toHaveLength(3)
    expect(faq.mainEntity[0]).toMatchObject({
      '@type': 'Question',
      name: 'Can I sit International GCSEs as a private candidate?',
      acceptedAnswer: { '@type': 'Answer', text: expect.stringMatching(/^Yes\. Private candidates/) },
    })
    await context.close()
  })

  test('the questions pass axe, with one open', async ({ page }) => {
    await page.goto(IG_PATH)
    await page.locator('article details summary').first().click()
    await expectNoSeriousA11yViolations(page, 'exam questions')
  })

  test('an exam without questions shows no such section', async ({ page }) => {
    await page.goto('/examinations/pearson/ias-ial-examinations')
    await expect(page.getByRole('heading', { name: 'Questions and answers' })).toHaveCount(0)
  })
})

// For review: the results, no-results and questions at desktop and phone widths (test-results/screenshots/).
test('screenshots of search and exam questions', async ({ browser }) => {
  for (const [name, viewport] of [
    ['1280', { width: 1280, height: 800 }],
    ['375', { width: 375, height: 812 }],
  ] as const) {
    const context = await browser.newContext({ viewport, javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/search?q=ielts')
    await expect(page.getByRole('heading', { level: 2, name: /results? for “ielts”/ })).toBeVisible()
    await page.screenshot({ path: `test-results/screenshots/search-ielts-${name}.png`, ...WHOLE_PAGE })
    await page.goto('/search?q=zzqqxx')
    await page.screenshot({ path: `test-results/screenshots/search-none-${name}.png`, ...WHOLE_PAGE })
    await page.goto('/search?q=igcse+deadline')
    await page.screenshot({ path: `test-results/screenshots/search-answer-${name}.png`, ...WHOLE_PAGE })
    await page.goto('/search?q=ielst+fee')
    await page.screenshot({ path: `test-results/screenshots/search-typo-${name}.png`, ...WHOLE_PAGE })
    await page.goto('/search?q=iltes')
    await page.screenshot({ path: `test-results/screenshots/search-did-you-mean-${name}.png`, ...WHOLE_PAGE })
    await page.goto(IG_PATH)
    await page
      .locator('article details')
      .first()
      .evaluate((d) => d.setAttribute('open', ''))
    await page.locator('article details summary').nth(1).focus()
    await page
      .getByRole('region', { name: 'Questions and answers' })
      .screenshot({ path: `test-results/screenshots/exam-questions-${name}.png` })
    await context.close()
  }
})

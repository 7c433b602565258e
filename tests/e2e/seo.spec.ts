import { expect, test } from '@playwright/test'

// Found by search engines and link previews: tags, sitemap, robots, JSON-LD.

const jsonLd = async (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]) as Record<string, unknown>,
  )

test('pages carry a specific title, description, canonical URL and link-preview tags', async ({ request, baseURL }) => {
  for (const [path, title] of [
    ['/about-us', 'About Lyceum Assessments · Lyceum Assessments'],
    [
      '/blog/how-to-prepare-for-your-international-gcse-examinations',
      'How to Prepare for Your International GCSE Examinations · Lyceum Assessments',
    ],
    ['/examinations/pearson/ias-ial-examinations', 'IAS/IAL Examinations · Pearson · Lyceum Assessments'],
  ] as const) {
    const html = await (await request.get(path)).text()
    expect(html, path).toContain(`<title>${title.replace(/&/g, '&amp;')}</title>`)
    expect(html, path).toMatch(/<meta name="description" content="[^"]{20,}"/)
    expect(html, path).toContain(`<link rel="canonical" href="${baseURL}${path}"/>`)
    expect(html, path).toMatch(/<meta property="og:image" content="[^"]+"/)
    expect(html, path).toContain('<meta name="twitter:card" content="summary_large_image"/>')
    expect(html, path).toMatch(/<html lang="en"/)
  }
  const home = await (await request.get('/')).text()
  expect(home).toContain(`<meta property="og:image" content="${baseURL}/og-image.jpg"/>`)
  expect(home).toContain('<meta property="og:image:width" content="1200"/>')
  expect(home).toContain('<meta property="og:image:height" content="630"/>')
})

test('sitemap.xml lists the public routes and every published blog, event and exam with lastmod', async ({
  request,
  baseURL,
}) => {
  const res = await request.get('/sitemap.xml')
  expect(res.status()).toBe(200)
  const xml = await res.text()
  for (const path of [
    '/',
    '/about-us',
    '/examinations/IELTS',
    '/contact-us',
    '/blog/what-a-school-inspection-really-looks-at',
    '/gallery/ielts-open-day-at-nugegoda',
    '/examinations/festival-of-arts/speech-and-drama',
    '/examinations/pearson/pte--pearson-test-of-english-',
  ]) {
    expect(xml, path).toContain(`<loc>${baseURL}${path}</loc>`)
  }
  expect(xml.match(/<url>/g)?.length).toBe(xml.match(/<lastmod>/g)?.length)
})

test('robots.txt points to the sitemap and keeps the admin out', async ({ request, baseURL }) => {
  const text = await (await request.get('/robots.txt')).text()
  expect(text).toContain('Disallow: /admin')
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
})

test('JSON-LD: Organization on every page, BlogPosting on posts', async ({ request }) => {
  const org = (await jsonLd(await (await request.get('/contact-us')).text())).find((d) => d['@type'] === 'Organization')
  expect(org).toMatchObject({ '@context': 'https://schema.org', name: 'Lyceum Assessments', email: 'info@example.lk' })
  expect(org?.contactPoint).toHaveLength(3)
  expect(org?.sameAs).toContain('https://www.facebook.com/example')
  const post = (
    await jsonLd(await (await request.get('/blog/pte-academic--a-faster-route-to-studying-abroad')).text())
  ).find((d) => d['@type'] === 'BlogPosting')
  expect(post).toMatchObject({
    headline: 'PTE Academic: A Faster Route to Studying Abroad',
    author: { '@type': 'Person', name: 'Shehani de Silva' },
  })
  expect(Date.parse(post?.datePublished as string)).not.toBeNaN()
})

test('JSON-LD: BreadcrumbList on nested pages and a Course with LKR offers on the IELTS page', async ({
  request,
  baseURL,
}) => {
  const crumbs = (await jsonLd(await (await request.get('/gallery/pearson-edexcel-results-day-2026')).text())).find(
    (d) => d['@type'] === 'BreadcrumbList',
  )
  expect(
    (crumbs?.itemListElement as { name: string; item: string; position: number }[]).map((i) => [
      i.position,
      i.name,
      i.item,
    ]),
  ).toEqual([
    [1, 'Home', `${baseURL}/`],
    [2, 'Gallery', `${baseURL}/gallery`],
    [3, 'Pearson Edexcel Results Day 2026', `${baseURL}/gallery/pearson-edexcel-results-day-2026`],
  ])
  const course = (await jsonLd(await (await request.get('/examinations/IELTS')).text())).find(
    (d) => d['@type'] === 'Course',
  )
  expect(course).toMatchObject({
    name: 'IELTS Preparation Course',
    provider: { '@type': 'Organization', name: 'Lyceum Assessments' },
  })
  const offers = (course?.hasCourseInstance as { offers: { price: string; priceCurrency: string } }[]).map((c) => [
    c.offers.price,
    c.offers.priceCurrency,
  ])
  expect(offers).toEqual([
    ['20000', 'LKR'],
    ['32000', 'LKR'],
    ['16000', 'LKR'],
  ])
})

test('baseline security headers on pages, the API and the admin; no X-Powered-By', async ({ request }) => {
  for (const path of ['/', '/blogs', '/api/get-all-blogs', '/admin/login']) {
    const headers = (await request.get(path)).headers()
    expect(headers['x-content-type-options'], path).toBe('nosniff')
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin')
    expect(headers['permissions-policy'], path).toContain('camera=()')
    expect(headers['content-security-policy'], path).toMatch(/frame-ancestors '(self|none)'/)
    expect(headers['x-powered-by'], path).toBeUndefined()
  }
})

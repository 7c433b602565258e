import fs from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { DESKTOP, expectFitsWidth, PHONE, skipPopup } from '../support/e2e/site'
import { staffApi } from '../support/e2e/staffApi'
import { WHOLE_PAGE } from '../../scripts/lib/chromium.mjs'

// Reach: WhatsApp chats, tel: links for every printed number, one contact per department, and the
// Find Us card that stands when the map does not load. Demo content: src/seed/demo/globals.ts.

const PTE = '/examinations/pearson/pte--pearson-test-of-english-'
const IELTS_PTE = {
  phone: '+94 11 000 0001',
  tel: 'tel:+94110000001',
  email: 'ielts@example.lk',
  whatsapp: 'https://wa.me/94700000004',
}
const chatWith = (team: string) => `Chat on WhatsApp with ${team}`

test.beforeEach(async ({ page }) => skipPopup(page))

/** The exam page's "Need help?" box beside the text. */
const helpBox = (page: Page) => page.locator('p', { hasText: 'Need help?' }).locator('..')

/** Every printed phone number on the page that is not a link (tel: or a WhatsApp chat). */
async function unlinkedPhoneNumbers(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const phone = /(?:\+94|\b0)[\s\u00a0-]?\(?\d{2}\)?(?:[\s\u00a0-]?\d){7}\b/g
    const loose: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      if (!parent || parent.closest('script, style, template, noscript')) continue
      for (const m of (node.textContent ?? '').matchAll(phone)) {
        const link = parent.closest('a')
        const href = link?.getAttribute('href') ?? ''
        if (!href.startsWith('tel:') && !href.startsWith('https://wa.me/')) loose.push(m[0])
      }
    }
    return loose
  })
}

test('every printed phone number is a tel: link, numbers in the exam text included', async ({ page }) => {
  for (const path of [
    '/',
    '/contact-us',
    '/examinations/IELTS',
    PTE,
    '/examinations/pearson/ias-ial-examinations',
    '/centre-for-school-excellence',
  ]) {
    await page.goto(path)
    expect(await unlinkedPhoneNumbers(page), path).toEqual([])
  }
  // The number an editor typed in the PTE page's rich text dials the IELTS | PTE line.
  await page.goto(PTE)
  const typed = page.locator('article a[href^="tel:"]').first()
  await expect(typed).toHaveText(IELTS_PTE.phone)
  await expect(typed).toHaveAttribute('href', IELTS_PTE.tel)
})

test('a WhatsApp link’s name holds the words it shows (label in name, WCAG 2.5.3)', async ({ page }) => {
  for (const path of ['/contact-us', '/examinations/IELTS', PTE]) {
    await page.goto(path)
    const links = await page.locator('a[href^="https://wa.me/"]').evaluateAll((all) =>
      all.map((a) => ({
        shown: (a as HTMLElement).innerText.replace(/\s+/g, ' ').trim(),
        name: a.getAttribute('aria-label') ?? '',
      })),
    )
    expect(links.length, path).toBeGreaterThan(0)
    for (const { shown, name } of links) expect(name.toLowerCase(), path).toContain(shown.toLowerCase())
  }
})

test('WhatsApp chats open with a message that fits the page, for departments with a number only', async ({ page }) => {
  await page.goto('/contact-us')
  const departments = page.getByRole('region', { name: 'Departments' })
  const ielts = departments.getByRole('link', { name: chatWith('IELTS | PTE Classes') })
  await expect(ielts).toHaveAttribute(
    'href',
    `${IELTS_PTE.whatsapp}?text=${encodeURIComponent('Hello, I have a question about IELTS and PTE classes.')}`,
  )
  await expect(ielts).toHaveAttribute('rel', /noopener/)
  await expect(ielts).toHaveAttribute('target', '_blank')
  await expect(departments.getByRole('link', { name: chatWith('Pearson Edexcel Exams') })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/94700000002\?text=Hello%2C%20I%20have%20a%20question%20about%20Pearson/,
  )
  // The Festival of Arts has no WhatsApp number: no link, no empty wa.me.
  await expect(departments.locator('a[href^="https://wa.me/"]')).toHaveCount(2)
  await expect(departments.getByRole('link', { name: /WhatsApp with Festival/ })).toHaveCount(0)

  await page.goto('/examinations/IELTS')
  await expect(
    page.locator('#course-enquiry').getByRole('link', { name: chatWith('IELTS | PTE Classes') }),
  ).toHaveAttribute(
    'href',
    `${IELTS_PTE.whatsapp}?text=${encodeURIComponent('Hello, I have a question about IELTS classes.')}`,
  )

  await page.goto(PTE)
  await expect(
    page.locator('#pte-enquiry').getByRole('link', { name: chatWith('IELTS | PTE Classes') }),
  ).toHaveAttribute(
    'href',
    `${IELTS_PTE.whatsapp}?text=${encodeURIComponent('Hello, I have a question about the PTE test and PTE classes.')}`,
  )

  const footer = page.getByRole('contentinfo')
  await expect(footer.getByRole('link', { name: chatWith('IELTS | PTE Classes') })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/94700000004\?text=/,
  )
  await expect(footer.getByRole('link', { name: chatWith('Pearson Edexcel Exams') })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/94700000002\?text=/,
  )
})

test('without WhatsApp numbers no chat link is shown anywhere', async ({ page, baseURL }) => {
  const api = await staffApi(baseURL!)
  const before = (await api.get('/api/globals/contact-page?depth=0')) as { departments: Record<string, unknown>[] }
  const strip = ({ id: _id, ...d }: Record<string, unknown>) => d
  try {
    await api.post('/api/globals/contact-page', {
      departments: before.departments.map((d) => ({ ...strip(d), whatsapp: '' })),
      _status: 'published',
    })
    for (const path of ['/contact-us', '/examinations/IELTS', PTE]) {
      await page.goto(path)
      await expect(page.locator('a[href*="wa.me"]'), path).toHaveCount(0)
    }
  } finally {
    await api.post('/api/globals/contact-page', { departments: before.departments.map(strip), _status: 'published' })
    await api.dispose()
  }
})

test('the IELTS page, the PTE page and the contact page give the same IELTS | PTE phone and e-mail', async ({
  page,
}) => {
  const seen: { where: string; phones: string[]; emails: string[] }[] = []
  const collect = async (where: string, scope: ReturnType<Page['locator']>) => {
    // What each link shows (its number or address, without the "Call us" kicker line) and where it leads.
    const read = (selector: string, shown: string) =>
      scope
        .locator(selector)
        .evaluateAll(
          (as, source) =>
            as.map((a) => `${new RegExp(source).exec((a as HTMLElement).innerText)?.[0]} ${a.getAttribute('href')}`),
          shown,
        )
    const phones = await read('a[href^="tel:"]', String.raw`\+?\d[\d ()-]{7,}\d`)
    const emails = await read('a[href^="mailto:"]', String.raw`\S+@[\w.-]+`)
    seen.push({ where, phones, emails })
  }
  await page.goto('/contact-us')
  await collect(
    'contact page, IELTS | PTE Classes',
    page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'IELTS | PTE Classes' }) }),
  )
  await page.goto('/examinations/IELTS')
  await collect('IELTS page, enquiry band', page.locator('#course-enquiry'))
  await page.goto(PTE)
  await collect('PTE page, help box', helpBox(page))
  await collect('PTE page, enquiry band', page.locator('#pte-enquiry'))
  await collect('PTE page, exam text', page.locator('article'))

  const phone = `${IELTS_PTE.phone} ${IELTS_PTE.tel}`
  const email = `${IELTS_PTE.email} mailto:${IELTS_PTE.email}`
  for (const s of seen) {
    expect(s.phones, s.where).toContain(phone)
    expect(new Set(s.phones), `${s.where}: no other number`).toEqual(new Set([phone]))
    if (s.where !== 'PTE page, exam text') expect(s.emails, s.where).toEqual([email])
  }
})

test('Find Us shows the address and an Open in Maps link when the map is blocked, and without JavaScript', async ({
  browser,
  baseURL,
}) => {
  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ baseURL, javaScriptEnabled, viewport: PHONE })
    const page = await context.newPage()
    const blocked: string[] = []
    await page.route(/google\.[a-z.]+\/maps/, (route) => {
      blocked.push(route.request().url())
      return route.abort('blockedbyclient')
    })
    await page.goto('/contact-us')
    const findUs = page.getByRole('region', { name: 'Find Us' })
    await findUs.scrollIntoViewIfNeeded()
    const card = findUs.getByTestId('address-card')
    await expect(card).toBeVisible()
    await expect(card.locator('address')).toContainText('Colombo 03')
    const open = card.getByRole('link', { name: /Open in Maps/ })
    await expect(open).toBeVisible()
    await expect(open).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\//)
    // The card sits beside or above the map, not under it: a blocked map covers nothing.
    const [cardBox, mapBox] = [await card.boundingBox(), await findUs.locator('iframe').boundingBox()]
    expect(cardBox!.y + cardBox!.height <= mapBox!.y || cardBox!.x + cardBox!.width <= mapBox!.x).toBe(true)
    if (javaScriptEnabled) await expect.poll(() => blocked.length).toBeGreaterThan(0)
    await context.close()
  }
})

test('without a map embed address Find Us is the address card alone', async ({ page, baseURL }) => {
  const api = await staffApi(baseURL!)
  const settings = (await api.get('/api/globals/site-settings?depth=0')) as { mapEmbedUrl: string }
  try {
    await api.post('/api/globals/site-settings', { mapEmbedUrl: '', _status: 'published' })
    await page.goto('/contact-us')
    const findUs = page.getByRole('region', { name: 'Find Us' })
    await expect(findUs.locator('iframe')).toHaveCount(0)
    await expect(findUs.getByTestId('address-card')).toBeVisible()
    await expect(findUs.getByRole('link', { name: /Open in Maps/ })).toBeVisible()
  } finally {
    await api.post('/api/globals/site-settings', { mapEmbedUrl: settings.mapEmbedUrl, _status: 'published' })
    await api.dispose()
  }
})

test('the contact page, the footer and the help boxes fit 1280 and 375 px (with screenshots)', async ({ page }) => {
  fs.mkdirSync('test-results/screenshots', { recursive: true })
  for (const [name, viewport] of [
    ['1280', DESKTOP],
    ['375', PHONE],
  ] as const) {
    await page.setViewportSize(viewport)
    await page.route(/google\.[a-z.]+\/maps/, (route) => route.abort('blockedbyclient'))
    await page.goto('/contact-us')
    await page.evaluate(() =>
      document.querySelectorAll<HTMLElement>('[data-reveal]').forEach((e) => e.setAttribute('data-revealed', '')),
    )
    await expectFitsWidth(page, `contact page at ${name} px`)
    for (const region of ['Departments', 'Find Us'])
      await expect(page.getByRole('region', { name: region })).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
    await page.screenshot({ path: `test-results/screenshots/reach-contact-${name}.png`, ...WHOLE_PAGE })
    // Element shots scroll: the sticky header would sit on top of them.
    const unstick = () =>
      page.evaluate(() =>
        document.querySelector<HTMLElement>('body > header, header')?.style.setProperty('position', 'static'),
      )
    await unstick()
    await page
      .getByRole('region', { name: 'Departments' })
      .screenshot({ path: `test-results/screenshots/reach-departments-${name}.png` })
    await page
      .getByRole('region', { name: 'Find Us' })
      .screenshot({ path: `test-results/screenshots/reach-find-us-${name}.png` })
    await page.getByRole('contentinfo').screenshot({ path: `test-results/screenshots/reach-footer-${name}.png` })
    await page.goto('/examinations/IELTS')
    await expectFitsWidth(page, `IELTS page at ${name} px`)
    await expect(page.locator('#course-enquiry')).toBeVisible()
    await unstick()
    await page.locator('#course-enquiry').screenshot({ path: `test-results/screenshots/reach-ielts-band-${name}.png` })
    await page.goto(PTE)
    await expectFitsWidth(page, `PTE page at ${name} px`)
    await expect(helpBox(page)).toBeVisible()
    await unstick()
    await helpBox(page).screenshot({ path: `test-results/screenshots/reach-pte-help-${name}.png` })
  }
})

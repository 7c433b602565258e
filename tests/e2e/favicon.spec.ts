import { expect, test } from '@playwright/test'

// Decision 039, sixth round: the favicon is a data: address in the page (no request while it paints);
// the Apple touch icon is a plain file.

test('the favicon comes inside the page (a data: address), the home-screen icon as a file', async ({ request }) => {
  const html = await (await request.get('/blogs')).text()
  const head = html.slice(0, html.indexOf('</head>'))
  expect(head).toMatch(/<link rel="icon" href="data:image\/svg\+xml,%3Csvg [^"]+%3C\/svg%3E" type="image\/svg\+xml"\/>/)
  expect(head.match(/<link rel="icon"/g)).toHaveLength(1)
  const touchIcon = head.match(/<link rel="apple-touch-icon" href="([^"]+)"/)?.[1] ?? ''
  const file = await request.get(touchIcon)
  expect(file.status()).toBe(200)
  expect(file.headers()['content-type']).toBe('image/png')
})

test('the favicon is the site mark, drawn from the page itself', async ({ page }) => {
  await page.goto('/examinations/pearson/international-gcse--ig--examinations')
  // The data: address is a picture the browser can draw: the hexagon in the brand's navy.
  const drawn = await page.evaluate(async () => {
    const href = document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.href ?? ''
    const image = new Image()
    image.src = href
    await image.decode()
    const canvas = Object.assign(document.createElement('canvas'), { width: 44, height: 44 })
    const context = canvas.getContext('2d')!
    context.drawImage(image, 0, 0, 44, 44)
    return [...context.getImageData(8, 22, 1, 1).data]
  })
  expect(drawn).toEqual([0x12, 0x35, 0x5b, 255])
})

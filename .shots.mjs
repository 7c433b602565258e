// Phone screenshots in segments (after scrolling through, so revealed content shows).
import { chromium } from '@playwright/test'
const [path, name, width = '375'] = process.argv.slice(2)
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } })
await page.goto('http://localhost:3310' + path)
const h = await page.evaluate(async () => {
  for (let y = 0; y < document.body.scrollHeight; y += 300) { window.scrollTo(0, y); await new Promise((r) => setTimeout(r, 50)) }
  await new Promise((r) => setTimeout(r, 1200))
  return document.body.scrollHeight
})
for (let y = 0, i = 0; y < h; y += 1400, i++) {
  await page.screenshot({ path: `screenshots/seg-${name}-${i}.png`, fullPage: true, clip: { x: 0, y, width: Number(width), height: Math.min(1400, h - y) } })
  console.log(`screenshots/seg-${name}-${i}.png`)
}
await browser.close()

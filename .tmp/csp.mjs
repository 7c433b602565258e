import { chromium } from '@playwright/test'
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking'] })
const page = await b.newPage()
page.on('console', (m) => console.log(process.argv[2], m.type(), m.text().slice(0, 300)))
await page.goto('http://127.0.0.1:3300' + process.argv[2], { waitUntil: 'networkidle' })
await page.waitForTimeout(1000)
await b.close()

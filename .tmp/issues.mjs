import { chromium } from '@playwright/test'
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking'] })
const page = await b.newPage()
const cdp = await page.context().newCDPSession(page)
cdp.on('Audits.issueAdded', (e) => console.log(JSON.stringify(e.issue).slice(0, 800)))
await cdp.send('Audits.enable')
await page.goto('http://127.0.0.1:3300' + process.argv[2], { waitUntil: 'networkidle' })
await page.waitForTimeout(1500)
await b.close()

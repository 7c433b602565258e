import { chromium } from '@playwright/test'
const base = 'http://127.0.0.1:3300'
const login = await fetch(base + '/api/users/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@example.lk', password: 'e2e-admin-password' }) })
const { token } = await login.json()
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] })
const ctx = await b.newContext({ viewport: { width: 1280, height: 800 } })
await ctx.addCookies([{ name: 'payload-token', value: token, url: base }])
const page = await ctx.newPage()
page.on('console', (m) => { if (m.type() === 'error' || /Security Policy/.test(m.text())) console.log('console', m.type(), m.text().slice(0, 200)) })
for (const p of ['/admin', '/admin/collections/blogs/1', '/admin/globals/site-settings']) {
  await page.goto(base + p, { waitUntil: 'networkidle' })
  await page.waitForTimeout(1500)
  await page.screenshot({ path: `/tmp/admin${p.replace(/\//g, '_')}.png` })
  console.log(p, await page.title())
}
await b.close()

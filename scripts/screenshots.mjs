#!/usr/bin/env node
// npm run screenshots -- [base URL] [path …]: full-page PNGs at 1280 px and 375 px into ./screenshots.
import fs from 'node:fs'
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH, WHOLE_PAGE } from './lib/chromium.mjs'

const [base = 'http://localhost:3000', ...given] = process.argv.slice(2)
const paths = given.length ? given : ['/', '/admin/login']
fs.mkdirSync('screenshots', { recursive: true })
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
})
for (const [label, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 375, height: 740 }],
]) {
  const page = await browser.newPage({ viewport })
  for (const path of paths) {
    await page.goto(base + path, { waitUntil: 'load' })
    const file = `screenshots/${label}${path.replace(/[^a-z0-9]+/gi, '-').replace(/-$/, '') || '-home'}.png`
    await page.screenshot({ path: file, ...WHOLE_PAGE })
    console.log(file)
  }
  await page.close()
}
await browser.close()

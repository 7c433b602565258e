// npm run og-image: regenerates public/og-image.jpg, the 1200×630 link-preview image.
import fs from 'node:fs'
import { renderBanner } from '../src/seed/assets/images'

const file = await renderBanner({
  width: 1200,
  height: 630,
  title: 'Examinations and assessments you can trust',
  kicker: 'Sri Lanka',
  subtitle: 'Pearson Edexcel · IELTS & PTE · Festival of Arts',
  theme: 'navy',
  variant: 0,
  name: 'og-image.jpg',
})
fs.writeFileSync('public/og-image.jpg', file.data)
console.log(`public/og-image.jpg (${file.size} bytes)`)

import type { SeedContext } from '../context'
import { renderBanner, renderValueIcon } from '../assets/images'
import { brand } from '../assets/palette'
import { colomboDay } from '@/lib/colomboDay'
import { openPearsonSeries } from './examSeries'

// The title names the slide for staff (and finds it again on the next seed); the headline is painted
// large into the art, with no small print: a phone shows the slide at a third of its size.
const slides = [
  {
    title: 'Pearson Edexcel examinations in Sri Lanka',
    headline: 'Pearson Edexcel exams in Sri Lanka',
    theme: 'navy' as const,
  },
  {
    title: 'IELTS and PTE classes that fit your life',
    headline: 'IELTS and PTE classes that fit your life',
    theme: 'teal' as const,
  },
  {
    title: 'Festival of Arts 2027: entries now open',
    headline: 'Festival of Arts 2027: entries open',
    theme: 'coral' as const,
  },
]

const values = [
  { name: 'Integrity', kind: 'integrity', color: brand.navy },
  { name: 'Excellence', kind: 'excellence', color: brand.teal },
  { name: 'Accessibility', kind: 'accessibility', color: '#8C5A12' },
  { name: 'Innovation', kind: 'innovation', color: '#B23A48' },
  { name: 'Collaboration', kind: 'collaboration', color: '#2F6690' },
  { name: 'Accountability', kind: 'accountability', color: brand.deepNavy },
] as const

export async function seedHome({ ensure, upload }: SeedContext): Promise<void> {
  const pearson = openPearsonSeries(colomboDay())
  for (const [i, s] of slides.entries()) {
    const name = `home-slide-${i + 1}.jpg`
    const image = await upload(
      'media',
      name,
      () =>
        renderBanner({ width: 1920, height: 800, title: s.headline, layout: 'hero', theme: s.theme, variant: i, name }),
      { alt: s.headline },
    )
    await ensure(
      'slider-items',
      { title: { equals: s.title } },
      { title: s.title, image, order: i, _status: 'published' },
    )
  }

  await ensure(
    'notifications',
    { message: { like: 'Pearson Edexcel examinations' } },
    {
      visibility: 'show',
      message: pearson.opensOn
        ? `Registrations for the ${pearson.name} Pearson Edexcel examinations open on ${pearson.opensOn}.`
        : `Registrations for the ${pearson.name} Pearson Edexcel examinations are now open.`,
      buttonText: 'Register now',
      url: '/contact-us',
      _status: 'published',
    },
  )

  for (const [i, v] of values.entries()) {
    const icon = await upload(
      'media',
      `value-${v.kind}.png`,
      () => renderValueIcon({ kind: v.kind, name: `value-${v.kind}.png` }),
      {
        decorative: true,
      },
    )
    await ensure('values', { name: { equals: v.name } }, { name: v.name, icon, bg_color: v.color, order: i })
  }
}

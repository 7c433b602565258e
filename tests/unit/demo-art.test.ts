import { describe, expect, it } from 'vitest'
import { bannerSvg } from '@/seed/assets/images'

// Demo art must not paint what the page prints beside it (titles on cards, captions of photos), nor a
// button that cannot be pressed.
const words = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1])

describe('demo art', () => {
  it('textless cards, photos and group units paint no words, whatever their title', () => {
    for (const [width, height] of [
      [800, 600], // event thumbnail (a scene)
      [1200, 800], // event photo (a scene)
      [800, 500], // blog thumbnail
      [600, 350], // group unit
      [1600, 700], // page header picture
    ]) {
      const svg = bannerSvg({
        width,
        height,
        title: 'Festival of Arts Prize Giving 2026',
        kicker: 'Gallery',
        textless: true,
        name: 'x.jpg',
      })
      expect(words(svg), `${width}x${height}`).toEqual([])
    }
  })

  it('scenes draw no letters or numbers of their own', () => {
    for (const title of [
      'Trophies on stage',
      'Junior verse speaking winners',
      'Results envelopes',
      'Art exhibition hall',
      'The school choir',
      'Teachers and parents',
    ]) {
      expect(words(bannerSvg({ width: 1200, height: 800, title, textless: true, name: 'x.jpg' })), title).toEqual([])
    }
  })

  it('the popup poster paints no button', () => {
    const svg = bannerSvg({
      width: 800,
      height: 1000,
      title: 'Registrations open for May/June 2027',
      kicker: 'Pearson Edexcel',
      subtitle: 'Register before 15 February 2027',
      name: 'popup-poster.jpg',
    })
    expect(words(svg).join(' ')).toContain('May/June 2027')
    expect(words(svg).join(' ')).not.toMatch(/REGISTER NOW/i)
  })

  it('a hero slide paints its headline alone, large enough to read in a phone crop', () => {
    const svg = bannerSvg({
      width: 1920,
      height: 800,
      title: 'Pearson Edexcel exams in Sri Lanka',
      layout: 'hero',
      name: 'slide.jpg',
    })
    expect(words(svg).join(' ')).toBe('Pearson Edexcel exams in Sri Lanka')
    const sizes = [...svg.matchAll(/<text[^>]*font-size="([\d.]+)"/g)].map((m) => Number(m[1]))
    // A phone shows a 4:3 centre crop (1067 of 1920 px) at 375 px: the smallest text must still reach 30 px there.
    for (const size of sizes) expect((size * 375) / 1067).toBeGreaterThanOrEqual(30)
    // Every line stays within the middle half, so the crop keeps it whole.
    for (const m of svg.matchAll(/<text x="([\d.]+)"[^>]*text-anchor="middle"/g)) expect(Number(m[1])).toBe(960)
  })
})

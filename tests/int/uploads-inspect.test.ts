// The content check on its own: frame counting for animations, and what the seed's own files pass.
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { gifFrames, webpFrames } from '@/uploads/frames'
import { inspectUpload } from '@/uploads/inspect'
import { downloadRules, mediaRules } from '@/uploads/rules'
import { renderBanner, renderValueIcon } from '@/seed/assets/images'
import { renderDemoPdf } from '@/seed/assets/pdfs'
import { gifClaiming, pngClaiming } from '../support/uploadFiles'

async function animation(format: 'gif' | 'webp', frames: number) {
  const frame = (i: number) =>
    sharp({ create: { width: 30, height: 20, channels: 3, background: { r: i * 40, g: 90, b: 200 } } })
      .png()
      .toBuffer()
  return sharp(await Promise.all(Array.from({ length: frames }, (_, i) => frame(i))), { join: { animated: true } })
    .toFormat(format)
    .toBuffer()
}

describe('frames are counted without decoding', () => {
  it('in an animated GIF and WebP made by sharp', async () => {
    expect(gifFrames(await animation('gif', 5))).toBe(5)
    expect(webpFrames(await animation('webp', 4))).toBe(4)
  })

  it('in a still image: one', async () => {
    expect(
      gifFrames(
        await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
          .gif()
          .toBuffer(),
      ),
    ).toBe(1)
    expect(
      webpFrames(
        await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
          .webp()
          .toBuffer(),
      ),
    ).toBe(1)
  })

  it('in a hand-made GIF, and a cut-off one does not throw', () => {
    const gif = gifClaiming(100, 100, 7).data
    expect(gifFrames(gif)).toBe(7)
    expect(gifFrames(gif.subarray(0, 30))).toBeGreaterThanOrEqual(1)
  })
})

describe("the seed's demo files pass the rules", () => {
  it('a banner (JPEG) and a value icon (PNG) are images', async () => {
    const banner = await renderBanner({ width: 1920, height: 800, title: 'Demo', name: 'banner.jpg' })
    const icon = await renderValueIcon({ kind: 'integrity', name: 'value-integrity.png' })
    expect(await inspectUpload(mediaRules, banner.data, banner.name)).toMatchObject({ ok: true, name: 'banner.jpg' })
    expect(await inspectUpload(mediaRules, icon.data, icon.name)).toMatchObject({
      ok: true,
      name: 'value-integrity.png',
    })
  })

  it('a demo PDF is a document', async () => {
    const pdf = await renderDemoPdf({ title: 'Fees', paragraphs: ['Text'], name: 'fees.pdf' })
    expect(await inspectUpload(downloadRules, pdf.data, pdf.name)).toMatchObject({
      ok: true,
      kind: { mime: 'application/pdf' },
    })
  })
})

describe('messages name what to do', () => {
  it('an empty file', async () => {
    expect(await inspectUpload(mediaRules, new Uint8Array(0), 'x.png')).toMatchObject({
      ok: false,
      reason: 'empty',
      status: 400,
    })
  })

  it('a PNG whose header gives no size', async () => {
    expect(await inspectUpload(mediaRules, pngClaiming(0, 0).data, 'x.png')).toMatchObject({
      ok: false,
      reason: 'unmeasurable',
      message: expect.stringMatching(/cannot be read/),
    })
  })
})

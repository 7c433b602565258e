import { describe, expect, it } from 'vitest'
import { summary } from '@/lib/plainText'

describe('summary (meta descriptions from rich text)', () => {
  it('strips tags, decodes entities and collapses space', () => {
    expect(summary('<p>PTE&nbsp;Academic is <strong>fast</strong> &amp; fair.</p>\n<ul><li>One</li></ul>')).toBe(
      'PTE Academic is fast & fair. One',
    )
  })
  it('cuts long text at a word boundary with an ellipsis', () => {
    const out = summary(`<p>${'word '.repeat(60)}</p>`, 50)
    expect(out.length).toBeLessThanOrEqual(50)
    expect(out.endsWith('word…')).toBe(true)
  })
  it('is empty for empty HTML', () => {
    expect(summary('')).toBe('')
  })
})

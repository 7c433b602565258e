import { describe, expect, it } from 'vitest'
import { htmlToPlainText, sanitizeHtml } from '@/lib/sanitizeHtml'
import { richTextToHtml } from '@/lib/richText'
import { doc, link, p } from '@/seed/richText'

describe('sanitizeHtml', () => {
  it.each([
    ['<p>Hi<script>alert(1)</script></p>', '<p>Hi</p>'],
    ['<img src="/a.jpg" onerror="alert(1)">', '<img src="/a.jpg" loading="lazy" />'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<iframe src="https://evil.example"></iframe><p>ok</p>', '<p>ok</p>'],
    ['<p style="background:url(x)" onclick="steal()">t</p>', '<p>t</p>'],
    ['<svg onload="alert(1)"><circle/></svg>', ''],
  ])('removes what could run or restyle the page: %s', (input, expected) => {
    expect(sanitizeHtml(input)).toBe(expected)
  })

  it('keeps ordinary formatting and safe links, adding noopener to new-tab links', () => {
    expect(
      sanitizeHtml('<h3>T</h3><ul><li><strong>a</strong></li></ul><a href="https://x.lk" target="_blank">x</a>'),
    ).toBe(
      '<h3>T</h3><ul><li><strong>a</strong></li></ul><a ' +
        'href="https://x.lk" target="_blank" rel="noopener noreferrer">x</a>',
    )
    expect(sanitizeHtml('<a href="mailto:a@b.lk">m</a><a href="tel:+94110000000">t</a>')).toContain(
      'href="mailto:a@b.lk"',
    )
  })

  it('turns HTML into plain text for excerpts', () => {
    expect(htmlToPlainText('<p>Fish &amp; <b>chips</b></p>\n<p>next</p>')).toBe('Fish & chips next')
  })
})

describe('richTextToHtml', () => {
  it('renders editor rich text and neutralises hostile content in it', () => {
    const hostile = doc(
      p('<script>alert("x")</script>', link('click', 'javascript:alert(1)')),
      p(link('safe', 'https://example.lk', true)),
    )
    const html = richTextToHtml(hostile)
    expect(html).not.toMatch(/<script|javascript:/i)
    expect(html).toContain('&lt;script&gt;')
    expect(html).toContain('<a href="https://example.lk" rel="noopener noreferrer" target="_blank">safe</a>')
    expect(html).toContain('<a href="#">click</a>')
  })

  it('returns an empty string for empty or malformed values', () => {
    expect(richTextToHtml(null)).toBe('')
    expect(richTextToHtml({ nope: true })).toBe('')
  })
})

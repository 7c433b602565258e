import { describe, expect, it } from 'vitest'
import { findPhoneNumbers, phoneE164 } from '@/lib/phoneNumbers'
import { linkPhoneNumbers, sanitizeHtml } from '@/lib/sanitizeHtml'
import { richTextToHtml } from '@/lib/richText'
import { bold, doc, link, p } from '@/seed/richText'

const found = (text: string) => findPhoneNumbers(text).map((m) => [m.text, m.href])

describe('phone numbers in prose', () => {
  it.each([
    ['Call +94 11 234 5678 today.', '+94 11 234 5678', 'tel:+94112345678'],
    ['Call 011 234 5678.', '011 234 5678', 'tel:+94112345678'],
    ['Mobile: 077-123-4567', '077-123-4567', 'tel:+94771234567'],
    ['Office (011) 2345678, weekdays', '(011) 2345678', 'tel:+94112345678'],
    ['Hotline 0771234567', '0771234567', 'tel:+94771234567'],
    ['+94112345678', '+94112345678', 'tel:+94112345678'],
    ['+94 (0)11 234 5678', '+94 (0)11 234 5678', 'tel:+94112345678'],
    ['0094 77 123 4567', '0094 77 123 4567', 'tel:+94771234567'],
    ['Kandy 081 222 3344', '081 222 3344', 'tel:+94812223344'],
    ['Galle 091-222-3344', '091-222-3344', 'tel:+94912223344'],
    ['non-breaking 011\u00a0234\u00a05678', '011\u00a0234\u00a05678', 'tel:+94112345678'],
    ['London office +44 20 7946 0958', '+44 20 7946 0958', 'tel:+442079460958'],
    ['(call 011 234 5678)', '011 234 5678', 'tel:+94112345678'],
    ['Tel:0112345678', '0112345678', 'tel:+94112345678'],
  ])('%s → %s', (text, printed, href) => {
    expect(found(text)).toEqual([[printed, href]])
  })

  it.each([
    ['a year', 'Exams in 2026 and 2027'],
    ['a price', 'The course costs LKR 20,000 (LKR 32,000 individual).'],
    ['a big price', 'LKR 1,250,000'],
    ['an ISO date', 'Results on 2026-11-24.'],
    ['a written date', 'on 24-11-2026 or 24/11/2026 or 24.11.2026'],
    ['a time', 'Open 08:30 to 17:00, or 8.30 a.m.'],
    ['a postal code', 'Colombo 00300, Sri Lanka'],
    ['a long ID', 'Candidate 123456789012 and reference 9876543210'],
    ['an ID with a zero', 'Centre number 0123456789'],
    ['an ID glued to letters', 'Ref LK0112345678 or 0112345678X'],
    ['a number in a path', 'see /files/0112345678'],
    ['a decimal tail', '0112345678.5'],
    ['a short number', 'Call 1919 or 011 234'],
    ['ten digits that are no area code', '0012345678 and 0601234567'],
    ['a +94 number too short', '+94 11 234 567'],
    ['a percentage', '0112345678%'],
  ])('no phone number in %s', (_, text) => {
    expect(found(text)).toEqual([])
  })

  it('finds several in one sentence', () => {
    expect(found('Call 011 234 5678 or 077 123 4567.')).toEqual([
      ['011 234 5678', 'tel:+94112345678'],
      ['077 123 4567', 'tel:+94771234567'],
    ])
  })

  it('gives the E.164 form of a printed number', () => {
    expect(phoneE164('+94 11 000 0000')).toBe('+94110000000')
    expect(phoneE164('2026')).toBeNull()
  })
})

describe('tel: links in editor HTML', () => {
  it('links a number typed as text, not one already in a link or in code', () => {
    expect(sanitizeHtml('<p>Call <strong>011 234 5678</strong> now</p>')).toBe(
      '<p>Call <strong><a href="tel:+94112345678" class="whitespace-nowrap">011 234 5678</a></strong> now</p>',
    )
    expect(sanitizeHtml('<p><a href="/contact-us">Office 011 234 5678</a></p>')).toBe(
      '<p><a href="/contact-us">Office 011 234 5678</a></p>',
    )
    expect(sanitizeHtml('<p><a href="tel:+94112345678"><b>011 234 5678</b></a> or 077 123 4567</p>')).toBe(
      '<p><a href="tel:+94112345678"><b>011 234 5678</b></a> or <a ' +
        'href="tel:+94771234567" class="whitespace-nowrap">077 123 4567</a></p>',
    )
    expect(sanitizeHtml('<pre><code>011 234 5678</code></pre>')).toBe('<pre><code>011 234 5678</code></pre>')
  })

  it('keeps escaped text escaped and leaves prices, dates and times alone', () => {
    const html = '<p>&lt;b&gt; LKR 20,000 on 2026-11-24 at 17:00 &amp; 011 234 5678</p>'
    expect(sanitizeHtml(html)).toBe(
      '<p>&lt;b&gt; LKR 20,000 on 2026-11-24 at 17:00 &amp; <a ' +
        'href="tel:+94112345678" class="whitespace-nowrap">011 234 5678</a></p>',
    )
    expect(linkPhoneNumbers('<img src="/a-0112345678.jpg" alt="0112345678" />')).toBe(
      '<img src="/a-0112345678.jpg" alt="0112345678" />',
    )
  })

  it('turns numbers in rich text into links and keeps an editor’s own tel: link', () => {
    const html = richTextToHtml(
      doc(p('Call ', bold('+94 11 000 0000'), ' or ', link('our mobile', 'tel:+94770000000'), '.')),
    )
    expect(html).toContain('<strong><a href="tel:+94110000000" class="whitespace-nowrap">+94 11 000 0000</a></strong>')
    expect(html).toContain('<a href="tel:+94770000000">our mobile</a>')
  })
})

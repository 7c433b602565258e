import { describe, expect, it } from 'vitest'
import {
  displayUrl,
  telHref,
  whatsappHref,
  whatsappLabel,
  whatsappShownLabel,
  whatsappMessage,
} from '@/lib/contactLinks'

describe('telHref', () => {
  it.each([
    ['+94 11 000 0000', 'tel:+94110000000'],
    ['(011) 234-5678', 'tel:0112345678'],
    ['+94 77 12+3', 'tel:+947712' + '3'],
  ])('%s → %s', (printed, href) => {
    expect(telHref(printed)).toBe(href)
  })
})

describe('displayUrl', () => {
  it('drops the scheme and trailing slash', () => {
    expect(displayUrl('https://www.example.lk/')).toBe('www.example.lk')
    expect(displayUrl('http://example.lk/schools')).toBe('example.lk/schools')
  })
})

describe('whatsappHref', () => {
  it.each([
    ['+94 70 000 0004', undefined, 'https://wa.me/94700000004'],
    ['+94 (70) 000-0004', 'Hello', 'https://wa.me/94700000004?text=Hello'],
    ['077 123 4567', undefined, 'https://wa.me/94771234567'],
    ['0094 77 123 4567', undefined, 'https://wa.me/94771234567'],
    ['+44 20 7946 0958', undefined, 'https://wa.me/442079460958'],
  ])('%s → %s', (number, message, href) => {
    expect(whatsappHref(number, message)).toBe(href)
  })

  it('encodes the prefilled message', () => {
    expect(whatsappHref('+94 70 000 0004', whatsappMessage('IELTS'))).toBe(
      'https://wa.me/94700000004?text=Hello%2C%20I%20have%20a%20question%20about%20IELTS%20classes.',
    )
    expect(whatsappHref('+94700000004', 'A & B? #1')).toBe('https://wa.me/94700000004?text=A%20%26%20B%3F%20%231')
  })

  it('is empty when there is no usable number, so the link is hidden', () => {
    for (const number of ['', null, undefined, '   ', '+94 70', 'whatsapp']) expect(whatsappHref(number, 'Hi')).toBe('')
  })

  it('names who the chat is with', () => {
    expect(whatsappLabel('IELTS | PTE Classes')).toBe('Chat on WhatsApp with IELTS | PTE Classes')
    // A link's own words start its name (WCAG 2.5.3, label in name): a speech user says what they see.
    expect(whatsappShownLabel('WhatsApp +94 70 000 0004', 'IELTS | PTE Classes')).toBe(
      'WhatsApp +94 70 000 0004 (Chat on WhatsApp with IELTS | PTE Classes, opens in a new tab)',
    )
    expect(whatsappMessage('PTE')).toMatch(/PTE/)
    expect(whatsappMessage('unknown')).toBe('Hello, I have a question.')
  })
})

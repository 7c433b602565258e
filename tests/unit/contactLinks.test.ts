import { describe, expect, it } from 'vitest'
import { displayUrl, telHref } from '@/lib/contactLinks'

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

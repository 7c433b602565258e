import { describe, expect, it } from 'vitest'
import { intakeCode, referenceOf, seriesCode } from '@/entries/reference'

// An entry's reference (src/entries/reference.ts): the series or course, then the number.

describe('entry references', () => {
  it('names a series by its months and year', () => {
    expect(seriesCode('May/June 2027', '2026')).toBe('MJ27')
    expect(seriesCode('October/November 2026', '2026')).toBe('ON26')
    expect(seriesCode('January 2027', '2026')).toBe('JA27')
    expect(seriesCode('12 December 2026', '2026')).toBe('DE26')
  })

  it('names a series without a month by its capitals, and the year of entry when it has none', () => {
    expect(seriesCode('Festival 2027', '2026')).toBe('FE27')
    expect(seriesCode('Summer series', '2026')).toBe('SU26')
    expect(seriesCode('Speech And Drama', '2026')).toBe('SAD26')
  })

  it('names a class by its course and the year it starts, and pads the number', () => {
    expect(intakeCode('ielts', '2027-01-11')).toBe('IE27')
    expect(referenceOf('MJ27', 42)).toBe('LA-MJ27-00042')
    expect(referenceOf(intakeCode('pte', '2026-12-05'), 123456)).toBe('LA-PT26-123456')
  })
})

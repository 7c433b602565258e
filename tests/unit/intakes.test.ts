import { describe, expect, it } from 'vitest'
import { intakeMonthStart, upcomingIntakes } from '@/seed/demo/intakes'

describe('IELTS intake choices counted from the seeding day', () => {
  it('lists the next eight February, May, July and September intakes, then Other', () => {
    expect(upcomingIntakes('2026-11-24')).toEqual([
      { value: 'feb2027', label: 'February 2027' },
      { value: 'may2027', label: 'May 2027' },
      { value: 'july2027', label: 'July 2027' },
      { value: 'sep2027', label: 'September 2027' },
      { value: 'feb2028', label: 'February 2028' },
      { value: 'may2028', label: 'May 2028' },
      { value: 'july2028', label: 'July 2028' },
      { value: 'sep2028', label: 'September 2028' },
      { value: 'other', label: 'Other' },
    ])
  })

  it('leaves out an intake whose month has begun, and starts within the year when one is still ahead', () => {
    expect(upcomingIntakes('2027-05-01', 3).map((c) => c.value)).toEqual(['july2027', 'sep2027', 'feb2028', 'other'])
    expect(upcomingIntakes('2027-01-31', 2).map((c) => c.value)).toEqual(['feb2027', 'may2027', 'other'])
    expect(upcomingIntakes('2027-09-30', 1).map((c) => c.value)).toEqual(['feb2028', 'other'])
  })

  it('every intake month starts after the day it was counted from', () => {
    for (const today of ['2026-01-01', '2026-02-28', '2026-07-15', '2026-12-31']) {
      const months = upcomingIntakes(today)
        .map((c) => intakeMonthStart(c.value))
        .filter(Boolean)
      expect(months).toHaveLength(8)
      for (const start of months) expect(start! > today).toBe(true)
    }
    expect(intakeMonthStart('other')).toBeUndefined()
    expect(intakeMonthStart('spring2027')).toBeUndefined()
  })
})

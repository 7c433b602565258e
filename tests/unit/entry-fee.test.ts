import { describe, expect, it } from 'vitest'
import {
  isRefusal,
  quoteClassBooking,
  quoteExamEntry,
  type FeeSeries,
  type Quote,
  type QuoteResult,
} from '@/entries/fee'
import { colomboClock, type ColomboClock } from '@/calendar/stageState'

// The fee of an entry at each stage boundary, on a fixed Colombo clock (src/entries/fee.ts).

const mayJune: FeeSeries = {
  name: 'May/June 2027',
  entriesOpen: '2026-11-01',
  standardDeadline: '2027-02-21',
  deadlineTime: '17:00',
  lateEntries: [
    { id: 'b', label: 'Very late entry', deadline: '2027-04-15', surcharge: 19000 },
    { id: 'a', label: '', deadline: '2027-03-21', surcharge: 9500 },
  ],
  examWindow: { firstPaper: '2027-05-05' },
  fees: [
    { label: 'Registration, per candidate', amount: 2500, per: 'candidate' },
    { label: 'International GCSE, per subject', amount: 32000, per: 'subject' },
  ],
  onlineEntry: {
    open: true,
    subjects: [
      { code: '4MA1', title: 'Mathematics A', option: 'Higher tier' },
      { code: '4PH1', title: 'Physics' },
      { code: '4CH1', title: 'Chemistry', fee: 35000 },
    ],
  },
}
const settings = { centreFee: 1500 }
const at = (day: string, time = '09:00'): ColomboClock => ({ day, time })
const ok = (r: QuoteResult): Quote => {
  if (isRefusal(r)) throw new Error(`refused: ${r.message}`)
  return r
}

describe('quoteExamEntry', () => {
  it('refuses before entries open and says when they open', () => {
    const r = quoteExamEntry(mayJune, ['4MA1'], at('2026-10-31', '23:59'), settings)
    expect(r).toEqual({ refusal: 'not-open-yet', message: 'Entries for May/June 2027 open on 1 November 2026.' })
  })

  it('itemises the standard fee: subjects, per-candidate fee and centre fee', () => {
    const q = ok(quoteExamEntry(mayJune, ['4MA1', '2'], at('2026-11-01', '00:00'), settings))
    expect(q.stage).toBe('standard')
    expect(q.items).toEqual([
      { label: '4MA1 Mathematics A (Higher tier)', amount: 32000 },
      { label: '4CH1 Chemistry', amount: 35000 },
      { label: 'Registration, per candidate', amount: 2500 },
      { label: 'Centre fee', amount: 1500 },
    ])
    expect(q.total).toBe(71000)
    expect(q.currency).toBe('LKR')
  })

  it('keeps the standard fee until the deadline time in Colombo, then adds the late surcharge per subject', () => {
    const before = ok(quoteExamEntry(mayJune, ['4MA1', '4PH1'], at('2027-02-21', '16:59'), settings))
    expect(before.stage).toBe('standard')
    expect(before.total).toBe(32000 * 2 + 2500 + 1500)
    const after = ok(quoteExamEntry(mayJune, ['4MA1', '4PH1'], at('2027-02-21', '17:00'), settings))
    expect(after.stage).toBe('late-1')
    expect(after.stageLabel).toBe('Late entry')
    expect(after.items).toContainEqual({ label: 'Late entry surcharge × 2', amount: 19000 })
    expect(after.total).toBe(before.total + 19000)
  })

  it('moves to the very late stage at the late deadline time, and closes after the last one', () => {
    expect(ok(quoteExamEntry(mayJune, ['1'], at('2027-03-21', '16:59'), settings)).stage).toBe('late-1')
    const veryLate = ok(quoteExamEntry(mayJune, ['1'], at('2027-03-21', '17:00'), settings))
    expect(veryLate.stage).toBe('late-2')
    expect(veryLate.items).toContainEqual({ label: 'Very late entry surcharge', amount: 19000 })
    expect(veryLate.total).toBe(32000 + 19000 + 2500 + 1500)
    expect(ok(quoteExamEntry(mayJune, ['1'], at('2027-04-15', '16:59'), settings)).stage).toBe('late-2')
    expect(quoteExamEntry(mayJune, ['1'], at('2027-04-15', '17:00'), settings)).toMatchObject({ refusal: 'closed' })
  })

  it('without a deadline time a stage lasts the whole Colombo day', () => {
    const s = { ...mayJune, deadlineTime: null }
    expect(ok(quoteExamEntry(s, ['0'], at('2027-02-21', '23:59'), settings)).stage).toBe('standard')
    expect(ok(quoteExamEntry(s, ['0'], at('2027-02-22', '00:00'), settings)).stage).toBe('late-1')
  })

  it('reads the clock in Colombo, not UTC: 11:29 UTC is 16:59 in Colombo', () => {
    expect(colomboClock(new Date('2027-02-21T11:29:00Z'))).toEqual({ day: '2027-02-21', time: '16:59' })
    expect(colomboClock(new Date('2027-02-21T11:30:00Z'))).toEqual({ day: '2027-02-21', time: '17:00' })
  })

  it('uses the series’ first per-unit fee when there is no per-subject one, and no centre fee when 0', () => {
    const s = { ...mayJune, fees: [{ label: 'IAL, per unit', amount: 21000, per: 'unit' as const }] }
    const q = ok(quoteExamEntry(s, ['4PH1'], at('2026-12-01'), { centreFee: 0 }))
    expect(q.items).toEqual([{ label: '4PH1 Physics', amount: 21000 }])
  })

  it('refuses a series not open online, an unknown subject and an empty choice', () => {
    const shut = { ...mayJune, onlineEntry: { ...mayJune.onlineEntry, open: false } }
    expect(quoteExamEntry(shut, ['0'], at('2026-12-01'), settings)).toMatchObject({ refusal: 'closed' })
    expect(quoteExamEntry(mayJune, ['9XX9'], at('2026-12-01'), settings)).toMatchObject({ refusal: 'unknown-choice' })
    expect(quoteExamEntry(mayJune, ['7'], at('2026-12-01'), settings)).toMatchObject({ refusal: 'unknown-choice' })
    expect(quoteExamEntry(mayJune, [], at('2026-12-01'), settings)).toMatchObject({ refusal: 'no-choice' })
  })

  it('counts a subject chosen twice once', () => {
    const q = ok(quoteExamEntry(mayJune, ['4MA1', '0', '4ma1'], at('2026-12-01'), {}))
    expect(q.items.filter((i) => i.label.startsWith('4MA1'))).toHaveLength(1)
  })

  it('closes once exams have begun when a series has no deadlines', () => {
    const s = { ...mayJune, standardDeadline: null, lateEntries: [] }
    expect(ok(quoteExamEntry(s, ['0'], at('2027-05-04', '23:59'), settings)).stage).toBe('standard')
    expect(quoteExamEntry(s, ['0'], at('2027-05-05', '00:00'), settings)).toMatchObject({ refusal: 'closed' })
  })
})

describe('quoteClassBooking', () => {
  const intake = { title: 'IELTS Academic, weekday evenings', fee: 45000, startDate: '2027-01-11', bookingCloses: null }

  it('charges the course fee until the day before it starts', () => {
    const q = ok(quoteClassBooking(intake, at('2027-01-10', '23:59')))
    expect(q).toMatchObject({ total: 45000, currency: 'LKR', stage: 'booking' })
    expect(q.items).toEqual([{ label: 'Course fee: IELTS Academic, weekday evenings', amount: 45000 }])
    expect(quoteClassBooking(intake, at('2027-01-11', '00:00'))).toMatchObject({ refusal: 'closed' })
  })

  it('closes after its own booking-closes day', () => {
    const early = { ...intake, bookingCloses: '2027-01-05' }
    expect(isRefusal(quoteClassBooking(early, at('2027-01-05', '23:59')))).toBe(false)
    expect(quoteClassBooking(early, at('2027-01-06', '00:00'))).toMatchObject({ refusal: 'closed' })
  })
})

import { describe, expect, it } from 'vitest'
import { seriesEvents, type PublicSeries } from '@/calendar/series'
import { dueReminders, rulesOf, DEFAULT_RULES } from '@/reminders/schedule'
import { confirmationEmail, reminderEmail } from '@/reminders/emails'

// A series as the reader gives it: standard deadline 1 March, late entry 15 March, exams in May,
// results 20 August (Colombo days).
function mayJune(overrides: Partial<Omit<PublicSeries, 'events'>> = {}): PublicSeries {
  const base: Omit<PublicSeries, 'events'> = {
    id: 41,
    exam: { slug: 'international-gcse', name: 'International GCSE', path: '/examinations/pearson/international-gcse' },
    name: 'May/June 2027',
    notes: '',
    entriesOpen: '2026-11-01',
    standardDeadline: '2027-03-01',
    deadlineTime: '17:00',
    lateEntries: [{ id: 'late1', label: 'Late entry', deadline: '2027-03-15', surcharge: 4000 }],
    examWindow: { firstPaper: '2027-05-10', lastPaper: '2027-06-20' },
    resultsDay: '2027-08-20',
    fees: [{ label: 'Per subject', amount: 38500, per: 'subject' }],
    feesCheckedOn: null,
    updatedAt: '2026-11-01T00:00:00Z',
    ...overrides,
  }
  return { ...base, events: seriesEvents(base) }
}

const due = (s: PublicSeries, today: string, rules = DEFAULT_RULES) =>
  dueReminders(s, today, rules).map((d) => `${d.event} ${d.kind}`)

describe('reminder schedule on a fixed clock (7 and 1 days before each deadline, results day)', () => {
  it('nothing is due while every deadline is more than 7 days away, nor for entries opening or exams', () => {
    expect(due(mayJune(), '2027-02-21')).toEqual([])
    expect(due(mayJune(), '2026-11-01')).toEqual([])
    expect(due(mayJune(), '2027-05-10')).toEqual([])
  })

  it('the "7" reminder is due 7 days before the standard deadline, and stays due until the "1" takes over', () => {
    expect(due(mayJune(), '2027-02-22')).toEqual(['41:deadline before-7'])
    expect(due(mayJune(), '2027-02-26')).toEqual(['41:deadline before-7'])
    expect(due(mayJune(), '2027-02-28')).toEqual(['41:deadline before-1'])
    expect(due(mayJune(), '2027-03-01')).toEqual(['41:deadline before-1'])
  })

  it('the day after a deadline nothing is due for it; the late stage has reminders of its own', () => {
    expect(due(mayJune(), '2027-03-02')).toEqual([])
    expect(due(mayJune(), '2027-03-08')).toEqual(['41:late-late1 before-7'])
    expect(due(mayJune(), '2027-03-14')).toEqual(['41:late-late1 before-1'])
  })

  it('results day: due on the day and up to two days late (the site was down), then never', () => {
    expect(due(mayJune(), '2027-08-19')).toEqual([])
    expect(due(mayJune(), '2027-08-20')).toEqual(['41:results results-day'])
    expect(due(mayJune(), '2027-08-22')).toEqual(['41:results results-day'])
    expect(due(mayJune(), '2027-08-23')).toEqual([])
    expect(due(mayJune(), '2027-08-20', { daysBefore: [7, 1], resultsDay: false })).toEqual([])
  })

  it('a deadline staff move moves its reminders: none at the old date, due at the new one', () => {
    const moved = mayJune({ standardDeadline: '2027-03-10' })
    expect(due(moved, '2027-02-22')).toEqual([])
    expect(due(moved, '2027-03-03')).toEqual(['41:deadline before-7'])
    expect(due(moved, '2027-03-09')).toEqual(['41:deadline before-1', '41:late-late1 before-7'])
  })

  it('staff settings: other days, duplicates and junk ignored, empty means 7 and 1', () => {
    expect(due(mayJune(), '2027-02-15', { daysBefore: [14, 14, 3], resultsDay: true })).toEqual([
      '41:deadline before-14',
    ])
    expect(due(mayJune(), '2027-02-26', { daysBefore: [14, 3], resultsDay: true })).toEqual(['41:deadline before-3'])
    expect(due(mayJune(), '2027-03-01', { daysBefore: [0], resultsDay: true })).toEqual(['41:deadline before-0'])
    expect(rulesOf({ daysBefore: [], resultsDay: null })).toEqual(DEFAULT_RULES)
    expect(rulesOf({ daysBefore: [{ days: 10 }, { days: -1 }], resultsDay: false })).toEqual({
      daysBefore: [10],
      resultsDay: false,
    })
  })
})

describe('reminder e-mails', () => {
  const token = 'a'.repeat(43)
  it('a reminder says what closes when, for what fee, and carries the RFC 8058 one-click headers', () => {
    const s = mayJune()
    const [d] = dueReminders(s, '2027-02-22', DEFAULT_RULES)
    const mail = reminderEmail({ to: 'parent@example.lk', token, series: s, due: d, company: 'Lyceum Assessments' })
    expect(mail.subject).toBe('Standard entry deadline in 7 days: International GCSE, May/June 2027')
    expect(mail.text).toContain('standard entry deadline on 1 March 2027, 17:00 Colombo time')
    expect(mail.text).toContain('LKR 38,500 per subject')
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<http://localhost:3999/api/reminders/unsubscribe?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    })
    expect(mail.html).toContain(`href="http://localhost:3999/reminders/${token}"`)
    expect(mail.html).not.toContain('parent@example.lk')
  })

  it('the confirmation links to the manage page by token, and escapes what staff typed', () => {
    const s = mayJune({ name: 'May <b>June</b>' })
    const mail = confirmationEmail({ to: 'parent@example.lk', token, series: s, company: 'Lyceum & Co' })
    expect(mail.html).toContain(`http://localhost:3999/reminders/${token}`)
    expect(mail.html).toContain('May &lt;b&gt;June&lt;/b&gt;')
    expect(mail.html).toContain('Lyceum &amp; Co')
    expect(mail.headers).toBeUndefined()
  })
})

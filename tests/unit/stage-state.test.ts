import { describe, expect, it } from 'vitest'
import { seriesEvents, type PublicSeries } from '@/calendar/series'
import {
  colomboClock,
  seriesState,
  seriesStateLabel,
  stageState,
  stageStateLabel,
  stageTitle,
  type ColomboClock,
} from '@/calendar/stageState'

// The one rule of where a series and its stages stand (src/calendar/stageState.ts), on a fixed Colombo
// clock: before, during and after each stage of a board's series and of a test day.

function series(
  base: Omit<PublicSeries, 'events' | 'id' | 'notes' | 'fees' | 'feesCheckedOn' | 'updatedAt'>,
): PublicSeries {
  const s = { id: 1, notes: '', fees: [], feesCheckedOn: null, updatedAt: '2026-11-01T00:00:00.000Z', ...base }
  return { ...s, events: seriesEvents(s) }
}

const mayJune = series({
  exam: { slug: 'igcse', name: 'International GCSE', path: '/examinations/pearson/igcse' },
  name: 'May/June 2027',
  entriesOpen: '2026-11-01',
  standardDeadline: '2027-02-21',
  deadlineTime: '17:00',
  lateEntries: [
    { id: 'a', label: 'Late entry', deadline: '2027-03-21', surcharge: 9500 },
    { id: 'b', label: 'Very late entry', deadline: '2027-04-15', surcharge: 19000 },
  ],
  examWindow: { firstPaper: '2027-05-05', lastPaper: '2027-06-19' },
  resultsDay: '2027-08-20',
})

const testDay = series({
  exam: { slug: 'ielts', name: 'IELTS', path: '/examinations/IELTS' },
  name: '12 December 2026',
  entriesOpen: null,
  standardDeadline: '2026-11-28',
  deadlineTime: null,
  lateEntries: [],
  examWindow: { firstPaper: '2026-12-12', lastPaper: null },
  resultsDay: '2026-12-25',
})

const at = (day: string, time = '12:00'): ColomboClock => ({ day, time })
const stage = (s: PublicSeries, key: string) => s.events.find((e) => e.key === key)!
const states = (s: PublicSeries, clock: ColomboClock) =>
  Object.fromEntries(s.events.map((e) => [e.key, stageState(s, e, clock)]))

describe('a board series (entries open, standard, late and very late deadlines, exam window, results)', () => {
  it.each([
    [
      '2026-10-31',
      'opens-soon',
      'Entries open on 1 November',
      { 'entries-open': 'upcoming', deadline: 'upcoming', 'late-a': 'upcoming' },
    ],
    [
      '2026-11-01',
      'open',
      'Entries open',
      { 'entries-open': 'open', deadline: 'open', 'late-a': 'upcoming', exams: 'upcoming' },
    ],
    ['2026-11-28', 'open', 'Entries open', { 'entries-open': 'open', deadline: 'open', 'late-b': 'upcoming' }],
    ['2027-02-10', 'closing-soon', 'Entries closing soon', { 'entries-open': 'open', deadline: 'closing-soon' }],
    [
      '2027-02-22',
      'open',
      'Late entries open',
      { 'entries-open': 'open', deadline: 'closed', 'late-a': 'open', 'late-b': 'upcoming' },
    ],
    [
      '2027-04-10',
      'closing-soon',
      'Late entries closing soon',
      { deadline: 'closed', 'late-a': 'closed', 'late-b': 'closing-soon' },
    ],
    ['2027-04-16', 'closed', 'Entries closed', { 'entries-open': 'closed', 'late-b': 'closed', exams: 'upcoming' }],
    ['2027-05-05', 'exams-under-way', 'Exams under way', { exams: 'under-way', results: 'upcoming' }],
    ['2027-06-19', 'exams-under-way', 'Exams under way', { exams: 'under-way' }],
    ['2027-06-20', 'awaiting-results', 'Results on 20 August', { exams: 'finished', results: 'upcoming' }],
    ['2027-08-20', 'results-out', 'Results out', { exams: 'finished', results: 'results-out' }],
  ] as const)('on %s it is %s (%s)', (day, state, label, stageStates) => {
    const clock = at(day)
    expect(seriesState(mayJune, clock)).toBe(state)
    expect(seriesStateLabel(mayJune, state, clock)).toBe(label)
    expect(states(mayJune, clock)).toMatchObject(stageStates)
  })

  it('reads an opening that has begun as open, not passed: "Entries open since 1 November"', () => {
    const clock = at('2026-11-28')
    const opening = stage(mayJune, 'entries-open')
    const state = stageState(mayJune, opening, clock)
    expect(stageTitle(opening, state)).toBe('Entries open since 1 November')
    expect(stageStateLabel(opening, state, clock)).toBe('Open')
    expect(stageTitle(opening, stageState(mayJune, opening, at('2026-10-01')))).toBe('Entries open')
    expect(stageStateLabel(opening, stageState(mayJune, opening, at('2027-05-01')), at('2027-05-01'))).toBe(
      'Entries closed',
    )
  })

  it('closes a deadline at its Colombo closing time on its day, not at midnight', () => {
    const deadline = stage(mayJune, 'deadline')
    expect(stageState(mayJune, deadline, at('2027-02-21', '16:59'))).toBe('closing-soon')
    expect(stageStateLabel(deadline, 'closing-soon', at('2027-02-21', '16:59'))).toBe('Closes today')
    expect(stageState(mayJune, deadline, at('2027-02-21', '17:00'))).toBe('closed')
    expect(stageState(mayJune, stage(mayJune, 'late-a'), at('2027-02-21', '17:00'))).toBe('open')
  })

  it('counts days and closing time in Colombo, whatever the server’s zone', () => {
    // 11:29 UTC is 16:59 in Colombo (+05:30); 18:30 UTC is already the next day there.
    expect(colomboClock(new Date('2027-02-21T11:29:00Z'))).toEqual({ day: '2027-02-21', time: '16:59' })
    expect(colomboClock(new Date('2027-02-20T18:30:00Z'))).toEqual({ day: '2027-02-21', time: '00:00' })
  })
})

describe('a test day (one registration deadline without a time, the test, results)', () => {
  it.each([
    ['2026-11-13', 'open', { deadline: 'open', exams: 'upcoming' }],
    ['2026-11-20', 'closing-soon', { deadline: 'closing-soon' }],
    ['2026-11-28', 'closing-soon', { deadline: 'closing-soon' }],
    ['2026-11-29', 'closed', { deadline: 'closed', exams: 'upcoming' }],
    ['2026-12-12', 'exams-under-way', { exams: 'under-way' }],
    ['2026-12-13', 'awaiting-results', { exams: 'finished', results: 'upcoming' }],
    ['2026-12-25', 'results-out', { results: 'results-out' }],
  ] as const)('on %s it is %s', (day, state, stageStates) => {
    expect(seriesState(testDay, at(day, '23:59'))).toBe(state)
    expect(states(testDay, at(day, '23:59'))).toMatchObject(stageStates)
  })

  it('names its stages as every page and feed does', () => {
    expect(testDay.events.map((e) => e.title)).toEqual(['Registration deadline', 'Test day', 'Results day'])
    expect(mayJune.events.map((e) => e.title)).toEqual([
      'Entries open',
      'Standard entry deadline',
      'Late entry deadline',
      'Very late entry deadline',
      'Exams',
      'Results day',
    ])
    expect(seriesStateLabel(testDay, 'exams-under-way', at('2026-12-12'))).toBe('Test day today')
    expect(seriesStateLabel(testDay, 'closing-soon', at('2026-11-20'))).toBe('Registration closing soon')
    expect(seriesStateLabel(testDay, 'closed', at('2026-11-29'))).toBe('Registration closed')
  })
})

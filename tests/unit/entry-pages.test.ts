import { describe, expect, it } from 'vitest'
import { statusHeadline, stepsOf } from '@/components/entries/entrySteps'
import { offerOf } from '@/entries/web/post'
import { keptValues } from '@/entries/web/formResult'

describe('the entry post’s offer (?kind=…&id=…)', () => {
  it.each([
    ['?kind=exam&id=12', { kind: 'exam', id: 12 }],
    ['?kind=class&id=3', { kind: 'class', id: 3 }],
    ['?kind=exam&id=0', null],
    ['?kind=exam&id=-1', null],
    ['?kind=exam&id=1e3', null],
    ['?kind=exam&id=12345678901', null],
    ['?kind=festival&id=1', null],
    ['?id=1', null],
  ])('%s → %j', (query, expected) => expect(offerOf(new URL(`http://site/api/enter${query}`))).toEqual(expected))
})

describe('the status page’s steps', () => {
  const states = (status: Parameters<typeof stepsOf>[0]) => stepsOf(status, 'exam').map((s) => s.state)

  it('received, then paid, then entered with the board', () => {
    expect(states('awaiting-payment')).toEqual(['done', 'current', 'waiting'])
    expect(states('slip-to-check')).toEqual(['done', 'current', 'waiting'])
    expect(states('paid')).toEqual(['done', 'done', 'current'])
    expect(states('entered')).toEqual(['done', 'done', 'done'])
  })

  it('says a slip is being checked, and names the last step by what was booked', () => {
    expect(stepsOf('slip-to-check', 'exam')[1].note).toMatch(/slip is with us/)
    expect(stepsOf('paid', 'exam')[2].label).toBe('Entered with the board')
    expect(stepsOf('paid', 'class')[2].label).toBe('Seat confirmed')
    expect(statusHeadline('waiting-list')).toBe('You are on the waiting list.')
  })
})

describe('a refused form’s kept values', () => {
  it('keeps the form’s own fields (the subjects as a list), never the honeypot or anything else', () => {
    const kept = keptValues({
      fullName: 'A',
      subjects: ['0', '2'],
      website: 'spam',
      role: 'admin',
      email: 'a@example.lk',
    })
    expect(kept).toEqual({ fullName: 'A', subjects: ['0', '2'], email: 'a@example.lk' })
  })
})

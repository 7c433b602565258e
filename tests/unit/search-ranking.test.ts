import { describe, expect, it } from 'vitest'
import type { SearchDocument, SearchKind } from '@/search/documents'
import { rankCandidates, type Candidate } from '@/search/ranking'

// The ranking rules of src/search/ranking.ts, one by one.

const doc = (title: string, kind: SearchKind, date = ''): SearchDocument => ({
  id: title,
  kind,
  title,
  headings: '',
  text: '',
  path: `/${title}`,
  breadcrumb: [],
  date,
})
const cand = (title: string, kind: SearchKind, score: number, topicInTitle: number, date = ''): Candidate => ({
  doc: doc(title, kind, date),
  score,
  topicInTitle,
})
const order = (list: Candidate[], asksFeeOrDate = false) => rankCandidates(list, asksFeeOrDate).map((c) => c.doc.title)

describe('search ranking', () => {
  it('1. puts more topic words in the title first, whatever the score', () => {
    expect(order([cand('text match', 'page', 9, 0), cand('title match', 'page', 1, 1)])).toEqual([
      'title match',
      'text match',
    ])
  })

  it('2. puts exam pages and the calendar before blogs for fee and date questions only', () => {
    const list = [cand('blog', 'blog', 5, 1), cand('exam', 'exam', 2, 1), cand('calendar', 'calendar', 1, 1)]
    expect(order(list, true)).toEqual(['exam', 'calendar', 'blog'])
    expect(order(list, false)).toEqual(['blog', 'exam', 'calendar'])
  })

  it('3. then the higher score', () => {
    expect(order([cand('low', 'page', 1, 0), cand('high', 'page', 3, 0)])).toEqual(['high', 'low'])
  })

  it('4. newer before older where scores tie (within 2 %)', () => {
    const list = [
      cand('old', 'blog', 2, 0, '2025-01-01'),
      cand('new', 'blog', 2.01, 0, '2026-05-01'),
      cand('undated', 'blog', 2, 0),
    ]
    expect(order(list)).toEqual(['new', 'old', 'undated'])
  })
})

import { describe, expect, it } from 'vitest'
import { richTextToPlain } from '@/search/entry'
import { doc, h, p, ul } from '@/seed/richText'
import { stem } from '@/search/language'
import { compileSynonyms, DEFAULT_SYNONYMS } from '@/search/synonyms'
import { MAX_QUERY_LENGTH, excerpt, highlight, readQuery, type Marks } from '@/search/text'

const synonyms = compileSynonyms(DEFAULT_SYNONYMS)
const marks = (words: string[], concepts: string[] = []): Marks => ({
  stems: new Set(words.map(stem)),
  concepts: new Set(concepts),
  synonyms,
})
const marked = (text: string, m: Marks) =>
  highlight(text, m)
    .filter((piece) => piece.mark)
    .map((piece) => piece.text)

describe('readQuery', () => {
  it('trims and collapses whitespace', () => {
    expect(readQuery('  IELTS   test\tdates ')).toEqual({ text: 'IELTS test dates', truncated: false })
  })

  it('cuts a query longer than the limit instead of refusing it', () => {
    const q = readQuery('a'.repeat(MAX_QUERY_LENGTH + 50))
    expect(q.text).toHaveLength(MAX_QUERY_LENGTH)
    expect(q.truncated).toBe(true)
  })

  it('reads a missing or repeated q as the first value or nothing', () => {
    expect(readQuery(undefined).text).toBe('')
    expect(readQuery(['pte', 'ielts']).text).toBe('pte')
  })
})

describe('highlight and excerpt', () => {
  it('marks whole words and their other forms, never letters inside a word', () => {
    expect(marked('Test days and the day of results', marks(['day']))).toEqual(['days', 'day'])
    expect(marked('Holiday Daybreak', marks(['day']))).toEqual([])
  })

  it('marks a synonym phrase whole, and never a lone stop word such as “a”', () => {
    const level = [...synonyms.byFirstStem.get('ial')!][0].concept
    expect(marked('Take an A level or a pass at International A level', marks([], [level]))).toEqual([
      'A level',
      'International A level',
    ])
    expect(marked('a cat and a dog', marks(['a']))).toEqual([])
  })

  it('keeps markup as plain text', () => {
    expect(highlight('<b>IELTS</b> and ielts', marks(['ielts']))).toEqual([
      { text: '<b>', mark: false },
      { text: 'IELTS', mark: true },
      { text: '</b> and ', mark: false },
      { text: 'ielts', mark: true },
    ])
  })

  it('cuts long text around the first match at spaces', () => {
    const text = `${'lorem '.repeat(80)}target word here ${'ipsum '.repeat(80)}`
    const cut = excerpt(text, marks(['target']), 100)
    expect(cut).toMatch(/^….*target word here.*…$/)
    expect(cut.length).toBeLessThanOrEqual(102)
  })
})

describe('richTextToPlain', () => {
  it('keeps a space between blocks, so words of two paragraphs never run together', () => {
    expect(richTextToPlain(doc(h(3, 'Which test?'), p('Academic <or> General'), ul('One', 'Two')))).toBe(
      'Which test? Academic <or> General One Two',
    )
  })
})

import { describe, expect, it } from 'vitest'
import { richTextToPlain } from '@/search/entry'
import { indexWhere } from '@/search/query'
import { doc, h, p, ul } from '@/seed/richText'
import { MAX_QUERY_LENGTH, compareRanks, excerpt, highlight, rank, readQuery } from '@/search/text'

describe('readQuery', () => {
  it('trims, collapses whitespace and keeps distinct lower-case words', () => {
    expect(readQuery('  IELTS   test\tdates ielts ')).toEqual({
      text: 'IELTS test dates ielts',
      words: ['ielts', 'test', 'dates'],
      truncated: false,
    })
  })

  it('cuts a query longer than the limit instead of refusing it', () => {
    const q = readQuery('a'.repeat(MAX_QUERY_LENGTH + 50))
    expect(q.text).toHaveLength(MAX_QUERY_LENGTH)
    expect(q.truncated).toBe(true)
  })

  it('reads a missing or repeated q as the first value or nothing', () => {
    expect(readQuery(undefined).words).toEqual([])
    expect(readQuery(['pte', 'ielts']).text).toBe('pte')
  })
})

describe('rank', () => {
  it('needs every word, in the title or the text, whatever the case', () => {
    expect(rank({ title: 'IELTS classes', text: 'Online and in Colombo' }, ['ielts', 'colombo'])).not.toBeNull()
    expect(rank({ title: 'IELTS classes', text: 'Online' }, ['ielts', 'colombo'])).toBeNull()
  })

  it('puts title matches first, then more occurrences, then earlier matches', () => {
    const inTitle = rank({ title: 'PTE', text: '' }, ['pte'])!
    const often = rank({ title: 'Other', text: 'pte pte pte' }, ['pte'])!
    const early = rank({ title: 'Other', text: 'pte then more words' }, ['pte'])!
    const late = rank({ title: 'Other', text: 'more words then pte' }, ['pte'])!
    const sorted = [late, early, often, inTitle].sort(compareRanks)
    expect(sorted).toEqual([inTitle, often, early, late])
  })
})

describe('highlight and excerpt', () => {
  it('marks every occurrence of every word and keeps markup as plain text', () => {
    expect(highlight('<b>IELTS</b> and ielts', ['ielts'])).toEqual([
      { text: '<b>', mark: false },
      { text: 'IELTS', mark: true },
      { text: '</b> and ', mark: false },
      { text: 'ielts', mark: true },
    ])
  })

  it('cuts long text around the first match at spaces', () => {
    const text = `${'lorem '.repeat(80)}target word here ${'ipsum '.repeat(80)}`
    const cut = excerpt(text, ['target'], 100)
    expect(cut).toMatch(/^….*target word here.*…$/)
    expect(cut.length).toBeLessThanOrEqual(102)
  })
})

describe('indexWhere', () => {
  it("leaves LIKE's own characters out of the database query", () => {
    expect(JSON.stringify(indexWhere(['100%', 'pass_rate', 'a\\b']))).not.toMatch(/[%_\\]/)
    expect(indexWhere(['%']).and).toEqual([])
  })
})

describe('richTextToPlain', () => {
  it('keeps a space between blocks, so words of two paragraphs never run together', () => {
    expect(richTextToPlain(doc(h(3, 'Which test?'), p('Academic <or> General'), ul('One', 'Two')))).toBe(
      'Which test? Academic <or> General One Two',
    )
  })
})

import { describe, expect, it } from 'vitest'
import type { SearchDocument } from '@/search/documents'
import { SiteIndex } from '@/search/engine'
import { editDistance, isStopWord, stem, withinOneEdit, words } from '@/search/language'
import { planQuery } from '@/search/plan'
import { compileSynonyms, conceptsIn, DEFAULT_SYNONYMS, parseGroup } from '@/search/synonyms'

const synonyms = compileSynonyms(DEFAULT_SYNONYMS)
const page = (id: string, title: string, text = ''): SearchDocument => ({
  id,
  kind: 'page',
  title,
  headings: '',
  text,
  path: `/${id}`,
  breadcrumb: [title],
  date: '',
})
const index = new SiteIndex(synonyms)
index.addAll([
  page('ielts', 'IELTS Preparation Course', 'International English Language Testing System: exams and fees'),
  page('igcse', 'International GCSE (IG) Examinations', 'Results are released in August.'),
])
const terms = (q: string) => planQuery(index, q).slots.map((s) => s.terms)

describe('words, stems and stop words', () => {
  it('reads English, Sinhala and Tamil words, joiners kept inside a word', () => {
    const expected = ['ielts', 'a', 'l', 'fees', 'ප්‍රතිඵල', 'and', 'கட்டணம்']
    expect(words("IELTS's A/L fees, ප්‍රතිඵල and கட்டணம்!")).toEqual(expected)
  })

  it('stems English words only', () => {
    expect(['exams', 'released', 'fees', 'dates'].map(stem)).toEqual(['exam', 'releas', 'fee', 'date'])
    expect(stem('ප්‍රතිඵල')).toBe('ප්‍රතිඵල')
  })

  it('knows the words a question carries that name no page', () => {
    expect(['when', 'are', 'the'].every(isStopWord)).toBe(true)
    expect(isStopWord('ielts')).toBe(false)
  })

  it('counts a swap of neighbours as one edit', () => {
    expect(withinOneEdit('ielst', 'ielts')).toBe(true)
    expect(withinOneEdit('internatonal', 'international')).toBe(true)
    expect(withinOneEdit('ielts', 'pte')).toBe(false)
    expect(editDistance('iltes', 'ielts')).toBe(2)
    expect(editDistance('abcdef', 'uvwxyz')).toBe(3)
  })
})

describe('synonyms', () => {
  it('reads a group staff type with commas or equals signs', () => {
    expect(parseGroup('IGCSE = International GCSE, O level')).toEqual(['IGCSE', 'International GCSE', 'O level'])
  })

  it('finds every phrase of a group in a page, as one concept', () => {
    const stems = (t: string) => words(t).map(stem)
    const [igcse] = conceptsIn(synonyms, stems('IGCSE'))
    expect(conceptsIn(synonyms, stems('the International GCSE and O level'))).toEqual([igcse, igcse])
    expect(conceptsIn(synonyms, stems('A/L'))).toEqual([
      ...new Set(conceptsIn(synonyms, stems('International A level'))),
    ])
  })
})

describe('planQuery', () => {
  it('leaves out stop words and searches synonym phrases as their concept', () => {
    const plan = planQuery(index, 'when are the results released')
    expect(plan.slots.map((s) => s.typed)).toEqual([['results'], ['released']])
    expect(plan.intents).toEqual(new Set(['results']))
    expect(terms('o level')).toEqual(terms('igcse'))
  })

  it('corrects a word of five letters or more by one edit, never a shorter one', () => {
    const plan = planQuery(index, 'ielst')
    expect(plan.slots[0]).toMatchObject({ corrected: 'ielts', terms: ['ielt'] })
    expect(planQuery(index, 'ilts').slots[0].terms).toEqual([])
  })

  it('takes the last word as the start of longer words, not the others', () => {
    expect(terms('prep')).toEqual([['prepar']])
    expect(terms('prep course')[0]).toEqual([])
  })

  it('finds nothing for a word no page has', () => {
    expect(index.search(terms('zebra'), 'AND')).toEqual([])
  })
})

import { describe, expect, it } from 'vitest'
import { slugify } from '@/lib/slugify'

describe('slugify (the legacy slug rule)', () => {
  it.each([
    ['PTE (Pearson Test of English)', 'pte--pearson-test-of-english-'],
    ['IAS/IAL Examinations', 'ias-ial-examinations'],
    ['International GCSE (IG) Examinations', 'international-gcse--ig--examinations'],
    ['International Certificate Young Learners (PTE YL)', 'international-certificate-young-learners--pte-yl-'],
    ['Café Déjà Vu', 'cafe-deja-vu'],
  ])('%s → %s', (title, slug) => {
    expect(slugify(title)).toBe(slug)
  })
})

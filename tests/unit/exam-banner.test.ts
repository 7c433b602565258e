import { describe, expect, it } from 'vitest'
import { EXAM_BANNER_SHOWN_STATUS, EXAM_SLUGS_WITHOUT_BANNER, shouldShowExamBanner } from '@/content/examBanner'

describe('shouldShowExamBanner (status 6, except three exams)', () => {
  it('uses the banner rule constants', () => {
    expect(EXAM_BANNER_SHOWN_STATUS).toBe(6)
    expect([...EXAM_SLUGS_WITHOUT_BANNER].sort()).toEqual([
      'ias-ial-examinations',
      'international-certificate-young-learners--pte-yl-',
      'international-gcse--ig--examinations',
    ])
  })

  it.each(['pte--pearson-test-of-english-', 'speech-and-drama', 'pearson-english-international-certificate'])(
    'shows the banner of %s when its status is 6',
    (slug) => {
      expect(shouldShowExamBanner({ slug, banner_status: 6 })).toBe(true)
    },
  )

  it.each([0, 1, 5, 7, 60, -6, Number.NaN])('hides the banner when the status is %s', (status) => {
    expect(shouldShowExamBanner({ slug: 'speech-and-drama', banner_status: status })).toBe(false)
  })

  it.each([
    'ias-ial-examinations',
    'international-certificate-young-learners--pte-yl-',
    'international-gcse--ig--examinations',
  ])('never shows the banner of %s, even with status 6', (slug) => {
    expect(shouldShowExamBanner({ slug, banner_status: 6 })).toBe(false)
  })

  it('matches excluded slugs exactly, not by prefix or case', () => {
    expect(shouldShowExamBanner({ slug: 'ias-ial-examinations-2027', banner_status: 6 })).toBe(true)
    expect(shouldShowExamBanner({ slug: 'IAS-IAL-EXAMINATIONS', banner_status: 6 })).toBe(true)
  })
})

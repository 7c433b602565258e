import type { PublicExam } from './exams'

/** The `banner_status` value that means "show this exam's banner" (docs/product.md, Exam detail: banner rule). */
export const EXAM_BANNER_SHOWN_STATUS = 6

/** Exams that never show their banner, whatever their status (docs/product.md, Exam detail). */
export const EXAM_SLUGS_WITHOUT_BANNER: readonly string[] = [
  'ias-ial-examinations',
  'international-certificate-young-learners--pte-yl-',
  'international-gcse--ig--examinations',
]

/** The exam page shows its banner only when the status says so and the exam is not excluded. */
export function shouldShowExamBanner(exam: Pick<PublicExam, 'slug' | 'banner_status'>): boolean {
  return exam.banner_status === EXAM_BANNER_SHOWN_STATUS && !EXAM_SLUGS_WITHOUT_BANNER.includes(exam.slug)
}

import 'server-only'
import { cache } from 'react'
import { IELTS_TEXT, type IeltsText } from '@/globals/IeltsPage'
import { payloadClient } from '@/lib/payload'
import type { IeltsPage } from '@/payload-types'
import { readOptions } from './preview'

/** What staff published, or IELTS_TEXT before they first publish: a never-saved global has no defaults. */
export function toIeltsText(doc: Partial<IeltsPage>): IeltsText {
  if (!doc.updatedAt) return IELTS_TEXT
  const cards = (rows?: { title: string; icon: IeltsText['uses'][number]['icon']; text: string }[] | null) =>
    (rows ?? []).map(({ title, icon, text }) => ({ title, icon, text }))
  return {
    tagline: doc.tagline ?? '',
    reasonsIntro: doc.reasonsIntro ?? '',
    reasons: (doc.reasons ?? []).map(({ title, icon, text, points }) => ({ title, icon, text, points: points ?? '' })),
    aboutIntro: doc.aboutIntro ?? '',
    recognition: {
      figure: doc.recognition?.figure ?? '',
      text: doc.recognition?.text ?? '',
      emphasis: doc.recognition?.emphasis ?? '',
    },
    uses: cards(doc.uses),
    coursesIntro: doc.coursesIntro ?? '',
    testFeeNote: doc.testFeeNote ?? '',
    enquiryIntro: doc.enquiryIntro ?? '',
  }
}

/** A card's ticked list: one item a line, blank lines left out. */
export const pointsOf = (points: string): string[] =>
  points
    .split('\n')
    .map((p) => p.trim())
    .filter(Boolean)

export const getIeltsPage = cache(async (): Promise<IeltsText> => {
  const payload = await payloadClient()
  return toIeltsText(await payload.findGlobal({ slug: 'ielts-page', depth: 0, ...(await readOptions()) }))
})

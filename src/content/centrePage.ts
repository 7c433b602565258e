import 'server-only'
import { cache } from 'react'
import { CENTRE_TEXT, type CentreText } from '@/globals/CentrePage'
import { payloadClient } from '@/lib/payload'
import type { CentrePage } from '@/payload-types'
import { readOptions } from './preview'

/** What staff published, or CENTRE_TEXT before they first publish: a never-saved global has no defaults. */
export function toCentreText(doc: Partial<CentrePage>): CentreText {
  if (!doc.updatedAt) return CENTRE_TEXT
  const titled = (rows?: { title: string; text: string }[] | null) =>
    (rows ?? []).map(({ title, text }) => ({ title, text }))
  return {
    tagline: doc.tagline ?? '',
    about: doc.about ?? '',
    figures: (doc.figures ?? []).map(({ value, label }) => ({ value, label })),
    pillarsIntro: doc.pillarsIntro ?? '',
    pillars: (doc.pillars ?? []).map(({ title, text, icon }) => ({ title, text, icon })),
    reasonsIntro: doc.reasonsIntro ?? '',
    reasons: titled(doc.reasons),
    stepsIntro: doc.stepsIntro ?? '',
    steps: titled(doc.steps),
    partner: doc.partner ?? '',
  }
}

export const getCentrePage = cache(async (): Promise<CentreText> => {
  const payload = await payloadClient()
  return toCentreText(await payload.findGlobal({ slug: 'centre-page', depth: 0, ...(await readOptions()) }))
})

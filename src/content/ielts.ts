import 'server-only'
import type { IeltsCourseStructure, IeltsOption } from '@/payload-types'
import { payloadClient } from '@/lib/payload'
import { readOptions } from './preview'

export type Choice = { value: string; label: string }
export type EnquiryChoices = { destinations: Choice[]; intakes: Choice[]; locations: Choice[] }
export type CourseStructure = {
  columns: { group: string; individual: string; crash: string }
  rows: { feature: string; group: string; individual: string; crash: string }[]
}

const toChoices = (rows: { value: string; label: string }[] | null | undefined): Choice[] =>
  (rows ?? []).map((r) => ({ value: r.value, label: r.label }))

export function toEnquiryChoices(doc: IeltsOption): EnquiryChoices {
  return {
    destinations: toChoices(doc.destinations),
    intakes: toChoices(doc.intakes),
    locations: toChoices(doc.locations),
  }
}

export function toCourseStructure(doc: IeltsCourseStructure): CourseStructure {
  return {
    // A site set up without demo content has never saved this global: its defaults stand.
    columns: {
      group: doc.columns?.group ?? 'Group',
      individual: doc.columns?.individual ?? 'Individual',
      crash: doc.columns?.crash ?? 'Crash',
    },
    rows: (doc.rows ?? []).map((r) => ({
      feature: r.feature,
      group: r.group,
      individual: r.individual,
      crash: r.crash,
    })),
  }
}

/** The current choice lists of the enquiry forms (the server checks submissions against them). */
export async function getEnquiryChoices(): Promise<EnquiryChoices> {
  const payload = await payloadClient()
  return toEnquiryChoices(await payload.findGlobal({ slug: 'ielts-options', ...(await readOptions()) }))
}

export async function getCourseStructure(): Promise<CourseStructure> {
  const payload = await payloadClient()
  return toCourseStructure(await payload.findGlobal({ slug: 'ielts-course-structure', ...(await readOptions()) }))
}

import type { Payload } from 'payload'
import { compileSynonyms, DEFAULT_SYNONYMS, parseGroup, type Synonyms } from './synonyms'

// Staff's Search settings (src/globals/SearchSettings.ts) as the index uses them. Until the global is
// first saved, the built-in groups and searches apply, so a new site understands "IGCSE" from day one.

export type SearchSettings = { synonyms: Synonyms; popular: string[] }

export const DEFAULT_POPULAR_SEARCHES = [
  'IELTS test dates',
  'IGCSE fees',
  'A level deadline',
  'PTE',
  'Exam calendar',
  'Results day',
]

type Stored = {
  updatedAt?: string | null
  synonyms?: { phrases?: string | null }[] | null
  popularSearches?: { query?: string | null }[] | null
}

export function toSearchSettings(doc: Stored): SearchSettings {
  if (!doc.updatedAt) return { synonyms: compileSynonyms(DEFAULT_SYNONYMS), popular: DEFAULT_POPULAR_SEARCHES }
  return {
    synonyms: compileSynonyms((doc.synonyms ?? []).map((g) => parseGroup(g.phrases ?? ''))),
    popular: (doc.popularSearches ?? []).map((p) => (p.query ?? '').trim()).filter(Boolean),
  }
}

export async function readSearchSettings(payload: Payload): Promise<SearchSettings> {
  const doc = await payload.findGlobal({ slug: 'search-settings', depth: 0, overrideAccess: false })
  return toSearchSettings(doc as Stored)
}

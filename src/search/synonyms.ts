import { stem, words } from './language'

// Synonyms staff keep in the admin (Search settings): each group is a list of phrases that mean the same
// ("IGCSE, International GCSE, O level"). A phrase found in a page adds the group's concept term to the
// page's words, and a phrase in a query searches that concept, so any phrase of a group finds every other.

/** One group as staff type it: phrases separated by commas or equals signs. */
export type SynonymGroup = string[]

/** A group's phrases as stems, and the one term that stands for the whole group in the index. */
type Compiled = { concept: string; phrases: string[][] }

export type Synonyms = {
  /** Phrases by their first stem, longest first, with the concept each stands for. */
  byFirstStem: Map<string, { stems: string[]; concept: string }[]>
  /** Each concept's phrases as typed, for the answer's words and for highlighting. */
  phrasesOf: Map<string, string[]>
}

/** "IGCSE = International GCSE, O level" → ["IGCSE", "International GCSE", "O level"]. */
export const parseGroup = (line: string): SynonymGroup =>
  line
    .split(/[,=;\n]/)
    .map((p) => p.trim())
    .filter(Boolean)

/** Concepts start with "~", which no word can: they never meet a visitor's word by accident. */
const conceptOf = (stems: string[]) => `~${stems.join('_')}`

export function compileSynonyms(groups: SynonymGroup[]): Synonyms {
  const byFirstStem = new Map<string, { stems: string[]; concept: string }[]>()
  const phrasesOf = new Map<string, string[]>()
  const compiled: Compiled[] = []
  for (const group of groups) {
    const phrases = group.map((p) => words(p).map(stem)).filter((s) => s.length > 0)
    if (phrases.length < 2) continue
    compiled.push({ concept: conceptOf(phrases[0]), phrases })
    phrasesOf.set(conceptOf(phrases[0]), group)
  }
  for (const { concept, phrases } of compiled) {
    for (const stems of phrases) {
      const list = byFirstStem.get(stems[0]) ?? []
      list.push({ stems, concept })
      byFirstStem.set(
        stems[0],
        list.sort((a, b) => b.stems.length - a.stems.length),
      )
    }
  }
  return { byFirstStem, phrasesOf }
}

/** The longest phrase starting at `at` in `stems`: its concept and length, or null. */
export function phraseAt(synonyms: Synonyms, stems: string[], at: number): { concept: string; length: number } | null {
  for (const phrase of synonyms.byFirstStem.get(stems[at]) ?? []) {
    if (phrase.stems.every((s, i) => stems[at + i] === s))
      return { concept: phrase.concept, length: phrase.stems.length }
  }
  return null
}

/** Every concept whose phrase occurs in `stems` (a page's words), once per occurrence. */
export function conceptsIn(synonyms: Synonyms, stems: string[]): string[] {
  const found: string[] = []
  for (let i = 0; i < stems.length; i++) {
    for (const phrase of synonyms.byFirstStem.get(stems[i]) ?? []) {
      if (phrase.stems.every((s, j) => stems[i + j] === s)) found.push(phrase.concept)
    }
  }
  return found
}

/** The demo's groups and a new site's (until staff save their own in Search settings). */
export const DEFAULT_SYNONYMS: SynonymGroup[] = [
  ['IGCSE', 'International GCSE', 'O level', 'O/L', 'IG'],
  ['International A level', 'A level', 'A/L', 'IAL', 'IAS'],
  ['Edexcel', 'Pearson'],
  ['PTE', 'Pearson Test of English'],
  ['fee', 'price', 'cost', 'charge', 'ගාස්තුව', 'ගාස්තු', 'கட்டணம்'],
  ['test date', 'exam date', 'test day', 'exam day'],
  ['exam', 'examination', 'විභාගය', 'විභාග', 'தேர்வு', 'பரீட்சை'],
  ['results', 'ප්‍රතිඵල', 'முடிவுகள்'],
  ['class', 'course', 'lesson', 'පන්තිය', 'පන්ති', 'வகுப்பு'],
  ['deadline', 'closing date', 'last date', 'last day'],
]

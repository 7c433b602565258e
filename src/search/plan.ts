import type { SiteIndex } from './engine'
import { intentOfStem, intentsOfConcept, type Intent } from './intent'
import { isStopWord, stem, TYPO_MIN_LENGTH, withinOneEdit, words as wordsOf } from './language'
import { phraseAt } from './synonyms'

// A visitor's words turned into what to look up: one slot per word or synonym phrase, each with the index
// terms that satisfy it (its stem, its synonyms' concept, the words it begins as the last word typed, or
// the words one edit away when it is a typo). Every slot must be met; stop words are left out.

export type Slot = {
  /** The words as typed ("a/l" → ["a", "l"]). */
  typed: string[]
  /** Index terms any of which meets the slot. */
  terms: string[]
  /** What it asks about (a fee, a date…), empty for a topic word such as "IELTS". */
  intents: Intent[]
  /** The word the index knows, when the typed one was a typo ("ielst" → "ielts"). */
  corrected?: string
}

export type QueryPlan = { slots: Slot[]; intents: Set<Intent> }

/** How many words the last typed word may stand for as a prefix ("internat" → "international"). */
const PREFIX_WORDS = 20

function wordSlot(index: SiteIndex, word: string, last: boolean): Slot {
  const s = stem(word)
  const intent = intentOfStem(s)
  const slot: Slot = { typed: [word], terms: [], intents: intent ? [intent] : [] }
  if (index.has(s)) slot.terms.push(s)
  // A word some page uses as written: no prefix, no correction (the visitor typed it to the end).
  if (index.writtenWord(word)) return slot
  if (last && word.length >= 2) {
    for (const w of index.wordsStartingWith(word, PREFIX_WORDS)) slot.terms.push(index.writtenWord(w)!.stem)
  }
  if (slot.terms.length === 0 && word.length >= TYPO_MIN_LENGTH) {
    const near = index.wordsWhere((w) => Math.abs(w.length - word.length) <= 1 && withinOneEdit(w, word), 5)
    if (near.length) {
      slot.corrected = near[0]
      slot.terms.push(...near.map((w) => index.writtenWord(w)!.stem))
    }
  }
  slot.terms = [...new Set(slot.terms)]
  return slot
}

/** The query's slots, in the order typed. */
export function planQuery(index: SiteIndex, text: string): QueryPlan {
  const typed = wordsOf(text)
  const stems = typed.map(stem)
  const slots: Slot[] = []
  for (let i = 0; i < typed.length;) {
    const phrase = phraseAt(index.synonyms, stems, i)
    if (phrase) {
      slots.push({
        typed: typed.slice(i, i + phrase.length),
        terms: [phrase.concept],
        intents: intentsOfConcept(index.synonyms, phrase.concept),
      })
      i += phrase.length
      continue
    }
    if (!isStopWord(typed[i])) slots.push(wordSlot(index, typed[i], i === typed.length - 1))
    i++
  }
  // A query of stop words alone ("when"): search them after all.
  if (slots.length === 0) typed.forEach((w, i) => slots.push(wordSlot(index, w, i === typed.length - 1)))
  const unique = slots.filter(
    (slot, i) =>
      slots.findIndex((o) => o.terms.join() === slot.terms.join() && o.typed.join() === slot.typed.join()) === i,
  )
  return { slots: unique.slice(0, 8), intents: new Set(unique.flatMap((s) => s.intents)) }
}

import { stem, words } from './language'
import type { Synonyms } from './synonyms'

// What a query asks about beyond its topic: a fee, a deadline, a date, results, or the calendar itself.
// Words are compared by stem, so "fees", "deadlines" and "released" count; synonyms count through their
// groups ("price" and "ගාස්තු" are fee words when staff list them with "fee").

export type Intent = 'fee' | 'deadline' | 'date' | 'results' | 'calendar'

const INTENT_WORDS: Record<Intent, string[]> = {
  fee: ['fee', 'fees', 'price', 'cost', 'costs', 'charge', 'charges', 'payment'],
  deadline: ['deadline', 'deadlines', 'closing', 'register', 'registration', 'entry', 'entries', 'apply', 'late'],
  date: ['date', 'dates', 'day', 'days', 'schedule', 'sitting', 'sittings', 'when'],
  results: ['result', 'results', 'released', 'release'],
  calendar: ['calendar', 'timetable', 'timetables'],
}

const byStem = new Map<string, Intent>()
for (const [intent, list] of Object.entries(INTENT_WORDS) as [Intent, string[]][]) {
  for (const word of list) byStem.set(stem(word), intent)
}

/** The intents of one word (by its stem). */
export const intentOfStem = (s: string): Intent | undefined => byStem.get(s)

/** The intents a synonym concept carries: those of every word of every phrase of its group. */
export function intentsOfConcept(synonyms: Synonyms, concept: string): Intent[] {
  const phrases = synonyms.phrasesOf.get(concept) ?? []
  const found = phrases.flatMap((p) => words(p).map((w) => intentOfStem(stem(w))))
  return [...new Set(found.filter((i): i is Intent => i !== undefined))]
}

/** Intents a visitor's question asks about a date (the calendar's and the answer card's). */
export const DATE_INTENTS: Intent[] = ['deadline', 'date', 'results', 'calendar']

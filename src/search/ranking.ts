import type { SearchDocument } from './documents'

// The ranking rules of site search, all here (tests/unit/search-ranking.test.ts):
// 1. Pages whose title or headings hold more of the query's topic words come first (an intent word such as
//    "fee" or "date" is not a topic: "IELTS fee" ranks by "IELTS" in titles).
// 2. Then, when the query asks for a fee, a deadline, a date or results, exam pages and the exam calendar
//    come before blogs, galleries and other pages.
// 3. Then the text score (BM25 over title ×5, headings ×2.5, text ×1, each word's stem and synonyms).
// 4. Then, where scores tie (within 2 %), the newer page first; then the title, A to Z.

export const FIELDS = ['title', 'headings', 'text'] as const
export type Field = (typeof FIELDS)[number]
export const FIELD_BOOST: Record<Field, number> = { title: 5, headings: 2.5, text: 1 }

export type Candidate = { doc: SearchDocument; score: number; topicInTitle: number }

/** Pages that answer fee and date questions. */
export const answersDates = (doc: SearchDocument) => doc.kind === 'exam' || doc.kind === 'calendar'

/** Scores within this ratio of each other tie. */
const TIE = 0.02

export function compareCandidates(a: Candidate, b: Candidate, asksFeeOrDate: boolean): number {
  if (a.topicInTitle !== b.topicInTitle) return b.topicInTitle - a.topicInTitle
  if (asksFeeOrDate && answersDates(a.doc) !== answersDates(b.doc)) return answersDates(a.doc) ? -1 : 1
  if (Math.abs(a.score - b.score) > TIE * Math.max(a.score, b.score)) return b.score - a.score
  return b.doc.date.localeCompare(a.doc.date) || a.doc.title.localeCompare(b.doc.title)
}

/** Candidates best first. */
export const rankCandidates = (candidates: Candidate[], asksFeeOrDate: boolean) =>
  [...candidates].sort((a, b) => compareCandidates(a, b, asksFeeOrDate))

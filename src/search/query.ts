import type { Payload } from 'payload'
import { colomboDay } from '@/lib/colomboDay'
import { recordRead } from '../../server/shared.mjs'
import { calendarAnswer, examAnswer, type DirectAnswer } from './answer'
import type { SearchDocument } from './documents'
import type { Match } from './engine'
import { DATE_INTENTS } from './intent'
import { editDistance, words as wordsOf } from './language'
import { planQuery, type QueryPlan, type Slot } from './plan'
import { rankCandidates, type Candidate } from './ranking'
import { currentIndex, type IndexState } from './searchIndex'
import type { Marks, SearchQuery } from './text'

export const RESULTS_PER_PAGE = 10
/** How many of the best-scored pages the ranking rules order (the rest follow by score). */
export const RANKED = 200

export type SearchHit = SearchDocument
export type SearchResults = {
  hits: SearchHit[]
  total: number
  page: number
  totalPages: number
  /** The query as searched when a typo was corrected ("ielts fee" for "ielst fee"). */
  corrected: string | null
  /** "Did you mean …?" when nothing matched and the index knows a close spelling. */
  suggestion: string | null
  answer: DirectAnswer | null
  marks: Marks
  popular: string[]
}

/** What a search page shows: every searched collection and the settings (decision 041's read tags). */
const SHOWS = ['exams', 'exam-series', 'exam-categories', 'blogs', 'events', 'downloads']
const SHOWS_GLOBALS = [
  'site-settings',
  'website-description',
  'contact-page',
  'department-introduction',
  'centre-page',
  'ielts-page',
  'search-settings',
]

const isTopic = (slot: Slot) => slot.intents.length === 0

type Found = { matches: Match[]; slots: Slot[] }

function run(state: IndexState, slots: Slot[], combineWith: 'AND' | 'OR'): Found {
  const usable = slots.filter((s) => s.terms.length)
  // A word no page has is passed over ("how much is pte") only while a known topic word remains:
  // "zzz fee" finds nothing.
  if (usable.length === 0 || (usable.length < slots.length && !usable.some(isTopic)))
    return { matches: [], slots: usable }
  return {
    matches: state.index.search(
      usable.map((s) => s.terms),
      combineWith,
      RANKED,
    ),
    slots: usable,
  }
}

/** How many topic slots a page matched in its title or headings. */
const topicInTitle = (match: Match, slots: Slot[]) =>
  slots.filter((slot, i) => isTopic(slot) && match.inTitle[i]).length

/** The exam a query names: the best exam page with every topic word in its title, unless many tie (a generic word). */
function namedExam(ranked: Candidate[], plan: QueryPlan): SearchDocument | null {
  const topics = plan.slots.filter(isTopic).length
  if (topics === 0) return null
  const exams = ranked.filter((c) => c.doc.examSlug && c.topicInTitle === topics)
  return exams.length > 0 && exams.length <= 2 ? exams[0].doc : null
}

/** "Did you mean …": the query with each unknown word replaced by the closest word pages use (two edits at most). */
function suggest(state: IndexState, query: string, plan: QueryPlan): string | null {
  let changed = false
  const typed = wordsOf(query).map((word) => {
    const slot = plan.slots.find((s) => s.typed.includes(word))
    if (!slot || slot.terms.length || word.length < 4) return word
    // Nearest first; then one that starts as typed (first letters are rarely mistyped); then the commonest.
    const near = state.index.wordsWhere((w) => editDistance(w, word) <= 2, 50)
    const rank = (w: string) => editDistance(w, word) * 2 + (w[0] === word[0] ? 0 : 1)
    const best = near.reduce<string | undefined>((a, w) => (a === undefined || rank(w) < rank(a) ? w : a), undefined)
    if (!best) return word
    changed = true
    return best
  })
  return changed ? typed.join(' ') : null
}

/** Published pages matching the query, best first, one page of them (`page` beyond the last → totalPages < page). */
export async function searchSite(payload: Payload, query: SearchQuery, page = 1): Promise<SearchResults> {
  for (const tag of SHOWS) recordRead(tag)
  for (const slug of SHOWS_GLOBALS) recordRead(`global:${slug}`)
  const state = await currentIndex(payload)
  const plan = planQuery(state.index, query.text)
  const marks: Marks = {
    stems: new Set(plan.slots.flatMap((s) => s.terms.filter((t) => !t.startsWith('~')))),
    concepts: new Set(plan.slots.flatMap((s) => s.terms.filter((t) => t.startsWith('~')))),
    synonyms: state.index.synonyms,
  }
  const empty = {
    hits: [],
    total: 0,
    page,
    totalPages: 0,
    corrected: null,
    suggestion: null,
    answer: null,
    marks,
    popular: state.settings.popular,
  }
  if (!query.text) return empty
  let found = run(state, plan.slots, 'AND')
  // Nothing has every word: pages with some of them, the best first.
  if (found.matches.length === 0 && plan.slots.length > 1) found = run(state, plan.slots, 'OR')
  const results = found.matches
  const asksFeeOrDate = [...plan.intents].some((i) => i === 'fee' || DATE_INTENTS.includes(i))
  // The ranking rules order the best-scored pages; a long tail beyond them stays in score order (bounded work).
  const candidates = results.slice(0, RANKED).flatMap((r) => {
    const doc = state.index.documents.get(String(r.id))
    return doc ? [{ doc, score: r.score, topicInTitle: topicInTitle(r, found.slots) }] : []
  })
  const ranked = rankCandidates(candidates, asksFeeOrDate)
  const today = colomboDay()
  const exam = asksFeeOrDate ? namedExam(ranked, plan) : null
  const answer = exam
    ? examAnswer(
        // The exam's own name ("IELTS"), as the calendar gives it, rather than its page's title.
        {
          slug: exam.examSlug!,
          name: state.series.find((s) => s.exam.slug === exam.examSlug)?.exam.name ?? exam.title,
          path: exam.path,
        },
        state.series,
        plan.intents,
        today,
      )
    : asksFeeOrDate && [...plan.intents].some((i) => DATE_INTENTS.includes(i))
      ? calendarAnswer(state.series, plan.intents, today)
      : null
  const corrected = plan.slots.some((s) => s.corrected)
    ? wordsOf(query.text)
        .map((w) => plan.slots.find((s) => s.typed.length === 1 && s.typed[0] === w)?.corrected ?? w)
        .join(' ')
    : null
  const total = ranked.length + Math.max(0, results.length - RANKED)
  const totalPages = Math.ceil(total / RESULTS_PER_PAGE)
  const start = (page - 1) * RESULTS_PER_PAGE
  const tail = (from: number, to: number) =>
    results.slice(RANKED + from, RANKED + to).flatMap((r) => state.index.documents.get(String(r.id)) ?? [])
  const hits = [
    ...ranked.slice(start, start + RESULTS_PER_PAGE).map((c) => c.doc),
    ...tail(Math.max(0, start - ranked.length), start + RESULTS_PER_PAGE - ranked.length),
  ]
  return {
    ...empty,
    hits: hits.slice(0, RESULTS_PER_PAGE),
    total,
    totalPages,
    corrected,
    suggestion: total === 0 ? suggest(state, query.text, plan) : null,
    answer,
  }
}

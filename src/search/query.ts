import type { Payload, Where } from 'payload'
import type { SearchEntry } from './entry'
import { fixedPages } from './pages'
import { compareRanks, rank, type Rank, type SearchQuery } from './text'

/** At most this many index rows are ranked per search: bounded work whatever the words. */
export const MAX_CANDIDATES = 200
export const RESULTS_PER_PAGE = 10

export type SearchKind = 'page' | 'exam' | 'blog' | 'event'
export type SearchHit = SearchEntry & { kind: SearchKind }
export type SearchResults = { hits: SearchHit[]; total: number; page: number; totalPages: number }

const kindOf: Record<string, SearchKind> = { blogs: 'blog', exams: 'exam', events: 'event' }

/**
 * The same query on SQLite and PostgreSQL: each word must appear in the title or the text (Payload's
 * `contains`, a case-insensitive LIKE that escapes nothing). LIKE's own characters (% _ and PostgreSQL's
 * escape \) are left out: the words' other pieces narrow the candidates, and the ranking re-checks every
 * whole word exactly, so such characters never change a result nor break the query.
 */
export function indexWhere(words: string[]): Where {
  const pieces = [...new Set(words.flatMap((word) => word.split(/[\\%_]+/)).filter(Boolean))]
  return { and: pieces.map((piece): Where => ({ or: [{ title: { contains: piece } }, { text: { contains: piece } }] })) }
}

/** Published pages matching every word, best first, one page of them (`page` beyond the last → totalPages < page). */
export async function searchSite(payload: Payload, query: SearchQuery, page = 1): Promise<SearchResults> {
  if (query.words.length === 0) return { hits: [], total: 0, page, totalPages: 0 }
  const [found, pages] = await Promise.all([
    payload.find({
      collection: 'search',
      where: indexWhere(query.words),
      limit: MAX_CANDIDATES,
      depth: 0,
      sort: '-priority',
      select: { title: true, path: true, text: true, doc: true },
      overrideAccess: false,
    }),
    fixedPages(payload),
  ])
  const candidates: SearchHit[] = [
    ...pages.map((p) => ({ ...p, kind: 'page' as const })),
    ...found.docs.map((d) => ({
      title: d.title ?? '',
      path: d.path ?? '',
      text: d.text ?? '',
      kind: kindOf[d.doc.relationTo] ?? 'page',
    })),
  ]
  const ranked = candidates
    .filter((c) => c.path)
    .map((hit, order) => ({ hit, order, rank: rank(hit, query.words) }))
    .filter((r): r is { hit: SearchHit; order: number; rank: Rank } => r.rank !== null)
    .sort((a, b) => compareRanks(a.rank, b.rank) || a.order - b.order)
  const total = ranked.length
  const totalPages = Math.ceil(total / RESULTS_PER_PAGE)
  const start = (page - 1) * RESULTS_PER_PAGE
  return { hits: ranked.slice(start, start + RESULTS_PER_PAGE).map((r) => r.hit), total, page, totalPages }
}

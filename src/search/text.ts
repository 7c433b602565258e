// Pure functions of site search: reading the visitor's words, ranking what matched, cutting snippets.
// No database here, so the rules are tested directly (tests/unit/search-text.test.ts).

/** Longer queries are cut to this many characters (never refused: a pasted sentence still searches). */
export const MAX_QUERY_LENGTH = 100
/** At most this many words count; more only narrow an already narrow search. */
export const MAX_WORDS = 8

export type SearchQuery = { text: string; words: string[]; truncated: boolean }

/** The visitor's `q`: whitespace collapsed, trimmed, capped; its distinct lower-case words. */
export function readQuery(raw: string | string[] | undefined): SearchQuery {
  const value = (Array.isArray(raw) ? raw[0] : raw) ?? ''
  const collapsed = value.replace(/\s+/g, ' ').trim()
  const truncated = collapsed.length > MAX_QUERY_LENGTH
  const text = truncated ? collapsed.slice(0, MAX_QUERY_LENGTH).trim() : collapsed
  const words = [...new Set(text.toLowerCase().split(' ').filter(Boolean))].slice(0, MAX_WORDS)
  return { text, words, truncated }
}

export type Searchable = { title: string; text: string }
export type Rank = { titleWords: number; occurrences: number; firstMatch: number }

/**
 * How well a page matches, or null when some word is missing (every word must appear, in the title or
 * the text, case-insensitively). More of the words in the title first, then more occurrences of the
 * words in the text, then the earliest match.
 */
export function rank(entry: Searchable, words: string[]): Rank | null {
  const title = entry.title.toLowerCase()
  const text = entry.text.toLowerCase()
  let titleWords = 0
  let occurrences = 0
  let firstMatch = Number.MAX_SAFE_INTEGER
  for (const word of words) {
    const inTitle = title.indexOf(word)
    const inText = text.indexOf(word)
    if (inTitle < 0 && inText < 0) return null
    if (inTitle >= 0) titleWords++
    occurrences += count(text, word, inText)
    // A title match counts as the earliest of all.
    firstMatch = Math.min(firstMatch, inTitle >= 0 ? 0 : inText + 1)
  }
  return { titleWords, occurrences, firstMatch }
}

// Occurrences of `word` in `text` from `from` on, capped so one long page cannot outweigh the rest.
function count(text: string, word: string, from: number): number {
  let n = 0
  for (let at = from; at >= 0 && n < 20; at = text.indexOf(word, at + word.length)) n++
  return n
}

/** Sort order of two ranks: negative when `a` comes first. */
export function compareRanks(a: Rank, b: Rank): number {
  return b.titleWords - a.titleWords || b.occurrences - a.occurrences || a.firstMatch - b.firstMatch
}

/** A run of text, marked when it is one of the searched words. React escapes both kinds when it renders them. */
export type Piece = { text: string; mark: boolean }

/** Cuts `text` into plain and marked pieces: every occurrence of every word is marked. */
export function highlight(text: string, words: string[]): Piece[] {
  const lower = text.toLowerCase()
  const marked = new Array<boolean>(text.length).fill(false)
  for (const word of words) {
    for (let at = lower.indexOf(word); at >= 0 && word; at = lower.indexOf(word, at + word.length)) {
      marked.fill(true, at, at + word.length)
    }
  }
  const pieces: Piece[] = []
  for (let i = 0; i < text.length; i++) {
    const last = pieces[pieces.length - 1]
    if (last && last.mark === marked[i]) last.text += text[i]
    else pieces.push({ text: text[i], mark: marked[i] })
  }
  return pieces
}

/** About `length` characters of `text` around its first match, cut at spaces, with … where cut. */
export function excerpt(text: string, words: string[], length = 220): string {
  if (text.length <= length) return text
  const lower = text.toLowerCase()
  const hits = words.map((w) => lower.indexOf(w)).filter((i) => i >= 0)
  const first = hits.length ? Math.min(...hits) : 0
  let start = Math.max(0, first - Math.floor(length / 3))
  if (start > 0) {
    const space = text.indexOf(' ', start)
    start = space >= 0 && space < first ? space + 1 : start
  }
  let end = Math.min(text.length, start + length)
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end)
    end = space > start ? space : end
  }
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`
}

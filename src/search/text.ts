import { isStopWord, stem, wordSpans } from './language'
import { phraseAt, type Synonyms } from './synonyms'

// Pure functions of the search page: reading the visitor's words, marking the words that matched (whole
// words, by stem, and synonym phrases: never letters inside a word), cutting snippets.

/** Longer queries are cut to this many characters (never refused: a pasted sentence still searches). */
export const MAX_QUERY_LENGTH = 100

export type SearchQuery = { text: string; truncated: boolean }

/** The visitor's `q`: whitespace collapsed, trimmed, capped. */
export function readQuery(raw: string | string[] | undefined): SearchQuery {
  const value = (Array.isArray(raw) ? raw[0] : raw) ?? ''
  const collapsed = value.replace(/\s+/g, ' ').trim()
  const truncated = collapsed.length > MAX_QUERY_LENGTH
  return { text: truncated ? collapsed.slice(0, MAX_QUERY_LENGTH).trim() : collapsed, truncated }
}

/** What matched a query: the stems and synonym concepts of its words. */
export type Marks = { stems: Set<string>; concepts: Set<string>; synonyms: Synonyms }

/** A run of text, marked when it is a matched word or phrase. React escapes both kinds when it renders them. */
export type Piece = { text: string; mark: boolean }

/** Character ranges of the matched words and phrases in `text`. */
function markedRanges(text: string, marks: Marks): [number, number][] {
  const spans = wordSpans(text)
  const stems = spans.map((s) => stem(s.word))
  const ranges: [number, number][] = []
  for (let i = 0; i < spans.length; i++) {
    const phrase = phraseAt(marks.synonyms, stems, i)
    if (phrase && marks.concepts.has(phrase.concept)) {
      ranges.push([spans[i].start, spans[i + phrase.length - 1].end])
      i += phrase.length - 1
    } else if (marks.stems.has(stems[i]) && !isStopWord(spans[i].word)) ranges.push([spans[i].start, spans[i].end])
  }
  return ranges
}

/** Cuts `text` into plain and marked pieces. */
export function highlight(text: string, marks: Marks): Piece[] {
  const pieces: Piece[] = []
  let at = 0
  for (const [start, end] of markedRanges(text, marks)) {
    if (start > at) pieces.push({ text: text.slice(at, start), mark: false })
    pieces.push({ text: text.slice(start, end), mark: true })
    at = end
  }
  if (at < text.length) pieces.push({ text: text.slice(at), mark: false })
  return pieces
}

/** About `length` characters of `text` around its first matched word, cut at spaces, with … where cut. */
export function excerpt(text: string, marks: Marks, length = 220): string {
  if (text.length <= length) return text
  const first = markedRanges(text, marks)[0]?.[0] ?? 0
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

import type { SearchDocument } from './documents'
import { isStopWord, stem, words } from './language'
import { FIELD_BOOST, FIELDS, type Field } from './ranking'
import { conceptsIn, type Synonyms } from './synonyms'

// The in-process full-text index: an inverted index of stems and synonym concepts per field, scored with
// BM25 (title ×5, headings ×2.5, text ×1), and the vocabulary of the words as written, which typo
// tolerance, prefix matching and "Did you mean" need. Plain maps and arrays: thousands of pages score in
// well under a millisecond per word.

type Written = { stem: string; pages: number }

/** A page that matched: its score and, per query slot, whether the slot matched its title or headings. */
export type Match = { id: string; score: number; inTitle: boolean[] }

const K1 = 1.2
const B = 0.75
type SlotScores = { scores: Float64Array; inTitle: Uint8Array; pages: number[] }

/** What indexing a page found: each field's terms, and its distinct written words and terms (for the counts). */
type Analysed = { fields: Record<Field, string[]>; written: Set<string>; terms: Set<string> }

export class SiteIndex {
  readonly documents = new Map<string, SearchDocument>()
  /** Words as written in pages → their stem and how many pages use them. */
  private readonly written = new Map<string, Written>()
  /** Stems and concepts → how many pages have them. */
  private readonly terms = new Map<string, number>()
  private readonly analysed = new Map<string, Analysed>()
  private sortedWords: string[] | null = null
  /** Term → page number → how often the term occurs in [title, headings, text]. */
  private readonly postings = new Map<string, Map<number, number[]>>()
  /** Per page number: its id and field lengths (in terms); free numbers are reused. */
  private readonly ids: (string | null)[] = []
  private readonly lengths: number[][] = []
  private readonly free: number[] = []
  private readonly numberOf = new Map<string, number>()
  private readonly totalLength = [0, 0, 0]

  constructor(readonly synonyms: Synonyms) {}

  get size() {
    return this.documents.size
  }

  addAll(documents: SearchDocument[]) {
    for (const doc of documents) this.put(doc)
  }

  private analyse(doc: SearchDocument): Analysed {
    const fields = {} as Record<Field, string[]>
    const written = new Set<string>()
    for (const field of FIELDS) {
      const all = words(doc[field])
      const stems = all.map(stem)
      fields[field] = [...stems.filter((_, i) => !isStopWord(all[i])), ...conceptsIn(this.synonyms, stems)]
      for (const w of all) if (!isStopWord(w)) written.add(w)
    }
    return { fields, written, terms: new Set(FIELDS.flatMap((f) => fields[f])) }
  }

  /** Adds a page or replaces its earlier version. */
  put(doc: SearchDocument) {
    if (this.documents.has(doc.id)) this.remove(doc.id)
    const analysed = this.analyse(doc)
    const n = this.free.pop() ?? this.ids.length
    this.ids[n] = doc.id
    this.lengths[n] = FIELDS.map((f) => analysed.fields[f].length)
    this.numberOf.set(doc.id, n)
    FIELDS.forEach((f, i) => {
      this.totalLength[i] += analysed.fields[f].length
      for (const term of analysed.fields[f]) {
        let pages = this.postings.get(term)
        if (!pages) this.postings.set(term, (pages = new Map()))
        let tf = pages.get(n)
        if (!tf) pages.set(n, (tf = [0, 0, 0]))
        tf[i]++
      }
    })
    this.documents.set(doc.id, doc)
    this.analysed.set(doc.id, analysed)
    this.count(analysed, 1)
  }

  remove(id: string) {
    const analysed = this.analysed.get(id)
    const n = this.numberOf.get(id)
    if (!analysed || n === undefined) return
    for (const term of analysed.terms) {
      const pages = this.postings.get(term)
      pages?.delete(n)
      if (pages?.size === 0) this.postings.delete(term)
    }
    this.lengths[n].forEach((length, i) => (this.totalLength[i] -= length))
    this.ids[n] = null
    this.free.push(n)
    this.numberOf.delete(id)
    this.documents.delete(id)
    this.analysed.delete(id)
    this.count(analysed, -1)
  }

  private count({ written, terms }: Analysed, by: 1 | -1) {
    for (const word of written) {
      const entry = this.written.get(word) ?? { stem: stem(word), pages: 0 }
      entry.pages += by
      if (entry.pages > 0) this.written.set(word, entry)
      else this.written.delete(word)
    }
    for (const term of terms) {
      const pages = (this.terms.get(term) ?? 0) + by
      if (pages > 0) this.terms.set(term, pages)
      else this.terms.delete(term)
    }
    this.sortedWords = null
  }

  /** Whether some page has this index term (a stem or a concept). */
  has(term: string): boolean {
    return this.terms.has(term)
  }

  /** The written word, if some page uses it: its stem and how many pages. */
  writtenWord(word: string): Written | undefined {
    return this.written.get(word)
  }

  /** Written words starting with `prefix`, most used first (at most `limit`). */
  wordsStartingWith(prefix: string, limit = 40): string[] {
    const sorted = (this.sortedWords ??= [...this.written.keys()].sort())
    let lo = 0
    let hi = sorted.length
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (sorted[mid] < prefix) lo = mid + 1
      else hi = mid
    }
    const found: string[] = []
    for (let i = lo; i < sorted.length && sorted[i].startsWith(prefix); i++) found.push(sorted[i])
    return found.sort((a, b) => this.written.get(b)!.pages - this.written.get(a)!.pages).slice(0, limit)
  }

  /** Written words for which `accept` holds, most used first. */
  wordsWhere(accept: (word: string) => boolean, limit = 10): string[] {
    const found: string[] = []
    for (const word of this.written.keys()) if (accept(word)) found.push(word)
    return found.sort((a, b) => this.written.get(b)!.pages - this.written.get(a)!.pages).slice(0, limit)
  }

  /** One slot's pages: BM25 of its best term per page (synonyms do not add up), and whether it met the title. */
  private slotScores(terms: string[]): SlotScores {
    const size = this.ids.length
    const pages = this.size
    const avg = this.totalLength.map((total) => Math.max(1, total / Math.max(1, pages)))
    const boosts = FIELDS.map((f) => FIELD_BOOST[f])
    const slot: SlotScores = { scores: new Float64Array(size), inTitle: new Uint8Array(size), pages: [] }
    for (const term of terms) {
      const postings = this.postings.get(term)
      if (!postings) continue
      const idf = Math.log(1 + (pages - postings.size + 0.5) / (postings.size + 0.5))
      postings.forEach((tf, n) => {
        const lengths = this.lengths[n]
        let score = 0
        for (let f = 0; f < 3; f++) {
          if (tf[f] !== 0) score += (boosts[f] * tf[f] * (K1 + 1)) / (tf[f] + K1 * (1 - B + (B * lengths[f]) / avg[f]))
        }
        score *= idf
        if (slot.scores[n] === 0) slot.pages.push(n)
        if (score > slot.scores[n]) slot.scores[n] = score
        if (tf[0] !== 0 || tf[1] !== 0) slot.inTitle[n] = 1
      })
    }
    return slot
  }

  /**
   * Pages matching every slot (AND) or any (OR), best score first; a slot is a list of terms, any of which
   * meets it. Only the first `detailed` say which slots met their title.
   */
  search(slots: string[][], combineWith: 'AND' | 'OR', detailed = Infinity): Match[] {
    if (slots.length === 0) return []
    const scored = slots.map((terms) => this.slotScores(terms))
    const candidates =
      combineWith === 'AND'
        ? scored
            .reduce((a, b) => (b.pages.length < a.pages.length ? b : a))
            .pages.filter((n) => scored.every((s) => s.scores[n] > 0))
        : [...new Set(scored.flatMap((s) => s.pages))]
    const total = new Float64Array(this.ids.length)
    for (const n of candidates) for (const s of scored) total[n] += s.scores[n]
    return candidates
      .sort((a, b) => total[b] - total[a])
      .map((n, rank) => ({
        id: this.ids[n]!,
        score: total[n],
        inTitle: rank < detailed ? scored.map((s) => s.inTitle[n] === 1) : [],
      }))
  }
}

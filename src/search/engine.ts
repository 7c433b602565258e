import MiniSearch, { type Query, type SearchResult } from 'minisearch'
import type { SearchDocument } from './documents'
import { isStopWord, stem, words } from './language'
import { FIELD_BOOST, FIELDS, type Field } from './ranking'
import { conceptsIn, type Synonyms } from './synonyms'

// The in-process full-text index (MiniSearch's BM25 over stems and synonym concepts), with the
// vocabulary of the words as written, which typo tolerance, prefix matching and "Did you mean" need.

/** A field's index terms: stems of its words less stop words, and the concepts its phrases stand for. */
export function indexTerms(text: string, synonyms: Synonyms): string[] {
  const all = words(text)
  const stems = all.map(stem)
  return [...stems.filter((_, i) => !isStopWord(all[i])), ...conceptsIn(synonyms, stems)]
}

type Written = { stem: string; pages: number }

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
  private adding: Analysed | null = null
  private readonly search_: MiniSearch<SearchDocument>

  constructor(readonly synonyms: Synonyms) {
    this.search_ = new MiniSearch<SearchDocument>({
      fields: [...FIELDS],
      idField: 'id',
      // Terms are made once per page (analyse), and MiniSearch keeps them as they are.
      extractField: (doc, field) => (field === 'id' ? doc.id : this.adding!.fields[field as Field].join(' ')),
      tokenize: (terms) => (terms ? terms.split(' ') : []),
      processTerm: (term) => term,
      searchOptions: { tokenize: (term) => [term], processTerm: (term) => term, boost: FIELD_BOOST },
    })
  }

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
    this.adding = analysed
    this.search_.add(doc)
    this.adding = null
    this.documents.set(doc.id, doc)
    this.analysed.set(doc.id, analysed)
    this.count(analysed, 1)
  }

  remove(id: string) {
    const analysed = this.analysed.get(id)
    if (!analysed) return
    this.search_.discard(id)
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

  query(query: Query): SearchResult[] {
    return this.search_.search(query)
  }
}

import { stemmer } from 'stemmer'

// How the site's search reads English (and Sinhala and Tamil) words: one tokeniser for documents and
// queries, Porter stems (the `stemmer` package), stop words, and the one-edit distance of typo tolerance.

/** A word: letters, combining marks (Sinhala and Tamil vowel signs) and digits, joiners kept inside. */
const WORD = /[\p{L}\p{N}][\p{L}\p{M}\p{N}\u200c\u200d']*/gu

/** Lower-case words of `text` in order, apostrophes dropped ("IELTS's" → "ieltss" is avoided: "ielts"). */
export function words(text: string): string[] {
  const found = text.normalize('NFC').toLowerCase().match(WORD) ?? []
  return found.map((w) => w.replace(/'s$/, '').replaceAll("'", '')).filter(Boolean)
}

/** Each word of `text` with where it stands (for highlighting whole words only). */
export function wordSpans(text: string): { start: number; end: number; word: string }[] {
  const spans: { start: number; end: number; word: string }[] = []
  for (const m of text.matchAll(WORD)) {
    const word = m[0].normalize('NFC').toLowerCase().replace(/'s$/, '').replaceAll("'", '')
    if (word) spans.push({ start: m.index, end: m.index + m[0].length, word })
  }
  return spans
}

const LATIN = /^[a-z0-9]+$/

/** A word's stem: Porter for Latin-script words ("exams" → "exam", "released" → "releas"); others as they are. */
export function stem(word: string): string {
  let found = stems.get(word)
  if (found === undefined) {
    found = LATIN.test(word) && !/^\d/.test(word) ? stemmer(word) : word
    // A site's vocabulary is some thousands of words; past this, a stray flood of new words is not kept.
    if (stems.size < 200_000) stems.set(word, found)
  }
  return found
}
const stems = new Map<string, string>()

/** Words a question carries that say nothing about which page answers it. */
export const STOP_WORDS = new Set(
  (
    'a an and are as at be been by can could do does did for ' +
    'from has have how i if in into is it its me my of on or our ' +
    'please should so than that the their them then there ' +
    'these they this to us was we were what when where which who ' +
    'why will with would you your about any get give tell know need want much many there'
  ).split(' '),
)

export const isStopWord = (word: string) => STOP_WORDS.has(word)

/** Typo tolerance: one edit (a letter added, dropped, changed, or two neighbours swapped) for words this long. */
export const TYPO_MIN_LENGTH = 5

/** Whether `a` and `b` are at most one edit apart (optimal string alignment: a swap counts once). */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true
  const la = a.length
  const lb = b.length
  if (Math.abs(la - lb) > 1) return false
  let i = 0
  while (i < la && i < lb && a[i] === b[i]) i++
  if (la === lb) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2)
  }
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1)
}

/** Edit distance (a swap counts once) when at most `max`, else max + 1: for "Did you mean" suggestions. */
export function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  let prev2: number[] = []
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const row = [i]
    let best = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      row[j] = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) row[j] = Math.min(row[j], prev2[j - 2] + 1)
      best = Math.min(best, row[j])
    }
    if (best > max) return max + 1
    prev2 = prev
    prev = row
  }
  return Math.min(prev[b.length], max + 1)
}

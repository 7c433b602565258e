import type { PayloadRequest } from 'payload'
import { pagePathOf } from '@/content/pagePaths'
import { htmlToPlainText } from '@/lib/sanitizeHtml'

/** The collections whose published documents /search finds (the fixed pages are matched from their texts). */
export const SEARCHED_COLLECTIONS = ['blogs', 'exams', 'events'] as const

export type SearchedCollection = (typeof SEARCHED_COLLECTIONS)[number]

/** What the index keeps of a published document: its title, its page and its words. */
export type SearchEntry = { title: string; path: string; text: string }

type Doc = Record<string, unknown>

/** Plain text of sanitised HTML, with a space where one block ends and the next begins ("take?" "Academic"). */
export const htmlToSearchText = (html: string) =>
  htmlToPlainText(html.replace(/<\/(p|h[1-6]|li|blockquote|td|th)>|<br\s*\/?>/gi, '$& '))

type LexicalNode = { type?: string; text?: unknown; children?: LexicalNode[] }
const BLOCKS = new Set([
  'paragraph',
  'heading',
  'quote',
  'list',
  'listitem',
  'table',
  'tablerow',
  'tablecell',
  'linebreak',
])

/**
 * The words of editor rich text, read straight from its Lexical JSON (no HTML rendering and sanitising:
 * thousands of pages are read at each index build), with a space where one block ends and the next begins.
 */
export function richTextToPlain(richText: unknown): string {
  const root = (richText as { root?: LexicalNode } | null)?.root
  if (!root || typeof root !== 'object') return ''
  const out: string[] = []
  const walk = (node: LexicalNode) => {
    if (typeof node.text === 'string') out.push(node.text)
    if (Array.isArray(node.children)) node.children.forEach(walk)
    if (node.type && BLOCKS.has(node.type)) out.push(' ')
  }
  walk(root)
  return out.join('').replace(/\s+/g, ' ').trim()
}

const plain = richTextToPlain

/** An exam's words: its description, then each question and its answer. */
function examText(doc: Doc): string {
  const questions = Array.isArray(doc.questions) ? (doc.questions as { question?: string; answer?: unknown }[]) : []
  return [plain(doc.description), ...questions.flatMap((q) => [q.question ?? '', plain(q.answer)])]
    .filter(Boolean)
    .join(' ')
}

/** The index row of a published blog, exam or event (the same rules for every save and for a refill). */
export async function searchEntryFor(
  collection: SearchedCollection,
  doc: Doc,
  req: PayloadRequest,
): Promise<SearchEntry> {
  const title = String((collection === 'exams' ? doc.name : doc.title) ?? '')
  const text = collection === 'exams' ? examText(doc) : plain(doc.description)
  const path = (await pagePathOf({ collection }, doc, req)) ?? ''
  return { title, path, text }
}

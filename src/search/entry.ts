import type { PayloadRequest } from 'payload'
import { pagePathOf } from '@/content/pagePaths'
import { richTextToHtml } from '@/lib/richText'
import { htmlToPlainText } from '@/lib/sanitizeHtml'
import type { SEARCHED_COLLECTIONS } from './plugin'

export type SearchedCollection = (typeof SEARCHED_COLLECTIONS)[number]

/** What the index keeps of a published document: its title, its page and its words. */
export type SearchEntry = { title: string; path: string; text: string }

type Doc = Record<string, unknown>

/** Plain text of sanitised HTML, with a space where one block ends and the next begins ("take?" "Academic"). */
export const htmlToSearchText = (html: string) => htmlToPlainText(html.replace(/<\/(p|h[1-6]|li|blockquote|td|th)>|<br\s*\/?>/gi, '$& '))

export const richTextToPlain = (richText: unknown) => htmlToSearchText(richTextToHtml(richText))

const plain = richTextToPlain

/** An exam's words: its description, then each question and its answer. */
function examText(doc: Doc): string {
  const questions = Array.isArray(doc.questions) ? (doc.questions as { question?: string; answer?: unknown }[]) : []
  return [plain(doc.description), ...questions.flatMap((q) => [q.question ?? '', plain(q.answer)])].filter(Boolean).join(' ')
}

/** The index row of a published blog, exam or event (the same rules for every save and for a refill). */
export async function searchEntryFor(collection: SearchedCollection, doc: Doc, req: PayloadRequest): Promise<SearchEntry> {
  const title = String((collection === 'exams' ? doc.name : doc.title) ?? '')
  const text = collection === 'exams' ? examText(doc) : plain(doc.description)
  const path = (await pagePathOf({ collection }, doc, req)) ?? ''
  return { title, path, text }
}

import { htmlToPlainText } from './sanitizeHtml'

/** A plain-text summary of sanitised HTML (for meta descriptions), cut at a word boundary. */
export function summary(html: string, max = 160): string {
  const text = htmlToPlainText(html)
  if (text.length <= max) return text
  const cut = text.lastIndexOf(' ', max - 1)
  return `${text.slice(0, cut > 0 ? cut : max - 1).replace(/[,.;:]$/, '')}…`
}

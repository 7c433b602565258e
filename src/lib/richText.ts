import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'
import { sanitizeHtml } from './sanitizeHtml'

/** Editor rich text (Lexical JSON) as sanitised HTML, the shape the public API and pages use. */
export function richTextToHtml(value: unknown): string {
  if (!isEditorState(value)) return ''
  return sanitizeHtml(convertLexicalToHTML({ data: value, disableContainer: true }))
}

function isEditorState(value: unknown): value is SerializedEditorState {
  return (
    typeof value === 'object' &&
    value !== null &&
    'root' in value &&
    typeof (value as { root: unknown }).root === 'object'
  )
}

/** The first words of editor rich text (Lexical JSON) as plain text, cut at a word boundary: a list's excerpt,
 * read from the JSON without rendering the HTML of the whole text. */
export function richTextExcerpt(value: unknown, max = 200): string {
  const blocks: string[] = []
  let length = 0
  const visit = (node: unknown, into: string[]) => {
    if (length > max || typeof node !== 'object' || node === null) return
    const n = node as { type?: string; text?: unknown; children?: unknown[] }
    if (typeof n.text === 'string') {
      into.push(n.text)
      length += n.text.length
    } else if (n.type === 'linebreak') into.push(' ')
    for (const child of n.children ?? []) visit(child, into)
  }
  const root = (value as { root?: { children?: unknown[] } } | null)?.root
  for (const block of root?.children ?? []) {
    const parts: string[] = []
    visit(block, parts)
    blocks.push(parts.join(''))
    length += 1
  }
  const text = blocks.join(' ').replace(/\s+/g, ' ').trim()
  if (text.length <= max) return text
  const cut = text.lastIndexOf(' ', max - 1)
  return `${text.slice(0, cut > 0 ? cut : max - 1).replace(/[,.;:]$/, '')}…`
}

// A tiny builder for Lexical rich text, so demo content reads like prose in the source.

type TextNode = { type: 'text'; text: string; format: number; version: 1; detail: 0; mode: 'normal'; style: '' }
type Inline = TextNode | LinkNode
type LinkNode = {
  type: 'link'
  version: 3
  fields: { url: string; newTab: boolean; linkType: 'custom' }
  children: TextNode[]
  direction: 'ltr'
  format: ''
  indent: 0
}
type Block = Record<string, unknown>

const text = (t: string, format = 0): TextNode => ({
  type: 'text',
  text: t,
  format,
  version: 1,
  detail: 0,
  mode: 'normal',
  style: '',
})

export const bold = (t: string) => text(t, 1)
export const italic = (t: string) => text(t, 2)
export const link = (t: string, url: string, newTab = false): LinkNode => ({
  type: 'link',
  version: 3,
  fields: { url, newTab, linkType: 'custom' },
  children: [text(t)],
  direction: 'ltr',
  format: '',
  indent: 0,
})

const inlines = (parts: (string | Inline)[]) => parts.map((p) => (typeof p === 'string' ? text(p) : p))
const element = (type: string, children: unknown[], extra: Block = {}): Block => ({
  type,
  children,
  direction: 'ltr',
  format: '',
  indent: 0,
  version: 1,
  ...extra,
})

export const p = (...parts: (string | Inline)[]) =>
  element('paragraph', inlines(parts), { textFormat: 0, textStyle: '' })
export const h = (level: 2 | 3 | 4, t: string) => element('heading', [text(t)], { tag: `h${level}` })
export const ul = (...items: (string | (string | Inline)[])[]) =>
  element(
    'list',
    items.map((item, i) => element('listitem', inlines(Array.isArray(item) ? item : [item]), { value: i + 1 })),
    { listType: 'bullet', start: 1, tag: 'ul' },
  )

/** A whole rich-text value from blocks. */
export const doc = (...blocks: Block[]) => ({ root: element('root', blocks) })

// The admin's unsaved rich text (Lexical's JSON, as the live preview posts it) as DOM nodes, for the preview
// frame only (src/browser/preview.ts). Built with createElement and text nodes: nothing typed becomes markup.
// The saved page is the server's rendering (src/lib/richText.ts); this is its shape while staff type.

type LexicalNode = {
  type?: string
  text?: string
  format?: number | string
  tag?: string
  listType?: string
  url?: string
  fields?: { url?: string; newTab?: boolean }
  children?: LexicalNode[]
}

const TEXT_FORMATS: [number, string][] = [
  [1, 'strong'],
  [2, 'em'],
  [4, 's'],
  [8, 'u'],
  [16, 'code'],
  [32, 'sub'],
  [64, 'sup'],
]
const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6'])
// A link goes only where a saved one could: the site, the web, e-mail and phone.
const SAFE_URL = /^(?:https?:|mailto:|tel:|\/|#)/i

function textNode(node: LexicalNode): Node {
  let out: Node = document.createTextNode(node.text ?? '')
  const format = typeof node.format === 'number' ? node.format : 0
  for (const [bit, tag] of TEXT_FORMATS) {
    if (!(format & bit)) continue
    const wrapper = document.createElement(tag)
    wrapper.append(out)
    out = wrapper
  }
  return out
}

function elementFor(node: LexicalNode): HTMLElement | DocumentFragment {
  switch (node.type) {
    case 'paragraph':
      return document.createElement('p')
    case 'heading':
      return document.createElement(HEADINGS.has(node.tag ?? '') ? node.tag! : 'h2')
    case 'quote':
      return document.createElement('blockquote')
    case 'list':
      return document.createElement(node.listType === 'number' ? 'ol' : 'ul')
    case 'listitem':
      return document.createElement('li')
    case 'link':
    case 'autolink': {
      const a = document.createElement('a')
      const url = node.fields?.url ?? node.url ?? ''
      if (SAFE_URL.test(url.trim())) a.href = url.trim()
      if (node.fields?.newTab) Object.assign(a, { target: '_blank', rel: 'noopener noreferrer' })
      return a
    }
    case 'upload': {
      // The form holds only the image's id: it is drawn after a save.
      const note = document.createElement('p')
      note.textContent = '(Image: shown after saving.)'
      return note
    }
    default:
      return document.createDocumentFragment()
  }
}

function toNode(node: LexicalNode): Node {
  if (node.type === 'text') return textNode(node)
  if (node.type === 'linebreak') return document.createElement('br')
  if (node.type === 'horizontalrule') return document.createElement('hr')
  if (node.type === 'tab') return document.createTextNode('\t')
  const element = elementFor(node)
  for (const child of node.children ?? []) element.append(toNode(child))
  return element
}

/** The nodes of a Lexical editor state (`{ root: { children } }`), or null when the value is not one. */
export function lexicalToNodes(value: unknown): Node[] | null {
  const root = (value as { root?: LexicalNode } | null)?.root
  if (!root || typeof root !== 'object' || !Array.isArray(root.children)) return null
  return root.children.map(toNode)
}

import sanitize from 'sanitize-html'
import { findPhoneNumbers } from './phoneNumbers'

// The one sanitiser: every piece of editor HTML passes here before it leaves the server.
const options: sanitize.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'span',
    'div',
    'img',
    'picture',
    'source',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'figure',
    'figcaption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    source: ['srcset', 'media', 'type'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
    '*': ['class'],
  },
  allowedClasses: { '*': [/^payload-richtext$/, /^lexical-/] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href', 'src', 'srcset'],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => {
      const external = attribs.target === '_blank'
      return {
        tagName,
        attribs: external ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
      }
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
  },
}

export function sanitizeHtml(html: string): string {
  return linkPhoneNumbers(sanitize(html, options))
}

/**
 * Phone numbers editors typed as text become tel: links, unless they already sit in a link (or in
 * code). Runs on the sanitiser's own output, where every `<` and `>` outside a tag is escaped, so
 * splitting at tags is exact.
 */
export function linkPhoneNumbers(safeHtml: string): string {
  let insideLink = 0
  let insideCode = 0
  return safeHtml
    .split(/(<[^>]*>)/)
    .map((part) => {
      const tag = /^<(\/?)([a-z0-9]+)/i.exec(part)
      if (tag) {
        const delta = tag[1] ? -1 : part.endsWith('/>') ? 0 : 1
        const name = tag[2].toLowerCase()
        if (name === 'a') insideLink = Math.max(0, insideLink + delta)
        if (name === 'code' || name === 'pre') insideCode = Math.max(0, insideCode + delta)
        return part
      }
      if (insideLink || insideCode) return part
      let out = ''
      let at = 0
      for (const phone of findPhoneNumbers(part)) {
        // Kept on one line, like every printed number on the site (PhoneText, the contact links).
        out += `${part.slice(at, phone.start)}<a href="${phone.href}" class="whitespace-nowrap">${phone.text}</a>`
        at = phone.end
      }
      return out + part.slice(at)
    })
    .join('')
}

/** Plain text of some HTML (tags stripped, entities kept as text), e.g. for excerpts. */
export function htmlToPlainText(html: string): string {
  // A space where a block ends or starts, so "forgotten.</p><h2>What to bring" reads as two sentences.
  const spaced = html.replace(
    /<\/?(?:p|h[1-6]|li|ul|ol|div|br|blockquote|tr|td|th|table|section|article|figure|figcaption)\b[^>]*>/gi,
    ' $&',
  )
  return sanitize(spaced, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
}

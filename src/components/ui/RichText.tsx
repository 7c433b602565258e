/** Editor HTML that the data layer has already sanitised (see lib/sanitizeHtml). */
export function RichText({ html, className = '' }: { html: string; className?: string }) {
  if (!html) return null
  return <div className={`rich-text ${className}`} dangerouslySetInnerHTML={{ __html: html }} />
}

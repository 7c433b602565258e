import { preview } from '@/browser/contract'

/** Editor HTML that the data layer has already sanitised (see lib/sanitizeHtml). */
export function RichText({
  html,
  className = '',
  liveField,
}: {
  html: string
  className?: string
  liveField?: string
}) {
  if (!html) return null
  // liveField: the document's field it shows, which the admin's live preview redraws as staff type.
  const live = liveField ? preview.liveRichText.props(liveField) : {}
  return <div className={`rich-text ${className}`} {...live} dangerouslySetInnerHTML={{ __html: html }} />
}

'use client'
import { useDocumentTitle, useTranslation } from '@payloadcms/ui'
import { useEffect } from 'react'

// A document without a title yet is headed "No title yet" in the header and breadcrumbs, not
// Payload's bracketed "[No title yet]" (its formatDocTitle adds the brackets around the word we set).
export function PlainUntitled() {
  const { title, setDocumentTitle } = useDocumentTitle()
  const { t } = useTranslation()
  useEffect(() => {
    const untitled = t('general:untitled')
    if (title !== `[${untitled}]`) return
    // After the providers' own effects of the same render, which set the bracketed one.
    const frame = requestAnimationFrame(() => setDocumentTitle(untitled))
    return () => cancelAnimationFrame(frame)
  }, [title, setDocumentTitle, t])
  return null
}

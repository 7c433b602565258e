'use client'
import { useDocumentTitle, useTranslation } from '@payloadcms/ui'
import { useEffect, type Dispatch, type SetStateAction } from 'react'

// A document without a title yet is headed "No title yet" in the header and breadcrumbs, not
// Payload's bracketed "[No title yet]" (its formatDocTitle adds the brackets around the word we set).
export function PlainUntitled() {
  const { title, setDocumentTitle } = useDocumentTitle()
  const { t } = useTranslation()
  useEffect(() => {
    const untitled = t('general:untitled')
    const bracketed = `[${untitled}]`
    if (title !== bracketed) return
    // After the providers' own effects of the same render, which set the bracketed one; and only if it is
    // still that (a title typed meanwhile wins). The context's setter is React's state setter.
    const plain = setDocumentTitle as unknown as Dispatch<SetStateAction<string>>
    const frame = requestAnimationFrame(() => plain((now) => (now === bracketed ? untitled : now)))
    return () => cancelAnimationFrame(frame)
  }, [title, setDocumentTitle, t])
  return null
}

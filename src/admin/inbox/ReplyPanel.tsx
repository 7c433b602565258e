'use client'
import { useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { replyLink } from './replyLink'
import './inbox.css'

// The top of a message's sidebar (a ui field): answer it by e-mail, then mark it handled and go on.

const value = (fields: Record<string, { value?: unknown }>, name: string) => {
  const v = fields[name]?.value
  return typeof v === 'string' ? v : ''
}

export function ReplyPanel() {
  const { id, collectionSlug } = useDocumentInfo()
  const fields = useFormFields(([all]) => all) as Record<string, { value?: unknown }>
  const router = useRouter()
  const [state, setState] = useState<'idle' | 'working' | 'last' | 'failed'>('idle')
  const email = value(fields, 'email')
  const sender = value(fields, 'name') || [value(fields, 'fname'), value(fields, 'lname')].filter(Boolean).join(' ')
  const subject = value(fields, 'subject') || (value(fields, 'title') ? `${value(fields, 'title')} enquiry` : '')

  const markHandledAndNext = async () => {
    setState('working')
    const api = `/api/${collectionSlug}`
    const saved = await fetch(`${api}/${id}`, {
      method: 'PATCH',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ handled: true }),
    })
    if (!saved.ok) return setState('failed')
    const query = `where[handled][not_equals]=true&where[id][not_equals]=${id}&sort=-createdAt&limit=1&depth=0`
    const next = await fetch(`${api}?${query}`, { credentials: 'include' }).then((r) => (r.ok ? r.json() : null))
    const nextId = next?.docs?.[0]?.id
    if (nextId === undefined) return setState('last')
    router.push(`/admin/collections/${collectionSlug}/${nextId}`)
  }

  if (!id) return null
  return (
    <div className="inbox-reply">
      {email && (
        <a className="inbox-reply__button" href={replyLink(email, subject, value(fields, 'message'), sender)}>
          Reply by e-mail
        </a>
      )}
      <button
        type="button"
        className="inbox-reply__button inbox-reply__button--quiet"
        onClick={markHandledAndNext}
        disabled={state === 'working'}
      >
        Mark handled and open the next
      </button>
      {state === 'last' && (
        <p className="inbox-reply__note" role="status">
          Marked handled. That was the last one not handled:{' '}
          <a href={`/admin/collections/${collectionSlug}`}>back to the list</a>.
        </p>
      )}
      {state === 'failed' && (
        <p className="inbox-reply__note" role="alert">
          Could not mark it handled: reload the page and try again.
        </p>
      )}
    </div>
  )
}

'use client'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { ACTION_WORDS, type StaffAction } from './staffActions'

// The buttons of an entry's page: each asks once before it acts (an e-mail goes to the candidate),
// then posts JSON to /api/entries/<id>/staff-action and reloads the page's figures.

type Props = { entryId: number; onEntry: StaffAction[]; onPayments: { action: StaffAction; payment: number }[] }
type Choice = { action: StaffAction; payment?: number }

export function EntryActions({ entryId, onEntry, onPayments }: Props) {
  const router = useRouter()
  const [asking, setAsking] = useState<Choice | null>(null)
  const [state, setState] = useState<{ busy: boolean; message?: string; failed?: boolean }>({ busy: false })
  const choices: Choice[] = [...onPayments, ...onEntry.map((action) => ({ action }))]
  if (choices.length === 0 && !state.message) return null

  const act = async (choice: Choice) => {
    setState({ busy: true })
    const res = await fetch(`/api/entries/${entryId}/staff-action`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(choice),
    }).catch(() => null)
    const json = (await res?.json().catch(() => null)) as { message?: string; errors?: { message: string }[] } | null
    setAsking(null)
    setState({
      busy: false,
      failed: !res?.ok,
      message: json?.message ?? json?.errors?.[0]?.message ?? 'No answer: check your connection.',
    })
    if (res?.ok) router.refresh()
  }

  return (
    <div className="entry-actions">
      {state.message && (
        <p
          role="status"
          className={state.failed ? 'entry-actions__message entry-actions__message--failed' : 'entry-actions__message'}
        >
          {state.message}
        </p>
      )}
      {asking ? (
        <div className="entry-actions__confirm">
          <p>
            {ACTION_WORDS[asking.action].button}
            {asking.payment ? ` (payment ${asking.payment})` : ''}? It is recorded in the history and the candidate is
            e-mailed.
          </p>
          <button type="button" className="entry-actions__button" disabled={state.busy} onClick={() => act(asking)}>
            Yes, {ACTION_WORDS[asking.action].button.toLowerCase()}
          </button>{' '}
          <button type="button" className="entry-actions__link" onClick={() => setAsking(null)}>
            Go back
          </button>
        </div>
      ) : (
        <div className="entry-actions__buttons">
          {choices.map((c) => (
            <button
              key={`${c.action}-${c.payment ?? ''}`}
              type="button"
              className={
                ['cancel', 'reject-slip', 'refund'].includes(c.action)
                  ? 'entry-actions__button entry-actions__button--quiet'
                  : 'entry-actions__button'
              }
              onClick={() => setAsking(c)}
            >
              {ACTION_WORDS[c.action].button}
              {c.payment && onPayments.length > 2 ? ` (payment ${c.payment})` : ''}
            </button>
          ))}
        </div>
      )}
    </div>
  )
}

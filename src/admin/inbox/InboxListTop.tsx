'use client'
import { useListQuery } from '@payloadcms/ui'
import { useSearchParams } from 'next/navigation'
import { useState } from 'react'
import './inbox.css'

// Above the inbox lists (admin.components.beforeListTable): filters in plain words, shown as chips,
// and one export button that says what it will download before it does.

type Chip = { label: string; params: string }
const NOT_HANDLED = 'where[handled][not_equals]=true'
const chipsFor = (slug: string): Chip[] => [
  { label: 'Not handled', params: NOT_HANDLED },
  { label: 'Handled', params: 'where[handled][equals]=true' },
  ...(slug === 'enquiries'
    ? [
        { label: 'IELTS, not handled', params: `${NOT_HANDLED}&where[title][equals]=IELTS` },
        { label: 'PTE, not handled', params: `${NOT_HANDLED}&where[title][equals]=PTE` },
      ]
    : []),
  { label: 'All', params: '' },
]

/** The filter part of a list URL, decoded and in a stable order, to compare a chip with the page. */
function filterOf(search: string): string {
  const entries = [...new URLSearchParams(search).entries()].filter(([k]) => k.startsWith('where') || k === 'search')
  return entries
    .map(([k, v]) => `${k}=${v}`)
    .sort()
    .join('&')
}

const colomboToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Colombo' }).format(new Date())

export function InboxListTop({ collectionSlug, plural }: { collectionSlug: string; plural: string }) {
  const params = useSearchParams()
  const { data } = useListQuery()
  const [step, setStep] = useState<'idle' | 'confirm' | 'started'>('idle')
  const current = filterOf(params.toString())
  const chips = chipsFor(collectionSlug)
  const active = chips.find((c) => filterOf(c.params) === current)
  const filterName = active ? active.label : current ? 'the filter you set' : 'All'
  const rows = data?.totalDocs ?? 0
  const exportQuery = [...params.entries()].filter(([k]) => k.startsWith('where') || k === 'search')
  const href = `/api/${collectionSlug}/export.csv${exportQuery.length ? `?${new URLSearchParams(exportQuery)}` : ''}`
  const fileName = `${collectionSlug}-${colomboToday()}.csv`
  return (
    <div className="inbox-top">
      <nav className="inbox-top__chips" aria-label="Show">
        {chips.map((chip) => (
          <a
            key={chip.label}
            className={chip === active ? 'inbox-top__chip inbox-top__chip--on' : 'inbox-top__chip'}
            aria-current={chip === active ? 'true' : undefined}
            href={`?${chip.params}`}
          >
            {chip.label}
          </a>
        ))}
        {!active && current && <span className="inbox-top__chip inbox-top__chip--on">Your own filter</span>}
      </nav>
      <div className="inbox-top__export">
        {step === 'idle' && (
          <button type="button" className="inbox-top__button" onClick={() => setStep('confirm')}>
            Export to a spreadsheet (CSV)…
          </button>
        )}
        {step !== 'idle' && (
          <div className="inbox-top__confirm" role="status">
            {step === 'confirm' ? (
              <>
                <p>
                  Download all <strong>{rows}</strong> {plural} shown by &ldquo;{filterName}&rdquo; &mdash; every page,
                  every field, the message text included, times in Sri Lanka time — as <strong>{fileName}</strong>?
                </p>
                <a className="inbox-top__button" href={href} download={fileName} onClick={() => setStep('started')}>
                  Download {rows} {rows === 1 ? 'row' : 'rows'}
                </a>{' '}
                <button type="button" className="inbox-top__link" onClick={() => setStep('idle')}>
                  Cancel
                </button>
              </>
            ) : (
              <>
                <p>
                  Your download of <strong>{fileName}</strong> ({rows} {rows === 1 ? 'row' : 'rows'}) has started: find
                  it in your browser’s downloads.
                </p>
                <button type="button" className="inbox-top__link" onClick={() => setStep('idle')}>
                  Done
                </button>
              </>
            )}
          </div>
        )}
      </div>
    </div>
  )
}

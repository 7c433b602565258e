'use client'

import { useEffect, useId, useRef } from 'react'

export type DialogContent = { title: string; text: string; tone: 'success' | 'failure' }

/** The success or failure dialog: focus moves in, Escape or Close dismisses, focus goes back. */
export function ResultDialog({ content, onClose }: { content: DialogContent | null; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const id = useId()

  useEffect(() => {
    if (content && !dialog.current?.open) dialog.current?.showModal()
  }, [content])

  return (
    <dialog
      ref={dialog}
      aria-labelledby={content ? `${id}-title` : undefined}
      aria-describedby={content ? `${id}-text` : undefined}
      onClose={onClose}
      className="m-auto w-[min(92vw,26rem)] rounded-3xl bg-white p-0 text-center shadow-2xl backdrop:bg-navy-deep/60"
    >
      {content && (
        <div className="p-8">
          <div
            className={`mx-auto flex size-16 items-center justify-center rounded-full ${content.tone === 'success' ? 'bg-teal/10 text-teal' : 'bg-coral/10 text-[#A12A3A]'}`}
            aria-hidden="true"
          >
            <svg viewBox="0 0 24 24" className="size-8" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
              {content.tone === 'success' ? <path d="m5 12.5 4.5 4.5L19 7.5" /> : <path d="M12 7v6M12 17h.01" />}
            </svg>
          </div>
          <h2 id={`${id}-title`} className="mt-5 text-2xl font-bold text-navy">
            {content.title}
          </h2>
          <p id={`${id}-text`} className="mt-2 text-slate-600">
            {content.text}
          </p>
          <button
            type="button"
            onClick={() => dialog.current?.close()}
            className="mt-7 inline-flex min-h-11 items-center justify-center rounded-full bg-navy px-8 font-semibold text-white hover:bg-navy-deep"
          >
            Close
          </button>
        </div>
      )}
    </dialog>
  )
}

'use client'

import { useEffect, useRef, type ReactNode } from 'react'
import { POPUP_DIALOG_ID, POPUP_SESSION_KEY, POPUP_SHOWN_VALUE, shouldShowPopup } from './popupRule'

/**
 * The registration poster, once per browser session: a modal dialog (focus kept inside,
 * Escape closes) over a dimmed page whose scrolling is locked while it is open.
 */
export function HomePopup({ poster, registrationUrl }: { poster: ReactNode; registrationUrl: string }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const unlockScroll = useRef<() => void>(() => {})

  useEffect(() => {
    const root = document.documentElement
    // Opened already by PopupOpener while the page was loading: only take over the unlock.
    if (dialog.current?.open) {
      const previous = dialog.current.dataset.previousOverflow ?? ''
      unlockScroll.current = () => {
        root.style.overflow = previous
      }
      return () => unlockScroll.current()
    }
    let flag: string | null = null
    try {
      flag = sessionStorage.getItem(POPUP_SESSION_KEY)
    } catch {
      return // storage blocked: never nag
    }
    if (!shouldShowPopup(flag)) return
    sessionStorage.setItem(POPUP_SESSION_KEY, POPUP_SHOWN_VALUE)
    const previous = root.style.overflow
    root.style.overflow = 'hidden'
    unlockScroll.current = () => {
      root.style.overflow = previous
    }
    dialog.current?.showModal()
    return () => unlockScroll.current()
  }, [])

  // Unlock at once: the dialog's close event only fires in a later task.
  const close = () => {
    dialog.current?.close()
    unlockScroll.current()
  }

  return (
    <dialog
      ref={dialog}
      id={POPUP_DIALOG_ID}
      aria-label="Registrations open"
      onClose={() => unlockScroll.current()}
      onClick={(e) => {
        if (e.target === dialog.current) close()
      }}
      onKeyDown={(e) => {
        // Keep Tab and Shift+Tab cycling inside the popup while it is open.
        if (e.key !== 'Tab' || !dialog.current) return
        const focusable = dialog.current.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')
        const first = focusable[0]
        const last = focusable[focusable.length - 1]
        if (e.shiftKey && document.activeElement === first) {
          e.preventDefault()
          last.focus()
        } else if (!e.shiftKey && document.activeElement === last) {
          e.preventDefault()
          first.focus()
        }
      }}
      className="m-auto w-[min(92vw,420px)] overflow-visible bg-transparent p-0 backdrop:bg-navy-deep/75 backdrop:backdrop-blur-sm"
    >
      <div className="relative overflow-hidden rounded-3xl bg-white shadow-2xl">
        <button
          type="button"
          aria-label="Close"
          onClick={close}
          className="absolute right-3 top-3 z-10 inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-navy shadow hover:bg-white"
        >
          <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
        {poster}
        <div className="p-5">
          <a
            href={registrationUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="flex min-h-12 w-full items-center justify-center rounded-full bg-amber font-semibold text-navy-deep hover:bg-[#f7b84f]"
          >
            Register From Here
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </div>
      </div>
    </dialog>
  )
}

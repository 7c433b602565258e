import type { ReactNode } from 'react'
import { POPUP_DIALOG_ID, POPUP_SESSION_KEY, POPUP_SHOWN_VALUE } from './popupRule'

/**
 * Runs in the browser as soon as the popup is parsed (sent as its source text, so self-contained):
 * once per browser session it opens the modal, locks the page's scrolling, and keeps Tab inside.
 */
export function openHomePopup(dialogId: string, sessionKey: string, shownValue: string) {
  try {
    if (sessionStorage.getItem(sessionKey) === shownValue) return
    sessionStorage.setItem(sessionKey, shownValue)
  } catch {
    return // storage blocked: never nag
  }
  const dialog = document.getElementById(dialogId) as HTMLDialogElement | null
  if (!dialog) return
  const root = document.documentElement
  const previousOverflow = root.style.overflow
  // At once on Close (the dialog's close event only fires in a later task), and on Escape.
  const unlock = () => {
    root.style.overflow = previousOverflow
  }
  dialog.addEventListener('close', unlock)
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close()
    if ((event.target as Element).closest('[data-close]')) unlock()
  })
  dialog.addEventListener('keydown', (event) => {
    if (event.key !== 'Tab') return
    const focusable = dialog.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')
    const first = focusable[0]
    const last = focusable[focusable.length - 1]
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  })
  root.style.overflow = 'hidden'
  dialog.showModal()
}

/**
 * The registration poster (spec §4): a modal dialog over a dimmed page. It opens without waiting for
 * any framework script, so on a slow phone the poster shows in the first second or two.
 */
export function HomePopup({ poster, registrationUrl, nonce }: { poster: ReactNode; registrationUrl: string; nonce?: string }) {
  const script = `(${openHomePopup.toString()})(${[POPUP_DIALOG_ID, POPUP_SESSION_KEY, POPUP_SHOWN_VALUE].map((v) => JSON.stringify(v)).join(',')})`
  return (
    <>
      <dialog
        id={POPUP_DIALOG_ID}
        aria-label="Registrations open"
        className="m-auto w-[min(92vw,420px)] overflow-visible bg-transparent p-0 backdrop:bg-navy-deep/75 backdrop:backdrop-blur-sm"
      >
        <div className="relative overflow-hidden rounded-3xl bg-white shadow-2xl">
          <form method="dialog" className="absolute right-3 top-3 z-10">
            <button
              type="submit"
              data-close
              aria-label="Close"
              className="inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-navy shadow hover:bg-white"
            >
              <svg
                viewBox="0 0 24 24"
                className="size-5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.5"
                strokeLinecap="round"
                aria-hidden="true"
              >
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </button>
          </form>
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
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: script }} />
    </>
  )
}

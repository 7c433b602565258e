// The home popup's opener, inlined right after the dialog (its CSP hash is computed when it is
// built), so on a slow phone the poster shows without waiting for any other script. Once per
// browser session it opens the modal, locks the page's scrolling and keeps Tab inside.
import { popup } from './contract'

function openHomePopup() {
  try {
    if (sessionStorage.getItem(popup.sessionKey) === popup.shownValue) return
    sessionStorage.setItem(popup.sessionKey, popup.shownValue)
  } catch {
    return // storage blocked: never nag
  }
  const dialog = document.getElementById(popup.dialogId) as HTMLDialogElement | null
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
    if ((event.target as Element).closest(popup.close.selector)) unlock()
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

openHomePopup()

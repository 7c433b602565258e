import type { ReactNode } from 'react'
import { popup } from '@/browser/contract'
import { InlineScript } from '@/components/ui/BrowserScript'

/**
 * The registration poster (docs/product.md, Home: Popup): a modal dialog over a dimmed page. It opens without
 * waiting for any framework script, so on a slow phone the poster shows in the first second or two.
 */
export function HomePopup({ poster, registrationUrl }: { poster: ReactNode; registrationUrl: string }) {
  // An outside portal opens beside the site; an entry form of the site itself (/enter/…) opens in place.
  const outside = !registrationUrl.startsWith('/')
  return (
    <>
      <dialog
        id={popup.dialogId}
        aria-label="Registrations open"
        className={
          'm-auto w-[min(92vw,420px)] overflow-visible bg-transparent ' +
          'p-0 backdrop:bg-navy-deep/75 backdrop:backdrop-blur-sm'
        }
      >
        <div className="relative overflow-hidden rounded-3xl bg-white shadow-2xl">
          <form method="dialog" className="absolute right-3 top-3 z-10">
            <button
              type="submit"
              {...popup.close.props()}
              aria-label="Close"
              className={
                'inline-flex size-11 items-center justify-center ' +
                'rounded-full bg-white/90 text-navy shadow hover:bg-white'
              }
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
              {...(outside && { target: '_blank', rel: 'noopener noreferrer' })}
              className={
                'flex min-h-12 w-full items-center justify-center rounded-full ' +
                'bg-amber font-semibold text-navy-deep hover:bg-[#f7b84f]'
              }
            >
              Register From Here
              {outside && <span className="sr-only"> (opens in a new tab)</span>}
            </a>
          </div>
        </div>
      </dialog>
      {/* Opens it at once, once per browser session (src/browser/popup.ts). */}
      <InlineScript name="popup" />
    </>
  )
}

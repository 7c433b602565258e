import type React from 'react'

/** Send button whose label becomes a spinner while the form is sending. */
export function SubmitButton({ sending, label, buttonRef }: { sending: boolean; label: string; buttonRef: React.Ref<HTMLButtonElement> }) {
  return (
    <button
      ref={buttonRef}
      type="submit"
      disabled={sending}
      aria-busy={sending || undefined}
      className="inline-flex min-h-12 min-w-36 items-center justify-center rounded-full bg-amber px-8 font-semibold text-navy-deep shadow-sm transition-colors hover:bg-[#f7b84f] disabled:cursor-wait disabled:opacity-80"
    >
      {sending ? (
        <>
          <span className="size-5 animate-spin rounded-full border-2 border-navy-deep border-t-transparent" data-testid="spinner" aria-hidden="true" />
          <span className="sr-only">Sending…</span>
        </>
      ) : (
        label
      )}
    </button>
  )
}

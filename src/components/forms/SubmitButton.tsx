import { form } from '@/browser/contract'

/** Send button; the form script swaps its label for a spinner while the form is sending. */
export function SubmitButton({ label }: { label: string }) {
  return (
    <button
      type="submit"
      {...form.submit.props()}
      className={
        'inline-flex min-h-12 min-w-36 items-center justify-center rounded-full bg-amber px-8 font-semibold ' +
        'text-navy-deep shadow-sm transition-colors hover:bg-[#f7b84f] disabled:cursor-wait disabled:opacity-80'
      }
    >
      <span {...form.whenIdle.props()}>{label}</span>
      <span {...form.whenSending.props()} hidden>
        <span
          className="block size-5 animate-spin rounded-full border-2 border-navy-deep border-t-transparent"
          data-testid="spinner"
          aria-hidden="true"
        />
        <span className="sr-only">Sending…</span>
      </span>
    </button>
  )
}

/** The spec's loading state, shown while a page's data loads during client-side navigation. */
export function Loading() {
  return (
    <div role="status" aria-live="polite" className="flex min-h-[50vh] items-center justify-center gap-3 text-lg font-medium text-navy">
      <span className="size-5 animate-spin rounded-full border-2 border-teal border-t-transparent" aria-hidden="true" />
      Loading...
    </div>
  )
}

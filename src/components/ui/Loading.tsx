/** "Loading..." while a slow next page loads (docs/product.md, Shared layout); the site script shows it (ADR 012). */
export function Loading() {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-[50vh] items-center justify-center gap-3 text-lg font-medium text-navy"
    >
      <span className="size-5 animate-spin rounded-full border-2 border-teal border-t-transparent" aria-hidden="true" />
      Loading...
    </div>
  )
}
